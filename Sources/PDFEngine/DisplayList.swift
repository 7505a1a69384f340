import CMuPDF
import Foundation

/// A page recorded once (the slow parse step) and drawn any number of times,
/// by any thread with its own context.
final class DisplayList: @unchecked Sendable {
    let handle: OpaquePointer
    /// The page uses overprint, which rendering simulates (as `mutool draw`).
    let usesOverprint: Bool
    /// The page's images, surveyed on first need (`Document.imageSurvey`); guarded by `surveyLock`.
    var survey: ImageSurvey?
    let surveyLock = NSLock()

    init(handle: OpaquePointer, usesOverprint: Bool) {
        self.handle = handle
        self.usesOverprint = usesOverprint
    }

    deinit {
        let handle = handle
        _ = try? ContextPool.shared.withContext { context in
            cmupdf_display_list_drop(context.handle, handle)
        }
    }
}
