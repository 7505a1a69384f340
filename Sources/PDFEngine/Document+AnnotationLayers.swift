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
    }

    /// The layers page `index` needs under `options`, nil when one pass gives the right pixels.
    func annotationLayerPlan(page index: Int, options: RenderOptions?) -> AnnotationLayerPlan? {
        guard let options, !ColorPipeline.cached(for: options).isIdentity else { return nil }
        let keep = options.annotationHandling == .keepOriginal
        guard keep || options.invertRenderColor else { return nil }
        var highlights: Int32 = 0, others: Int32 = 0
        let counted = documentLock.withLock {
            MuPDFCall.result { cmupdf_page_annotation_counts(context.handle, handle, Int32(index), &highlights, &others, &$0) }
        }
        guard case .success = counted else { return nil }  // the render itself reports the page's failure
        let contents = Int32(CMUPDF_LAYER_CONTENTS), other = Int32(CMUPDF_LAYER_OTHER_ANNOTATIONS)
        if keep, highlights + others > 0 {
            return AnnotationLayerPlan(base: contents, highlights: highlights > 0, others: others > 0, options: options)
        }
        if options.invertRenderColor, highlights > 0 {
            return AnnotationLayerPlan(base: contents | other, highlights: true, others: false, options: options)
        }
        return nil
    }

    /// Draws page `index` in the layers of `plan` into caller memory (as `draw` does, with the
    /// options applied): the base filtered, then highlights and other annotations composited.
    func drawAnnotationLayers(_ plan: AnnotationLayerPlan, page index: Int, transform: cmupdf_matrix,
                              originX: Int, originY: Int, into pixels: UnsafeMutablePointer<UInt8>,
                              width: Int, height: Int, stride: Int, cookie: RenderCookie) throws(DocumentError) {
        try drawLayers(plan.base, page: index, transform: transform, originX: originX, originY: originY,
                       into: pixels, width: width, height: height, stride: stride, transparent: false, cookie: cookie)
        ColorPipeline.cached(for: plan.options).apply(pixels: pixels, width: width, height: height, stride: stride)
        let layer = PixelBuffer(unfilledWidth: width, height: height)
        if plan.highlights {
            try drawLayers(Int32(CMUPDF_LAYER_HIGHLIGHTS), page: index, transform: transform, originX: originX, originY: originY,
                           into: layer.pointer, width: width, height: height, stride: layer.stride, transparent: true, cookie: cookie)
            AnnotationCompositing.highlight(layer, onto: pixels, stride: stride, options: plan.options)
        }
        if plan.others {
            try drawLayers(Int32(CMUPDF_LAYER_OTHER_ANNOTATIONS), page: index, transform: transform, originX: originX,
                           originY: originY, into: layer.pointer, width: width, height: height, stride: layer.stride,
                           transparent: true, cookie: cookie)
            AnnotationCompositing.over(layer, onto: pixels, stride: stride)
        }
    }

    private func drawLayers(_ layers: Int32, page index: Int, transform: cmupdf_matrix, originX: Int, originY: Int,
                            into pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                            transparent: Bool, cookie: RenderCookie) throws(DocumentError) {
        var count: Int32 = 0
        let drawn = documentLock.withLock {
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
        let buffer = PixelBuffer(unfilledWidth: area.width, height: area.height)
        try drawAnnotationLayers(plan, page: index, transform: transform, originX: Int(box.x0) + area.x,
                                 originY: Int(box.y0) + area.y, into: buffer.pointer, width: area.width,
                                 height: area.height, stride: buffer.stride, cookie: cookie)
        return buffer
    }
}
