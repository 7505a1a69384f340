import CMuPDF

/// The raster images one page fills and what each is (docs/user-guide.md "Images in Night"): found once per
/// display list by running it through a device that only notes image fills, then classified from
/// each image's own pixels and its place on the page.
final class ImageSurvey: @unchecked Sendable {
    let handle: OpaquePointer
    /// Distinct images the page fills (soft-mask content not counted).
    let imageCount: Int
    /// Images among them classified as photographs.
    let photoCount: Int

    /// The contexts of the document whose page was surveyed, which drop it.
    private let contexts: ContextPool

    init(handle: OpaquePointer, contexts: ContextPool) {
        self.handle = handle
        self.contexts = contexts
        imageCount = Int(cmupdf_image_survey_count(handle))
        photoCount = Int(cmupdf_image_survey_photo_count(handle))
    }

    /// Each image's facts and decision, largest on the page first.
    var images: [PageImage] {
        (0..<imageCount).map { PageImage(cmupdf_image_survey_info(handle, Int32($0))) }
    }

    deinit {
        let handle = handle
        _ = try? contexts.withContext { context in
            cmupdf_image_survey_drop(context.handle, handle)
        }
    }
}
