import PDFAppearance

/// Where images are visible on one rendered tile, drawn by MuPDF over the same display list as
/// the tile's day pixels (`cmupdf_image_mask_render`). Kept with the day pixels, so switching to
/// Night needs no second render, and only as large as what it holds: coverage bytes for the box
/// of the tile the page's images can reach (`bounds`; 0 everywhere else), one byte a pixel when
/// the page's images are all photographs or none is (the coverage of any image; of photographs
/// the same or nothing), else three: the coverage of photographs, then of any image, then 0.
public final class ImageMask: @unchecked Sendable {
    /// The tile's size.
    public let width: Int
    public let height: Int
    /// The part of the tile the coverage bytes are for, in the tile's pixels.
    public let bounds: PixelRect
    /// How the coverage bytes of a pixel are laid out.
    enum Layout {
        /// One byte: any image, every one a photograph.
        case photosOnly
        /// One byte: any image, none a photograph.
        case noPhotos
        /// Three bytes: photographs, any image, 0.
        case photosAndOthers

        var channels: Int { self == .photosAndOthers ? 3 : 1 }

        /// The byte of a pixel holding the coverage of `images`, nil when that coverage is 0 everywhere.
        func offset(of images: KeptImages) -> Int? {
            switch (self, images) {
            case (.photosOnly, _), (.noPhotos, .all): 0
            case (.noPhotos, .photos): nil
            case (.photosAndOthers, _): images.rawValue
            }
        }
    }
    let layout: Layout
    /// Bytes a row of `bounds`.
    let stride: Int
    let bytes: UnsafeMutablePointer<UInt8>

    init(width: Int, height: Int, bounds: PixelRect, layout: Layout) {
        self.width = width
        self.height = height
        self.bounds = bounds
        self.layout = layout
        stride = bounds.width * layout.channels
        bytes = .allocate(capacity: max(1, stride * bounds.height))
    }

    deinit {
        bytes.deallocate()
    }

    /// Memory the mask occupies.
    public var byteCount: Int { stride * bounds.height }

    /// The coverage (0...255) of `images` at column `x`, row `y` of the tile.
    public func coverage(of images: KeptImages, x: Int, y: Int) -> UInt8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "mask pixel (\(x), \(y)) outside \(width)×\(height)")
        guard let offset = layout.offset(of: images), x >= bounds.x, x < bounds.maxX, y >= bounds.y, y < bounds.maxY else {
            return 0
        }
        return bytes[(y - bounds.y) * stride + (x - bounds.x) * layout.channels + offset]
    }

    /// The coverage bytes of `images` over `bounds` (its top-left first), for
    /// `ColorPipeline.apply(...keeping:through:)`; nil when those images cover nothing of the tile.
    public func coverage(of images: KeptImages) -> KeptImageMask? {
        layout.offset(of: images).map {
            KeptImageMask(coverage: UnsafePointer(bytes + $0), rowStride: stride, pixelStride: layout.channels)
        }
    }
}
