/// How the reader wants documents to look. The empty set `[]` is the Default appearance;
/// `.night` and `.sepia` combine (`[.night, .sepia]` is a warm dark appearance).
public struct PDFAppearanceMode: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Warm paper tones.
    public static let sepia = PDFAppearanceMode(rawValue: 1 << 0)
    /// Dark pages with light content that keeps its hue.
    public static let night = PDFAppearanceMode(rawValue: 1 << 1)
    /// Every appearance mode.
    public static let all: PDFAppearanceMode = [.sepia, .night]

    /// "Default", "Sepia", "Night" or "Sepia+Night".
    public var description: String {
        let names = [(PDFAppearanceMode.sepia, "Sepia"), (.night, "Night")]
            .filter { contains($0.0) }
            .map(\.1)
        return names.isEmpty ? "Default" : names.joined(separator: "+")
    }
}
