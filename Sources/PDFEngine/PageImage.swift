import CMuPDF

/// One raster image of a page as Night sees it: its facts and what the rule of
/// docs/user-guide.md "Images in Night" made of them.
public struct PageImage: Hashable, Sendable {
    /// What an image is taken for.
    public enum Kind: Hashable, Sendable {
        /// Continuous tone: keeps its colours in Night (`ImageHandling.keepPhotos`).
        case photo
        /// Mostly dark ink on light paper: recoloured.
        case scan
        /// Bilevel, few colours, or failed to decode: recoloured.
        case lineArt
    }

    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    /// Largest area it is drawn at, as a fraction of the page area.
    public let coverage: Double
    /// One bit a component, JBIG2 or CCITT fax.
    public let isBilevel: Bool
    /// Fractions of sampled pixels that are light (paper) and mid-tone; nil when not decoded.
    public let lightFraction: Double?
    public let midToneFraction: Double?
    /// Fraction of sampled pixels that are colourful (channels far apart); nil when not decoded.
    public let colorfulFraction: Double?
    /// Colour bins (of 32768) that hold 95 % of the sampled pixels; nil when not decoded.
    public let dominantColors: Int?
    public let kind: Kind

    init(_ info: cmupdf_image_info) {
        width = Int(info.width)
        height = Int(info.height)
        bitsPerComponent = Int(info.bits_per_component)
        coverage = Double(info.coverage)
        isBilevel = info.bilevel != 0
        let decoded = info.decoded != 0
        lightFraction = decoded ? Double(info.light_fraction) : nil
        midToneFraction = decoded ? Double(info.mid_fraction) : nil
        colorfulFraction = decoded ? Double(info.colorful_fraction) : nil
        dominantColors = decoded ? Int(info.dominant_colors) : nil
        switch Int(info.kind) {
        case Int(CMUPDF_IMAGE_PHOTO): kind = .photo
        case Int(CMUPDF_IMAGE_SCAN): kind = .scan
        default: kind = .lineArt
        }
    }
}
