/// The order in which Ctrl+R steps through appearance modes:
/// Default → Sepia → Night → Sepia+Night → Default, skipping modes that are not allowed.
public enum AppearanceCycle {
    /// Every mode in cycle order.
    public static let order: [PDFAppearanceMode] = [[], .sepia, .night, [.sepia, .night]]

    /// True when `mode` may be used with `allowedModes`: Default always is, others when all
    /// their parts are allowed.
    public static func isAllowed(_ mode: PDFAppearanceMode, in allowedModes: PDFAppearanceMode) -> Bool {
        allowedModes.isSuperset(of: mode)
    }

    /// The mode after `mode` in cycle order among the allowed ones; Default when nothing else is allowed.
    public static func mode(after mode: PDFAppearanceMode, allowedModes: PDFAppearanceMode) -> PDFAppearanceMode {
        let start = order.firstIndex(of: mode) ?? 0
        for step in 1...order.count {
            let candidate = order[(start + step) % order.count]
            if isAllowed(candidate, in: allowedModes) {
                return candidate
            }
        }
        return []
    }
}
