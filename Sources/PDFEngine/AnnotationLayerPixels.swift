import PDFAppearance

/// What a tile of a page with annotations keeps beside its one-pass day pixels so that options
/// drawing the annotations apart (`Document.AnnotationLayerPlan`: `.keepOriginal`, Highlights in
/// Night) can be applied without a new render (the window's mode toggle), giving the pixels of
/// `Document.render` and export: the page's base layers in day colours and the annotation layers
/// on transparency, all at the tile's size and origin.
public final class AnnotationLayerPixels: @unchecked Sendable {
    let highlightCount: Int32
    let otherCount: Int32
    /// Opaque day pixels by the `CMUPDF_LAYER_*` bits they show.
    let bases: [Int32: PixelBuffer]
    /// The Highlight annotations and the other annotations on transparency; nil when the page has none.
    let highlights: PixelBuffer?
    let others: PixelBuffer?

    init(highlightCount: Int32, otherCount: Int32, bases: [Int32: PixelBuffer], highlights: PixelBuffer?, others: PixelBuffer?) {
        self.highlightCount = highlightCount
        self.otherCount = otherCount
        self.bases = bases
        self.highlights = highlights
        self.others = others
    }

    /// Memory the layers occupy.
    public var byteCount: Int {
        ([highlights, others].compactMap { $0 } + bases.values).reduce(0) { $0 + $1.stride * $1.height }
    }

    /// The plan `options` need for this page and its base pixels, nil when one pass is right.
    func plan(for options: RenderOptions) -> (Document.AnnotationLayerPlan, PixelBuffer)? {
        guard let plan = Document.AnnotationLayerPlan(options: options, highlights: highlightCount, others: otherCount),
              let base = bases[plan.base] else { return nil }
        return (plan, base)
    }
}

extension ColorPipeline {
    /// Writes `pixels` (day pixels as `Document.renderDayPixels` draws them, with their image mask
    /// and annotation layers) in this pipeline's colours into `destination`, at the same size: the
    /// pixels `Document.render` gives for the pipeline's options (the window's texture upload).
    public func apply(from pixels: PixelBuffer, to destination: UnsafeMutablePointer<UInt8>, destinationStride: Int) {
        if let layers = pixels.annotationLayers, let (plan, base) = layers.plan(for: options) {
            AnnotationCompositing.compose(plan, base: base.pointer, stride: base.stride, imageMask: pixels.imageMask,
                                          highlights: layers.highlights, others: layers.others, into: destination,
                                          destinationStride: destinationStride, width: pixels.width, height: pixels.height)
        } else {
            apply(from: pixels.pointer, stride: pixels.stride, imageMask: pixels.imageMask, to: destination,
                  destinationStride: destinationStride, width: pixels.width, height: pixels.height)
        }
    }
}
