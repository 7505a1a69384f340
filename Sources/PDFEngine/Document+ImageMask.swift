import CMuPDF
import PDFAppearance

extension Document {
    /// The raster images page `index` fills, largest first, each with what Night makes of it
    /// (docs/user-guide.md "Images in Night").
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
        let box = cmupdf_image_mask_bounds(survey.handle, transform, Int32(originX), Int32(originY), Int32(width), Int32(height))
        let bounds = PixelRect(x: Int(box.x0), y: Int(box.y0), width: Int(box.x1 - box.x0), height: Int(box.y1 - box.y0))
        let layout: ImageMask.Layout = survey.photoCount == 0 ? .noPhotos
            : cmupdf_image_survey_all_photos(survey.handle) != 0 ? .photosOnly : .photosAndOthers
        let mask = ImageMask(width: width, height: height, bounds: bounds, layout: layout)
        guard !bounds.isEmpty else { return mask }
        let drawn = MuPDFCall.result {
            cmupdf_image_mask_render(context.handle, list.handle, survey.handle, transform, Int32(originX + bounds.x),
                                     Int32(originY + bounds.y), Int32(bounds.width), Int32(bounds.height),
                                     Int32(layout.channels), mask.bytes, Int32(mask.stride), cookie.handle, &$0)
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
    /// the options keep where `imageMask` (the pixels' own, at the same origin and size) says they
    /// are: the mask's bounds composed, the rest of the pixels through this pipeline alone.
    public func apply(from source: UnsafePointer<UInt8>, stride: Int, imageMask: ImageMask?,
                      to destination: UnsafeMutablePointer<UInt8>, destinationStride: Int, width: Int, height: Int) {
        guard let imageMask, let images = options.keptImages, let kept = keptImagePipeline,
              let coverage = imageMask.coverage(of: images), !imageMask.bounds.isEmpty else {
            apply(from: source, sourceStride: stride, to: destination, destinationStride: destinationStride,
                  width: width, height: height)
            return
        }
        precondition(imageMask.width == width && imageMask.height == height,
                     "image mask \(imageMask.width)×\(imageMask.height) is not for pixels \(width)×\(height)")
        let box = imageMask.bounds
        let part = { (rect: PixelRect, keeping: KeptImageMask?) in
            guard !rect.isEmpty else { return }
            let input = source + rect.y * stride + rect.x * 4
            let output = destination + rect.y * destinationStride + rect.x * 4
            if let keeping {
                self.apply(from: input, sourceStride: stride, to: output, destinationStride: destinationStride,
                           width: rect.width, height: rect.height, keeping: keeping, through: kept)
            } else {
                self.apply(from: input, sourceStride: stride, to: output, destinationStride: destinationStride,
                           width: rect.width, height: rect.height)
            }
        }
        part(PixelRect(x: 0, y: 0, width: width, height: box.y), nil)
        part(PixelRect(x: 0, y: box.y, width: box.x, height: box.height), nil)
        part(box, coverage)
        part(PixelRect(x: box.maxX, y: box.y, width: width - box.maxX, height: box.height), nil)
        part(PixelRect(x: 0, y: box.maxY, width: width, height: height - box.maxY), nil)
    }
}
