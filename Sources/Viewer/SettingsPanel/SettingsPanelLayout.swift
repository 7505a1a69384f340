/// Where the parts of the settings overlay are, so that the front end draws
/// them and turns clicks and taps into `SettingsPanel.press(_:)` targets
/// without geometry of its own. Rows are stacked from the top of `frame`;
/// each has its label on the left (`labelWidth`) and its control on the
/// right; segments share the control's width equally, except that a segment
/// never gets less than its minimum width (its title needs it), the others
/// sharing what is left.
public struct SettingsPanelLayout: Hashable, Sendable {
    /// A part of the overlay that reacts to a press.
    public enum Target: Hashable, Sendable {
        /// The segment at `index` of a segmented row.
        case choice(SettingsRowKind, index: Int)
        /// A slider row, at `fraction` (0…1) of the track from the left.
        case slider(SettingsRowKind, fraction: Double)
    }

    public let rows: [SettingsRow]
    /// The whole overlay, in output pixels.
    public let frame: ScreenRect
    public let rowHeight: Double
    public let labelWidth: Double
    /// Space around the rows and between segments.
    public let spacing: Double
    /// The narrowest each segment of a row may be, by row and choice; rows
    /// not listed have none.
    public let minimumSegmentWidths: [SettingsRowKind: [Double]]

    /// The default row height: 44, the smallest comfortable touch target.
    public static let defaultRowHeight: Double = 44
    /// The default label width: 160, room for "Scroll Direction" at 100 %.
    public static let defaultLabelWidth: Double = 160
    /// The default spacing: 8, the page gap, so the overlay matches the pages' rhythm.
    public static let defaultSpacing: Double = 8

    /// A layout of `rows` in `frame`; lengths are in output pixels (scale
    /// them by the pixel density).
    public init(rows: [SettingsRow], frame: ScreenRect, rowHeight: Double = SettingsPanelLayout.defaultRowHeight,
                labelWidth: Double = SettingsPanelLayout.defaultLabelWidth, spacing: Double = SettingsPanelLayout.defaultSpacing,
                minimumSegmentWidths: [SettingsRowKind: [Double]] = [:]) {
        self.rows = rows
        self.frame = frame
        self.rowHeight = rowHeight
        self.labelWidth = labelWidth
        self.spacing = spacing
        self.minimumSegmentWidths = minimumSegmentWidths
    }

    /// The height the rows need inside the frame.
    public static func height(rowCount: Int, rowHeight: Double = defaultRowHeight, spacing: Double = defaultSpacing) -> Double {
        Double(rowCount) * rowHeight + 2 * spacing
    }

    /// The label's area of row `index`.
    public func labelFrame(ofRow index: Int) -> ScreenRect {
        ScreenRect(x: frame.x + spacing, y: rowTop(index), width: labelWidth, height: rowHeight)
    }

    /// The control's area of row `index` (the slider track, the segments, or
    /// where "Not Available" is written).
    public func controlFrame(ofRow index: Int) -> ScreenRect {
        let x = frame.x + 2 * spacing + labelWidth
        return ScreenRect(x: x, y: rowTop(index) + spacing / 2, width: max(frame.maxX - spacing - x, 0),
                          height: rowHeight - spacing)
    }

    /// The segments of row `index` (empty when it is not segmented).
    public func segmentFrames(ofRow index: Int) -> [ScreenRect] {
        guard case .segments(let choices) = rows[index].control, !choices.isEmpty else { return [] }
        let control = controlFrame(ofRow: index)
        let available = max(control.width - spacing * Double(choices.count - 1), 0)
        let minimums = minimumSegmentWidths[rows[index].kind] ?? []
        let widths = Self.shares(of: available, minimums: choices.indices.map { minimums.indices.contains($0) ? minimums[$0] : 0 })
        var x = control.x
        return widths.map { width in
            defer { x += width + spacing }
            return ScreenRect(x: x, y: control.y, width: width, height: control.height)
        }
    }

    /// `total` split into as equal parts as the `minimums` allow: a part
    /// whose minimum is above an equal share gets its minimum, the others
    /// share the rest equally.
    static func shares(of total: Double, minimums: [Double]) -> [Double] {
        var widths = minimums.map { _ in 0.0 }
        var open = Set(minimums.indices)
        var remaining = total
        while !open.isEmpty {
            let share = remaining / Double(open.count)
            let tight = open.filter { minimums[$0] > share }
            guard !tight.isEmpty else {
                for index in open { widths[index] = max(share, 0) }
                break
            }
            for index in tight {
                widths[index] = minimums[index]
                remaining -= minimums[index]
                open.remove(index)
            }
        }
        return widths
    }

    /// What a press at `point` hits, or nil (labels, gaps, "Not Available",
    /// outside the rows).
    public func target(at point: ScreenPoint) -> Target? {
        guard let index = rows.indices.first(where: { rowFrame($0).contains(point) }) else { return nil }
        let row = rows[index]
        switch row.control {
        case .segments:
            return segmentFrames(ofRow: index).firstIndex { $0.contains(point) }.map { .choice(row.kind, index: $0) }
        case .slider:
            let track = controlFrame(ofRow: index)
            guard point.x >= track.x - spacing, point.x <= track.maxX + spacing, track.width > 0 else { return nil }
            return .slider(row.kind, fraction: min(max((point.x - track.x) / track.width, 0), 1))
        case .notAvailable:
            return nil
        }
    }

    /// The slider position of `point` for a drag that started on the slider
    /// of `kind`, wherever the pointer has moved since.
    public func sliderTarget(_ kind: SettingsRowKind, at point: ScreenPoint) -> Target? {
        guard let index = rows.firstIndex(where: { $0.kind == kind }), case .slider = rows[index].control else { return nil }
        let track = controlFrame(ofRow: index)
        guard track.width > 0 else { return nil }
        return .slider(kind, fraction: min(max((point.x - track.x) / track.width, 0), 1))
    }

    private func rowTop(_ index: Int) -> Double {
        frame.y + spacing + Double(index) * rowHeight
    }

    private func rowFrame(_ index: Int) -> ScreenRect {
        ScreenRect(x: frame.x, y: rowTop(index), width: frame.width, height: rowHeight)
    }
}
