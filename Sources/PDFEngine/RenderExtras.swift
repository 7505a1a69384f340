import PDFAppearance

/// What a render draws beside a tile's day pixels so that an appearance mode can be shown from
/// them without drawing the page again: the image mask (`PixelBuffer.imageMask`, for modes keeping
/// photographs) and the annotation layers (`PixelBuffer.annotationLayers`, for modes drawing
/// annotations apart). Each costs passes over the page (the image survey and mask pass, the
/// layer renders) and memory, so the window asks only for what the modes it shows or prepares
/// need (`RenderQueue.extras`): a Default window draws none.
public struct RenderExtras: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Where the page's images are, when it has any.
    public static let imageMask = RenderExtras(rawValue: 1 << 0)
    /// The page's base and annotation layers, when it has annotations.
    public static let annotationLayers = RenderExtras(rawValue: 1 << 1)

    /// What pages shown under `options` need beside their day pixels: the image mask when the
    /// options keep images, the annotation layers when they may draw annotations apart
    /// (`Document.AnnotationLayerPlan`); none for Default.
    public init(for options: RenderOptions) {
        self = []
        if options.keptImages != nil {
            insert(.imageMask)
        }
        if Document.AnnotationLayerPlan(options: options, highlights: 1, others: 1) != nil {
            insert(.annotationLayers)
        }
    }

    public var description: String {
        let names = [(Self.imageMask, "image mask"), (Self.annotationLayers, "annotation layers")]
            .filter { contains($0.0) }.map(\.1)
        return names.isEmpty ? "no extras" : names.joined(separator: " and ")
    }
}
