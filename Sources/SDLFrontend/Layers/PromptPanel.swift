import PDFAppearance
import Viewer

/// The panel a prompt stands on, centred in the window: the question,
/// an optional text field, a line or two of detail and buttons at the
/// bottom right. Sentences wrap to the panel's width and a file name in
/// the question is shortened in the middle (`TextFitting`), so a long name
/// never runs out of the panel or the window.
struct PromptPanel {
    /// The question, in the larger text; it may contain `fileName`.
    var question: String
    /// The file name the question shows, kept on one line.
    var fileName: String?
    /// What is typed, shown in a field below the question (its start
    /// shortened when too long), with a caret; nil for no field.
    var field: String?
    /// The explanation or hint below the question (and the field).
    var detail: String
    var detailIsError = false
    /// Button titles, left to right.
    var buttons: [String] = []
    /// The button drawn as focused (Enter's).
    var focus = 0
    /// Lines to pick from, below the field (recent documents), each
    /// shortened at its start when too long.
    var list: [String] = []
    /// The line of `list` drawn as picked, if any.
    var listSelection: Int?

    static let questionSize = OverlayStyle.labelSize + 2
    static let detailSize = OverlayStyle.labelSize

    /// The panel's width in output pixels: its text's natural width within
    /// 360…520 points and the window; a panel with a field is 520 points
    /// wide whatever its detail says, so that it keeps its width while the
    /// hint below the field turns into an error and back.
    func width(with painter: OverlayPainter, viewport: ScreenRect) -> Double {
        let style = painter.style
        let padding = style.pixels(22), gap = style.pixels(10)
        let buttonsWidth = buttonWidths(with: painter).reduce(0, +) + gap * Double(max(buttons.count - 1, 0))
        let natural = field != nil ? .infinity
            : max(painter.width(of: question, size: Self.questionSize), painter.width(of: detail, size: Self.detailSize))
        let available = viewport.width - 2 * style.pixels(OverlayStyle.windowMargin)
        return min(available, max(style.pixels(360), buttonsWidth + 2 * padding,
                                  min(style.pixels(520), natural + 2 * padding))).rounded(.up)
    }

    private func buttonWidths(with painter: OverlayPainter) -> [Double] {
        buttons.map { (painter.width(of: $0, size: OverlayStyle.segmentTextSize) + painter.style.pixels(28)).rounded(.up) }
    }

    /// Draws the panel and returns where its buttons are, in output pixels.
    @discardableResult
    func draw(with painter: OverlayPainter, viewport: ScreenRect) -> [ScreenRect] {
        let style = painter.style
        let padding = style.pixels(22), gap = style.pixels(10), buttonHeight = style.pixels(32)
        let questionLine = style.pixels(24), detailLine = style.pixels(21), fieldHeight = style.pixels(34)
        let buttonWidths = buttonWidths(with: painter)
        let width = width(with: painter, viewport: viewport)
        let inner = width - 2 * padding
        let questionLines = TextFitting.lines(question, toWidth: inner, keepingWhole: fileName) {
            painter.width(of: $0, size: Self.questionSize)
        }
        let detailLines = TextFitting.lines(detail, toWidth: inner) { painter.width(of: $0, size: Self.detailSize) }
        var height = 2 * padding + questionLine * Double(questionLines.count) + detailLine * Double(detailLines.count)
        if field != nil { height += fieldHeight + style.pixels(12) }
        height += detailLine * Double(list.count) + (list.isEmpty ? 0 : style.pixels(6))
        if !buttons.isEmpty { height += style.pixels(14) + buttonHeight }
        let frame = ScreenRect(x: viewport.x + ((viewport.width - width) / 2).rounded(),
                               y: viewport.y + ((viewport.height - height) / 2).rounded(), width: width, height: height)
        painter.panel(frame, radius: style.pixels(OverlayStyle.panelRadius))
        var y = frame.y + padding
        for line in questionLines {
            painter.text(line, size: Self.questionSize, OverlayStyle.primaryText,
                         in: ScreenRect(x: frame.x + padding, y: y, width: inner, height: questionLine))
            y += questionLine
        }
        if let field {
            let box = ScreenRect(x: frame.x + padding, y: y + style.pixels(6), width: inner, height: fieldHeight)
            painter.strokeRounded(box, radius: style.pixels(OverlayStyle.controlRadius), width: style.hairline,
                                  OverlayStyle.focusRing, inside: OverlayStyle.panelBackground)
            let textBox = box.insetBy(style.pixels(10))
            let shown = TextFitting.keepingEnd(field + "|", toWidth: textBox.width) { painter.width(of: $0, size: Self.detailSize) }
            painter.text(shown, size: Self.detailSize, OverlayStyle.primaryText, in: textBox)
            y = box.maxY + style.pixels(6)
        }
        for (index, line) in list.enumerated() {
            let row = ScreenRect(x: frame.x + padding, y: y, width: inner, height: detailLine)
            let picked = index == listSelection
            if picked {
                painter.fillRounded(row, radius: style.pixels(OverlayStyle.pillRadius), OverlayStyle.accent)
            }
            let textBox = row.insetBy(style.pixels(6))
            let shown = TextFitting.keepingEnd(line, toWidth: textBox.width) { painter.width(of: $0, size: Self.detailSize) }
            painter.text(shown, size: Self.detailSize, picked ? OverlayStyle.onAccent : OverlayStyle.primaryText,
                         in: ScreenRect(x: textBox.x, y: row.y, width: textBox.width, height: row.height))
            y += detailLine
        }
        if !list.isEmpty { y += style.pixels(6) }
        for line in detailLines {
            painter.text(line, size: Self.detailSize, detailIsError ? MessageLayer.errorText : OverlayStyle.secondaryText,
                         in: ScreenRect(x: frame.x + padding, y: y, width: inner, height: detailLine))
            y += detailLine
        }
        var x = frame.maxX - padding - buttonWidths.reduce(0, +) - gap * Double(max(buttons.count - 1, 0))
        let buttonY = frame.maxY - padding - buttonHeight
        var frames: [ScreenRect] = []
        for (index, title) in buttons.enumerated() {
            let button = ScreenRect(x: x, y: buttonY, width: buttonWidths[index], height: buttonHeight)
            frames.append(button)
            let focused = index == focus
            painter.fillRounded(button, radius: style.pixels(OverlayStyle.controlRadius),
                                focused ? OverlayStyle.accent : OverlayStyle.track)
            painter.text(title, size: OverlayStyle.segmentTextSize, focused ? OverlayStyle.onAccent : OverlayStyle.primaryText,
                         in: button, centered: true)
            x += button.width + gap
        }
        return frames
    }
}
