import PDFAppearance

/// The night palette and sepia flags (`--night-paper`, `--night-text`, `--night-min-contrast`,
/// `--sepia-strength`) as `sdlpdf export` and `sdlpdf-bench` read them: one parser, so both measure
/// and write the same colors.
public enum PaletteFlags {
    /// The configuration keys these flags set.
    static let keys: Set<ConfigurationKey> = [.nightPaperColor, .nightTextColor, .nightMinimumContrast, .sepiaStrength]

    /// True when `flag` is one of the palette flags.
    public static func contains(_ flag: String) -> Bool {
        ConfigurationKey(flag: flag).map(keys.contains) ?? false
    }

    /// Sets the palette flag `flag` to `text` in `palette`; throws a `UsageError` that says which
    /// value the flag needs when `text` is not one, or when `flag` is not a palette flag.
    public static func read(_ flag: String, value text: String, into palette: inout AppearancePalette) throws {
        guard let key = ConfigurationKey(flag: flag), keys.contains(key) else {
            throw UsageError("'\(flag)' is not one of \(keys.map(\.flag).sorted().joined(separator: ", "))")
        }
        var settings = PartialConfiguration()
        settings.palette = palette
        do {
            try settings.set(key, to: .text(text), origin: .flag(flag))
        } catch {
            throw UsageError(error.description)
        }
        palette = settings.palette
    }
}
