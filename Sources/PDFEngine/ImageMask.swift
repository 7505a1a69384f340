import PDFAppearance

/// Where images are visible on one rendered tile, drawn by MuPDF over the same display list as
/// the tile's day pixels (`cmupdf_image_mask_render`): 3 bytes a pixel, the coverage of
/// photographs, then of any image, then 0. Kept with the day pixels, so switching to Night needs
/// no second render.
public final class ImageMask: @unchecked Sendable {
    public let width: Int
    public let height: Int
    /// Bytes a row.
    public let stride: Int
    let bytes: UnsafeMutablePointer<UInt8>

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        stride = width * 3
        bytes = .allocate(capacity: max(1, stride * height))
    }

    deinit {
        bytes.deallocate()
    }

    /// Memory the mask occupies.
    public var byteCount: Int { stride * height }

    /// The coverage (0...255) of `images` at column `x`, row `y`.
    public func coverage(of images: KeptImages, x: Int, y: Int) -> UInt8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "mask pixel (\(x), \(y)) outside \(width)×\(height)")
        return bytes[y * stride + x * 3 + images.rawValue]
    }

    /// The coverage bytes of `images`, for `ColorPipeline.apply(...keeping:through:)`.
    public func coverage(of images: KeptImages) -> KeptImageMask {
        KeptImageMask(coverage: UnsafePointer(bytes + images.rawValue), rowStride: stride, pixelStride: 3)
    }
}
