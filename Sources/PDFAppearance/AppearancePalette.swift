/// The colors the appearance modes use, as a configuration gives them (`PDFConfiguration.palette`):
/// each field nil leaves the document's own render option.
public struct AppearancePalette: Hashable, Sendable {
    /// `RenderOptions.nightPaperColor`: what white paper becomes in Night (standard: black).
    public var nightPaperColor: Color?
    /// `RenderOptions.nightTextColor`: what black text becomes in Night (standard: white).
    public var nightTextColor: Color?
    /// `RenderOptions.sepiaIntensity`: how warm Sepia is, 0...1 (standard: 1).
    public var sepiaStrength: Double?
    /// `RenderOptions.nightMinimumContrast`: the least contrast of visible colors against the night
    /// paper, 1...21 (standard: 3; 1 is the strict night rule).
    public var nightMinimumContrast: Double?

    /// Black paper, white text, full sepia, contrast floor 3: what `RenderOptions` has unless told otherwise.
    public static let standard = AppearancePalette(nightPaperColor: .black, nightTextColor: .white, sepiaStrength: 1,
                                                   nightMinimumContrast: 3)
    /// A dim dark-gray paper, for screens where pure black next to white text glares.
    public static let dimPaper = Color(hex: "#121212")!
    /// An off-white text color that softens the contrast of night pages.
    public static let offWhiteText = Color(hex: "#E6E6E6")!

    public init(nightPaperColor: Color? = nil, nightTextColor: Color? = nil, sepiaStrength: Double? = nil,
                nightMinimumContrast: Double? = nil) {
        self.nightPaperColor = nightPaperColor
        self.nightTextColor = nightTextColor
        self.sepiaStrength = sepiaStrength
        self.nightMinimumContrast = nightMinimumContrast
    }

    /// `options` with the fields this palette names replaced.
    public func applied(to options: RenderOptions) -> RenderOptions {
        var result = options
        if let nightPaperColor { result.nightPaperColor = nightPaperColor }
        if let nightTextColor { result.nightTextColor = nightTextColor }
        if let sepiaStrength { result.sepiaIntensity = min(max(sepiaStrength, 0), 1) }
        if let nightMinimumContrast { result.nightMinimumContrast = min(max(nightMinimumContrast, 1), 21) }
        return result
    }
}
