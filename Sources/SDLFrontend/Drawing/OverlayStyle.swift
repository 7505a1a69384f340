import PDFAppearance

/// The look of the toolbar and the settings overlay: day colours, which
/// are shown through the current appearance like the pages (so Night makes
/// the overlays dark), and lengths in points, which `scale` turns into
/// output pixels so that they stay crisp on HiDPI screens.
struct OverlayStyle {
    /// Output pixels per point (`Viewport.pixelDensity`).
    let scale: Double

    /// Output pixels for a length in points, whole so that edges stay sharp.
    func pixels(_ points: Double) -> Double {
        (points * scale).rounded()
    }

    /// A hairline: one point, at least one pixel.
    var hairline: Double { max(1, pixels(1)) }

    // MARK: - Colours (as in Default mode)

    static let panelBackground = Color(red: 0.984, green: 0.984, blue: 0.988)
    static let panelBorder = Color(red: 0.78, green: 0.78, blue: 0.80)
    /// Drawn in a few widening steps below a panel's edge.
    static let shadow = Color(red: 0, green: 0, blue: 0, alpha: 0.05)
    static let separator = Color(red: 0.89, green: 0.89, blue: 0.91)
    static let primaryText = Color(red: 0.11, green: 0.11, blue: 0.12)
    /// The title, "Not Available".
    static let secondaryText = Color(red: 0.30, green: 0.30, blue: 0.33)
    static let disabledText = Color(red: 0.70, green: 0.70, blue: 0.72)
    /// The selected segment, the filled part of a slider, an active button.
    static let accent = Color(red: 0.05, green: 0.33, blue: 0.76)
    static let onAccent = Color(red: 1, green: 1, blue: 1)
    /// The keyboard focus ring: the accent softened towards the panel.
    static let focusRing = Color(red: 0.16, green: 0.42, blue: 0.86)
    /// The trough of a segmented control.
    static let track = Color(red: 0.915, green: 0.915, blue: 0.93)
    static let segmentDivider = Color(red: 0.79, green: 0.79, blue: 0.81)
    static let sliderTrough = Color(red: 0.82, green: 0.82, blue: 0.85)
    static let knob = Color(red: 1, green: 1, blue: 1)
    static let knobShadow = Color(red: 0, green: 0, blue: 0, alpha: 0.18)
    static let knobBorder = Color(red: 0.70, green: 0.70, blue: 0.73)
    static let icon = Color(red: 0.23, green: 0.23, blue: 0.25)
    static let buttonHover = Color(red: 0.91, green: 0.91, blue: 0.93)
    static let buttonActive = Color(red: 0.86, green: 0.91, blue: 0.99)

    // MARK: - Lengths (in points)

    static let panelRadius = 10.0
    static let controlRadius = 7.0
    static let pillRadius = 5.0
    /// Space between the window's edge and the toolbar or the panel.
    static let windowMargin = 12.0
    static let labelSize = 14.0
    static let segmentTextSize = 13.0
    static let titleSize = 13.0
    static let titleHeight = 38.0
    static let horizontalInset = 6.0
    static let bottomInset = 4.0
    static let rowHeight = 44.0
    /// Between rows, between segments and around the rows (`SettingsPanelLayout.spacing`).
    static let rowSpacing = 10.0
    /// Room around a segment's title.
    static let segmentPadding = 28.0
    static let minimumControlWidth = 276.0
    static let pillInset = 3.0
    static let sliderTroughHeight = 4.0
    static let knobDiameter = 20.0
    static let focusRingWidth = 2.0
    /// Space between the toolbar and the panel below it.
    static let panelGap = 8.0
    static let toolbarPadding = 4.0
    static let buttonSize = 36.0
    static let iconSize = 20.0
    static let buttonRadius = 7.0
    static var toolbarHeight: Double { buttonSize + 2 * toolbarPadding }
}
