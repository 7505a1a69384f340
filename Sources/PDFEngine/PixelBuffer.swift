/// Owned RGBA8 pixels: bytes R, G, B, A in memory order, premultiplied alpha,
/// `stride` bytes a row. Rendered pages are opaque (A = 255) on white paper.
public final class PixelBuffer: @unchecked Sendable {
    public let width: Int
    public let height: Int
    public let stride: Int
    /// The first byte of the top row; valid for `stride * height` bytes while the buffer lives.
    public let pointer: UnsafeMutablePointer<UInt8>
    /// The buffer whose pixels these are, when they are shared (`init(sharingPixelsOf:)`); nil
    /// when this buffer owns them.
    private let pixelOwner: PixelBuffer?

    /// Allocates a buffer of `width`×`height` pixels cleared to `fill` (0 = transparent).
    public init(width: Int, height: Int, fill: UInt8 = 0) {
        precondition(width >= 0 && height >= 0, "pixel buffer size must not be negative")
        self.width = width
        self.height = height
        stride = width * 4
        let count = max(1, stride * height)
        pointer = .allocate(capacity: count)
        pointer.initialize(repeating: fill, count: count)
        pixelOwner = nil
    }

    /// Allocates pixels a renderer fills completely (MuPDF clears them itself).
    init(unfilledWidth width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "pixel buffer size must not be negative")
        self.width = width
        self.height = height
        stride = width * 4
        pointer = .allocate(capacity: max(1, stride * height))
        pixelOwner = nil
    }

    /// The same pixels as `other` (not copied: neither may change them after they are handed on),
    /// with its extras, for a render that adds extras to pixels already drawn.
    init(sharingPixelsOf other: PixelBuffer) {
        width = other.width
        height = other.height
        stride = other.stride
        pointer = other.pointer
        pixelOwner = other.pixelOwner ?? other
        imageMask = other.imageMask
        annotationLayers = other.annotationLayers
        extras = other.extras
    }

    deinit {
        if pixelOwner == nil { pointer.deallocate() }
    }

    /// Where images are on these pixels, drawn with them when the page has images
    /// (see `ImageMask`); nil otherwise. Set before the buffer is handed on.
    public internal(set) var imageMask: ImageMask?

    /// The annotation layers of these pixels, drawn with them when the page has annotations
    /// (see `AnnotationLayerPixels`); nil otherwise. Set before the buffer is handed on.
    public internal(set) var annotationLayers: AnnotationLayerPixels?

    /// The extras the render drew (`imageMask` and `annotationLayers` are nil where the page has
    /// no images or annotations, or where they were not drawn: this tells which).
    public internal(set) var extras: RenderExtras = []

    /// Memory the pixels (and their image mask and annotation layers) occupy.
    public var byteCount: Int { stride * height + (imageMask?.byteCount ?? 0) + (annotationLayers?.byteCount ?? 0) }

    /// The pixel at column `x`, row `y` as (R, G, B, A).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let p = pointer + y * stride + x * 4
        return (p[0], p[1], p[2], p[3])
    }
}
