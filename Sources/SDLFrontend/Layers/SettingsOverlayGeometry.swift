import Viewer

/// Where the settings overlay's panel, title and rows lie in the window: a
/// popover under the toolbar at the top right, as wide as its longest
/// label and its widest row of segment titles need. Rows and their hit-testing come from
/// `SettingsPanelLayout`; this adds the panel around them and lets presses
/// in the gaps between segments choose the nearer segment.
struct SettingsOverlayGeometry {
    static let title = "Settings"
    static let notAvailable = "Not Available"

    /// The whole panel, in output pixels.
    let frame: ScreenRect
    /// The title strip above the rows.
    let titleFrame: ScreenRect
    let layout: SettingsPanelLayout

    /// - Parameter measure: the width of a string at a size in points.
    init(rows: [SettingsRow], viewport: ViewportSize, style: OverlayStyle, measure: (String, Double) -> Double) {
        let spacing = style.pixels(OverlayStyle.rowSpacing)
        let rowHeight = style.pixels(OverlayStyle.rowHeight)
        let labelWidth = (rows.map { measure($0.title, OverlayStyle.labelSize) }.max() ?? 0).rounded(.up) + style.pixels(8)
        let padding = style.pixels(OverlayStyle.segmentPadding)
        var minimumSegmentWidths: [SettingsRowKind: [Double]] = [:]
        for row in rows {
            guard case .segments(let choices) = row.control else { continue }
            minimumSegmentWidths[row.kind] = choices.map { (measure($0.title, OverlayStyle.segmentTextSize) + padding).rounded(.up) }
        }
        let widestSegments = minimumSegmentWidths.values.map { $0.reduce(0, +) + Double($0.count - 1) * spacing }.max() ?? 0
        let controlWidth = max(style.pixels(OverlayStyle.minimumControlWidth), widestSegments,
                               measure(Self.notAvailable, OverlayStyle.labelSize)).rounded(.up)
        let inset = style.pixels(OverlayStyle.horizontalInset)
        let width = 2 * inset + 3 * spacing + labelWidth + controlWidth
        let titleHeight = style.pixels(OverlayStyle.titleHeight)
        let rowsHeight = SettingsPanelLayout.height(rowCount: rows.count, rowHeight: rowHeight, spacing: spacing)
        let height = titleHeight + rowsHeight + style.pixels(OverlayStyle.bottomInset)
        let margin = style.pixels(OverlayStyle.windowMargin)
        let below = style.pixels(OverlayStyle.windowMargin + OverlayStyle.toolbarHeight + OverlayStyle.panelGap)
        let x = max(viewport.width - margin - width, 0)
        let y = max(min(below, viewport.height - margin - height), 0)
        frame = ScreenRect(x: x, y: y, width: width, height: height)
        titleFrame = ScreenRect(x: x + inset + spacing, y: y, width: width - 2 * (inset + spacing), height: titleHeight)
        layout = SettingsPanelLayout(rows: rows,
                                     frame: ScreenRect(x: x + inset, y: y + titleHeight, width: width - 2 * inset,
                                                       height: rowsHeight),
                                     rowHeight: rowHeight, labelWidth: labelWidth, spacing: spacing,
                                     minimumSegmentWidths: minimumSegmentWidths)
    }

    /// The segments of row `index` as drawn: each reaches halfway into the
    /// gaps beside it, so together they fill the control.
    func segmentFrames(ofRow index: Int) -> [ScreenRect] {
        let control = layout.controlFrame(ofRow: index)
        let frames = layout.segmentFrames(ofRow: index)
        let half = layout.spacing / 2
        return frames.indices.map { i in
            let left = i == 0 ? control.x : frames[i].x - half
            let right = i == frames.count - 1 ? control.maxX : frames[i].maxX + half
            return ScreenRect(x: left, y: control.y, width: right - left, height: control.height)
        }
    }

    /// What a press at `point` hits: `SettingsPanelLayout.target(at:)`, or
    /// the segment drawn there when the point is in a gap between segments.
    func target(at point: ScreenPoint) -> SettingsPanelLayout.Target? {
        if let target = layout.target(at: point) { return target }
        for index in layout.rows.indices {
            if let segment = segmentFrames(ofRow: index).firstIndex(where: { $0.contains(point) }) {
                return .choice(layout.rows[index].kind, index: segment)
            }
        }
        return nil
    }
}
