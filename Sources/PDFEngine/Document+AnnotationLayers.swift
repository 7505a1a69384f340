import CMuPDF
import Foundation
import PDFAppearance

/// Pages drawn in layers (page, Highlight annotations, other annotations) so that annotations can
/// be colored apart from the page: `RenderOptions.annotationHandling == .keepOriginal`, and
/// Highlights in Night, whose Multiply blend a dark page would swallow (see `NightHighlight`).
/// A page without such annotations, or options that need no layers, is drawn in one pass as before.
extension Document {
    /// The layers a page is drawn in: `base` is opaque and filtered, `highlights` and `others`
    /// are drawn on transparency and composited over it.
    struct AnnotationLayerPlan {
        var base: Int32
        var highlights: Bool
        var others: Bool
        var options: RenderOptions

        /// The layers of a page with `highlights` Highlight and `others` other annotations under
        /// `options`, nil when one pass gives the right pixels.
        init?(options: RenderOptions, highlights: Int32, others: Int32) {
            guard !ColorPipeline.isIdentity(for: options) else { return nil }
            let contents = Int32(CMUPDF_LAYER_CONTENTS), other = Int32(CMUPDF_LAYER_OTHER_ANNOTATIONS)
            if options.annotationHandling == .keepOriginal, highlights + others > 0 {
                self.init(base: contents, highlights: highlights > 0, others: others > 0, options: options)
            } else if options.invertRenderColor, highlights > 0 {
                self.init(base: others > 0 ? contents | other : contents, highlights: true, others: false, options: options)
            } else {
                return nil
            }
        }

        init(base: Int32, highlights: Bool, others: Bool, options: RenderOptions) {
            self.base = base
            self.highlights = highlights
            self.others = others
            self.options = options
        }
    }

    /// The layers page `index` needs under `options`, nil when one pass gives the right pixels.
    func annotationLayerPlan(page index: Int, options: RenderOptions?) -> AnnotationLayerPlan? {
        guard let options, let counts = annotationCounts(page: index) else { return nil }
        return AnnotationLayerPlan(options: options, highlights: counts.highlights, others: counts.others)
    }

    /// How many Highlight and other annotations page `index` has; nil when they cannot be counted
    /// (the render itself reports the page's failure).
    func annotationCounts(page index: Int) -> (highlights: Int32, others: Int32)? {
        var highlights: Int32 = 0, others: Int32 = 0
        let counted = withDocumentLockBehindRecording {
            MuPDFCall.result { cmupdf_page_annotation_counts(context.handle, handle, Int32(index), &highlights, &others, &$0) }
        }
        guard case .success = counted else { return nil }
        return (highlights, others)
    }

    /// Draws page `index` in the layers of `plan` into caller memory (as `draw` does, with the
    /// options applied): the base filtered (keeping the images the options keep, by `list`'s image
    /// mask), then highlights and other annotations composited.
    func drawAnnotationLayers(_ plan: AnnotationLayerPlan, list: DisplayList, page index: Int, transform: cmupdf_matrix,
                              originX: Int, originY: Int, into pixels: UnsafeMutablePointer<UInt8>,
                              width: Int, height: Int, stride: Int, context: MuPDFContext,
                              cookie: RenderCookie) throws(DocumentError) {
        try drawLayers(plan.base, page: index, transform: transform, originX: originX, originY: originY,
                       into: pixels, width: width, height: height, stride: stride, transparent: false, cookie: cookie)
        let imageMask = plan.options.keptImages == nil ? nil
            : try drawImageMask(list, page: index, transform: transform, originX: originX, originY: originY,
                                width: width, height: height, context: context, cookie: cookie)
        let highlights = plan.highlights
            ? try drawTransparentLayer(Int32(CMUPDF_LAYER_HIGHLIGHTS), page: index, transform: transform, originX: originX,
                                       originY: originY, width: width, height: height, cookie: cookie) : nil
        let others = plan.others
            ? try drawTransparentLayer(Int32(CMUPDF_LAYER_OTHER_ANNOTATIONS), page: index, transform: transform,
                                       originX: originX, originY: originY, width: width, height: height, cookie: cookie) : nil
        AnnotationCompositing.compose(plan, base: pixels, stride: stride, imageMask: imageMask, highlights: highlights,
                                      others: others, into: pixels, destinationStride: stride, width: width, height: height)
    }

    /// Draws what every plan of page `index` needs beside its one-pass day pixels (the window's
    /// tiles, so a mode toggle composes them without a new render); nil when the page has no
    /// annotations or they cannot be counted.
    func drawAnnotationLayerPixels(page index: Int, transform: cmupdf_matrix, originX: Int, originY: Int,
                                   width: Int, height: Int, cookie: RenderCookie) throws(DocumentError) -> AnnotationLayerPixels? {
        guard let counts = annotationCounts(page: index), counts.highlights + counts.others > 0 else { return nil }
        let contents = Int32(CMUPDF_LAYER_CONTENTS), other = Int32(CMUPDF_LAYER_OTHER_ANNOTATIONS)
        var bases: [Int32: PixelBuffer] = [:]
        for base in counts.highlights > 0 && counts.others > 0 ? [contents, contents | other] : [contents] {
            let buffer = PixelBuffer(unfilledWidth: width, height: height)
            try drawLayers(base, page: index, transform: transform, originX: originX, originY: originY, into: buffer.pointer,
                           width: width, height: height, stride: buffer.stride, transparent: false, cookie: cookie)
            bases[base] = buffer
        }
        let highlights = counts.highlights > 0
            ? try drawTransparentLayer(Int32(CMUPDF_LAYER_HIGHLIGHTS), page: index, transform: transform, originX: originX,
                                       originY: originY, width: width, height: height, cookie: cookie) : nil
        let others = counts.others > 0
            ? try drawTransparentLayer(other, page: index, transform: transform, originX: originX, originY: originY,
                                       width: width, height: height, cookie: cookie) : nil
        return AnnotationLayerPixels(highlightCount: counts.highlights, otherCount: counts.others, bases: bases,
                                     highlights: highlights, others: others)
    }

    private func drawTransparentLayer(_ layers: Int32, page index: Int, transform: cmupdf_matrix, originX: Int, originY: Int,
                                      width: Int, height: Int, cookie: RenderCookie) throws(DocumentError) -> PixelBuffer {
        let layer = PixelBuffer(unfilledWidth: width, height: height)
        try drawLayers(layers, page: index, transform: transform, originX: originX, originY: originY, into: layer.pointer,
                       width: width, height: height, stride: layer.stride, transparent: true, cookie: cookie)
        return layer
    }

    private func drawLayers(_ layers: Int32, page index: Int, transform: cmupdf_matrix, originX: Int, originY: Int,
                            into pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                            transparent: Bool, cookie: RenderCookie) throws(DocumentError) {
        var count: Int32 = 0
        let drawn = withDocumentLockBehindRecording {
            MuPDFCall.result {
                cmupdf_render_layers(context.handle, handle, Int32(index), layers, transform, Int32(originX), Int32(originY),
                                     Int32(width), Int32(height), pixels, Int32(stride), transparent ? 1 : 0, cookie.handle,
                                     &count, &$0)
            }
        }
        if cookie.isAborted {
            throw cookie.abortError(path: path, page: index)
        }
        if case .failure(let failure) = drawn {
            throw .renderFailed(path: path, page: index, reason: failure.message)
        }
    }
}

extension Document {
    /// `render` for a page drawn in layers: the same region and geometry checks as `renderDayPixels`.
    func renderInAnnotationLayers(_ plan: AnnotationLayerPlan, page index: Int, scale: Double, rotation: Int,
                                  region: PixelRect?, cookie: RenderCookie?, timeout: Double?) throws -> PixelBuffer {
        let cookie = cookie ?? RenderCookie()
        if let timeout { cookie.abort(after: timeout) }
        let (transform, box) = geometry(page: index, scale: scale, rotation: rotation)
        let full = PixelRect(x: 0, y: 0, width: Int(box.x1 - box.x0), height: Int(box.y1 - box.y0))
        let area = region.map { $0.intersection(full) } ?? full
        guard !area.isEmpty else { throw DocumentError.invalidRegion(path: path, page: index) }
        guard area.width * area.height <= Self.maximumRenderPixels else {
            throw DocumentError.imageTooLarge(path: path, page: index, width: area.width, height: area.height)
        }
        let list = try displayList(forPage: index, cookie: cookie)
        let buffer = PixelBuffer(unfilledWidth: area.width, height: area.height)
        try contexts.withContext { context in
            try drawAnnotationLayers(plan, list: list, page: index, transform: transform, originX: Int(box.x0) + area.x,
                                     originY: Int(box.y0) + area.y, into: buffer.pointer, width: area.width,
                                     height: area.height, stride: buffer.stride, context: context, cookie: cookie)
        }
        return buffer
    }
}
