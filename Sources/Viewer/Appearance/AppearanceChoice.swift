import Foundation
import PDFAppearance

/// The appearance a window opens in (`appearance` in the configuration,
/// `--mode` on the command line): one mode, or `automatic`, which follows the
/// desktop's light or dark preference (`AutomaticAppearance`).
public enum AppearanceChoice: Hashable, Sendable, CustomStringConvertible {
    case mode(PDFAppearanceMode)
    case automatic

    /// "auto", or the mode's name ("Night", "Sepia+Night").
    public var description: String {
        switch self {
        case .mode(let mode): return mode.description
        case .automatic: return "auto"
        }
    }

    /// Reads "auto" or a mode as `--mode` takes it: "default", "sepia",
    /// "night", a comma list such as "sepia,night" (or "sepia+night"), "all";
    /// nil for anything else.
    public init?(parsing text: String) {
        if text.trimmingCharacters(in: .whitespaces).lowercased() == "auto" {
            self = .automatic
            return
        }
        guard let mode = Self.mode(parsing: text) else { return nil }
        self = .mode(mode)
    }

    /// A mode as `--mode` takes it ("night", "sepia,night"), or nil.
    public static func mode(parsing text: String) -> PDFAppearanceMode? {
        var mode: PDFAppearanceMode = []
        for part in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "," || $0 == "+" }) {
            switch part.trimmingCharacters(in: .whitespaces).lowercased() {
            case "default": break
            case "sepia": mode.insert(.sepia)
            case "night": mode.insert(.night)
            case "all": mode.formUnion(.all)
            default: return nil
            }
        }
        return mode
    }

    /// The mode when the choice is one; nil for `automatic`.
    public var fixedMode: PDFAppearanceMode? {
        if case .mode(let mode) = self { return mode }
        return nil
    }
}
