import CMuPDF
import PDFAppearance

extension Document {
    /// The raster images page `index` fills, largest first, each with what Night makes of it
    /// (README "Images in Night").
    public func images(onPage index: Int) throws -> [PageImage] {
        let list = try displayList(forPage: index, cookie: nil)
        return try contexts.withContext { context in
            try imageSurvey(of: list, page: index, context: context, cookie: RenderCookie())?.images ?? []
        }
    }

    /// The survey of `list`'s images, made once per display list; nil when the survey failed
    /// for another reason than the cookie (then nothing keeps its colours: the documented fallback).
    func imageSurvey(of list: DisplayList, page index: Int, context: MuPDFContext,
                     cookie: RenderCookie) throws(DocumentError) -> ImageSurvey? {
        list.surveyLock.lock()
        defer { list.surveyLock.unlock() }
        if let survey = list.survey { return survey }
        let surveyed = MuPDFCall.objectResult { cmupdf_image_survey_new(context.handle, list.handle, cookie.handle, &$0) }
        if cookie.isAborted {
            if case .success(let raw) = surveyed { cmupdf_image_survey_drop(context.handle, raw) }
            throw cookie.abortError(path: path, page: index)
        }
        guard case .success(let raw) = surveyed else { return nil }
        let survey = ImageSurvey(handle: raw, contexts: contexts)
        list.survey = survey
        return survey
    }

    /// Draws the image mask of a tile drawn with the same arguments by `draw`; nil when the page
    /// fills no image (no mask pass at all) or the mask cannot be drawn (then the tile is
    /// recoloured whole, the documented fallback).
    func drawImageMask(_ list: DisplayList, page index: Int, transform: cmupdf_matrix, originX: Int, originY: Int,
                       width: Int, height: Int, context: MuPDFContext, cookie: RenderCookie) throws(DocumentError) -> ImageMask? {
        guard let survey = try imageSurvey(of: list, page: index, context: context, cookie: cookie), survey.imageCount > 0 else {
            return nil
        }
        let mask = ImageMask(width: width, height: height)
        let drawn = MuPDFCall.result {
            cmupdf_image_mask_render(context.handle, list.handle, survey.handle, transform, Int32(originX), Int32(originY),
                                     Int32(width), Int32(height), mask.bytes, Int32(mask.stride), cookie.handle, &$0)
        }
        if cookie.isAborted { throw cookie.abortError(path: path, page: index) }
        guard case .success = drawn else { return nil }
        return mask
    }
}

extension ColorPipeline {
    /// Applies the pipeline to day pixels in place, keeping the images its options keep
    /// (`RenderOptions.keptImages`) where `pixels` carry an image mask.
    public func apply(to pixels: PixelBuffer) {
        apply(from: pixels.pointer, stride: pixels.stride, imageMask: pixels.imageMask,
              to: pixels.pointer, destinationStride: pixels.stride, width: pixels.width, height: pixels.height)
    }

    /// Transforms day pixels while copying them (the window's texture upload), keeping the images
    /// the options keep where `imageMask` (the pixels' own, at the same origin) says they are.
    public func apply(from source: UnsafePointer<UInt8>, stride: Int, imageMask: ImageMask?,
                      to destination: UnsafeMutablePointer<UInt8>, destinationStride: Int, width: Int, height: Int) {
        if let imageMask, let images = options.keptImages, let kept = keptImagePipeline {
            apply(from: source, sourceStride: stride, to: destination, destinationStride: destinationStride,
                  width: width, height: height, keeping: imageMask.coverage(of: images), through: kept)
        } else {
            apply(from: source, sourceStride: stride, to: destination, destinationStride: destinationStride,
                  width: width, height: height)
        }
    }
}
