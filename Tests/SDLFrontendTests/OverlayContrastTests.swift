import PDFAppearance
import XCTest
@testable import SDLFrontend

/// The overlays are drawn in day colours shown through the appearance mode,
/// like the pages; text on them stays readable in every mode (WCAG AA:
/// 4.5:1 for text, 3:1 for the shapes that carry meaning).
final class OverlayContrastTests: XCTestCase {
    private static let modes: [(String, PDFAppearanceMode)] = [("Default", []), ("Sepia", .sepia), ("Night", .night),
                                                              ("Night+Sepia", [.night, .sepia])]

    /// Every pair of text and the surface it is drawn on.
    private static let textPairs: [(String, Color, Color)] = [
        ("label on the panel", OverlayStyle.primaryText, OverlayStyle.panelBackground),
        ("unselected segment", OverlayStyle.primaryText, OverlayStyle.track),
        ("selected segment", OverlayStyle.onAccent, OverlayStyle.accent),
        ("title and Not Available", OverlayStyle.secondaryText, OverlayStyle.panelBackground),
        ("error below a prompt's field", MessageLayer.errorText, OverlayStyle.panelBackground),
        ("label on a hovered button", OverlayStyle.primaryText, OverlayStyle.buttonHover),
        ("label on an active button", OverlayStyle.primaryText, OverlayStyle.buttonActive),
    ]

    /// Shapes that say something (WCAG 1.4.11: 3:1 against what is next to them).
    private static let shapePairs: [(String, Color, Color)] = [
        ("icon on the toolbar", OverlayStyle.icon, OverlayStyle.panelBackground),
        ("focus ring around a segment", OverlayStyle.focusRing, OverlayStyle.track),
        ("filled part of the slider", OverlayStyle.accent, OverlayStyle.panelBackground),
    ]

    func testTextOnEveryOverlaySurfaceHasAtLeastFourAndAHalfToOneInEveryMode() {
        for (modeName, mode) in Self.modes {
            let manager = PDFAppearanceModeManager()
            manager.appearanceMode = mode
            for (name, text, surface) in Self.textPairs {
                let ratio = NightHighlight.contrast(manager.chromeColor(for: text), manager.chromeColor(for: surface))
                XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(modeName): \(name) has \(String(format: "%.2f", ratio)):1")
            }
            for (name, shape, surface) in Self.shapePairs {
                let ratio = NightHighlight.contrast(manager.chromeColor(for: shape), manager.chromeColor(for: surface))
                XCTAssertGreaterThanOrEqual(ratio, 3, "\(modeName): \(name) has \(String(format: "%.2f", ratio)):1")
            }
        }
    }
}
