import PDFAppearance
import ReaderCore
import Viewer

/// The outline panel on the left (Tab, F9): the document's outline as a
/// tree. Up/Down (j/k) and the wheel move the selection, Right/Left (l/h)
/// open and close entries (or a click on an entry's arrow), Enter or a
/// click jumps there and closes the panel, Escape, Tab, F9 or a click
/// beside the panel close it. It opens on the entry of the current position;
/// a document without outline says so. It takes all keys while open.
final class OutlineLayer: SessionLayer {
    private var tree: OutlineTree?
    /// Why there is no tree to show: still reading, none, unreadable.
    private var status: String?
    private let read: () -> DocumentNavigation.Outline
    /// The first visible row shown at the top of the list.
    private var firstRow = 0
    /// Where the place to select was when the panel opened (page, y in points).
    private let place: (page: Int, y: Double)

    /// `read` says what is known of the outline (it is asked again while
    /// the outline is still being read); `place` is the reader's position.
    init(read: @escaping () -> DocumentNavigation.Outline, place: (page: Int, y: Double)) {
        self.read = read
        self.place = place
        refresh()
        nextWakeUp = isReading ? 0 : nil
    }

    /// The tree shown, for tests.
    var shownTree: OutlineTree? { tree }

    private var isReading = false

    private func refresh() {
        let outline = read()
        if case .reading = outline { isReading = true } else { isReading = false }
        switch outline {
        case .reading:
            status = "Reading the outline…"
        case .read(let outline) where outline.isEmpty:
            status = "This document has no outline."
        case .read(var outline):
            if let current = outline.entry(atPage: place.page, y: place.y) { outline.select(current) }
            tree = outline
            status = nil
        case .unreadable(let reason):
            status = "The outline cannot be read: \(reason)."
        }
    }

    /// While the outline is still being read, when to look again.
    private(set) var nextWakeUp: UInt64?

    func tick(now: UInt64, in host: LayerHost) {
        refresh()
        nextWakeUp = isReading ? now + Self.pollMilliseconds : nil
    }

    private static let pollMilliseconds: UInt64 = 30

    // MARK: - Geometry

    private struct Metrics {
        let frame: ScreenRect
        let list: ScreenRect
        let rowHeight: Double
        let indent: Double
        let arrow: Double
        let padding: Double

        init(style: OverlayStyle, viewport: ScreenRect) {
            let margin = style.pixels(OverlayStyle.windowMargin)
            let width = min(style.pixels(380), max(viewport.width * 0.5, style.pixels(200)), viewport.width - 2 * margin)
            frame = ScreenRect(x: margin, y: margin, width: width, height: max(viewport.height - 2 * margin, 0))
            padding = style.pixels(8)
            let title = style.pixels(OverlayStyle.titleHeight)
            list = ScreenRect(x: frame.x + padding, y: frame.y + title, width: frame.width - 2 * padding,
                              height: max(frame.height - title - padding, 0))
            rowHeight = style.pixels(28)
            indent = style.pixels(16)
            arrow = style.pixels(20)
        }

        var rowsShown: Int { max(Int(list.height / rowHeight), 1) }
    }

    private func metrics(_ host: LayerHost) -> Metrics {
        let viewport = host.geometry.viewport
        return Metrics(style: OverlayStyle(scale: viewport.pixelDensity), viewport: viewport.bounds)
    }

    /// Keeps the selected row within the rows shown.
    private func scrollToSelection(rowsShown: Int) {
        guard let tree, let selection = tree.selection, let row = tree.visibleEntries.firstIndex(of: selection) else { return }
        if row < firstRow { firstRow = row }
        if row >= firstRow + rowsShown { firstRow = row - rowsShown + 1 }
        firstRow = max(0, min(firstRow, max(tree.visibleEntries.count - rowsShown, 0)))
    }

    // MARK: - Input

    func handle(_ input: InputEvent, in host: LayerHost) -> Bool {
        switch input {
        case .keyDown(let chord?, _):
            handleKey(chord, in: host)
        case .keyDown(nil, _), .keyUp, .text:
            break
        case .pointer(let pointer):
            return handlePointer(pointer, in: host)
        case .window, .quit:
            return false
        }
        host.requestRedraw()
        return true
    }

    private func handleKey(_ chord: KeyChord, in host: LayerHost) {
        let rows = metrics(host).rowsShown
        switch chord.normalized.key {
        case .escape, .tab, .function(9): close(in: host)
        case .down, .character("j"): tree?.moveSelection(by: 1)
        case .up, .character("k"): tree?.moveSelection(by: -1)
        case .pageDown, .space: tree?.moveSelection(by: rows)
        case .pageUp: tree?.moveSelection(by: -rows)
        case .home: tree?.moveSelection(by: -Int.max / 2)
        case .end: tree?.moveSelection(by: Int.max / 2)
        case .right, .character("l"): tree?.expandSelection()
        case .left, .character("h"): tree?.collapseSelection()
        case .enter: jumpToSelection(in: host)
        default: break
        }
        scrollToSelection(rowsShown: rows)
    }

    private func handlePointer(_ pointer: PointerInput, in host: LayerHost) -> Bool {
        let metrics = metrics(host)
        let inside = metrics.frame.contains(pointer.position)
        switch pointer.event {
        case .moved:
            if inside { host.showArrowCursor() }
            return inside
        case .wheel(_, let deltaY, _, _):
            guard inside else { return false }
            tree?.moveSelection(by: Int((-deltaY * 3).rounded()))
            scrollToSelection(rowsShown: metrics.rowsShown)
        case .pressed(.left, let point):
            guard inside else {
                close(in: host)
                return true
            }
            guard let (index, onArrow) = entry(at: point, metrics: metrics) else { return true }
            if onArrow {
                tree?.toggle(index)
            } else {
                tree?.select(index)
                jumpToSelection(in: host)
            }
        case .pressed, .released:
            return inside
        }
        host.requestRedraw()
        return true
    }

    /// The entry of the row at `point` and whether the point is on its arrow.
    private func entry(at point: ScreenPoint, metrics: Metrics) -> (Int, Bool)? {
        guard let tree, metrics.list.contains(point) else { return nil }
        let row = firstRow + Int((point.y - metrics.list.y) / metrics.rowHeight)
        let visible = tree.visibleEntries
        guard visible.indices.contains(row) else { return nil }
        let index = visible[row]
        let arrowX = metrics.list.x + Double(tree.entries[index].depth) * metrics.indent
        return (index, tree.hasChildren(index) && point.x >= arrowX && point.x < arrowX + metrics.arrow)
    }

    private func jumpToSelection(in host: LayerHost) {
        guard let tree, let selection = tree.selection else { return }
        let entry = tree.entries[selection]
        guard let page = entry.page else { return }
        close(in: host)
        host.jump(to: entry.point.map { .point(page: page, $0) } ?? .page(page))
    }

    private func close(in host: LayerHost) {
        host.remove(self)
    }

    // MARK: - Drawing

    func draw(in canvas: LayerCanvas) {
        let painter = canvas.painter, style = painter.style
        let metrics = Metrics(style: style, viewport: canvas.geometry.viewport.bounds)
        scrollToSelection(rowsShown: metrics.rowsShown)
        painter.panel(metrics.frame, radius: style.pixels(OverlayStyle.panelRadius))
        painter.text("Contents", size: OverlayStyle.titleSize, OverlayStyle.secondaryText,
                     in: ScreenRect(x: metrics.list.x + style.pixels(4), y: metrics.frame.y, width: metrics.list.width,
                                    height: style.pixels(OverlayStyle.titleHeight)))
        guard let tree else {
            let line = ScreenRect(x: metrics.list.x + style.pixels(4), y: metrics.list.y, width: metrics.list.width,
                                  height: metrics.rowHeight)
            let measure = { painter.width(of: $0, size: OverlayStyle.labelSize) }
            for (index, text) in TextFitting.lines(status ?? "", toWidth: line.width - style.pixels(8), measure: measure).enumerated() {
                var row = line
                row.y += Double(index) * metrics.rowHeight
                painter.text(text, size: OverlayStyle.labelSize, OverlayStyle.primaryText, in: row)
            }
            return
        }
        let visible = tree.visibleEntries
        for row in firstRow..<min(visible.count, firstRow + metrics.rowsShown) {
            let index = visible[row], entry = tree.entries[index]
            let frame = ScreenRect(x: metrics.list.x, y: metrics.list.y + Double(row - firstRow) * metrics.rowHeight,
                                   width: metrics.list.width, height: metrics.rowHeight)
            let selected = index == tree.selection
            if selected { painter.fillRounded(frame, radius: style.pixels(OverlayStyle.pillRadius), OverlayStyle.accent) }
            let ink = selected ? OverlayStyle.onAccent : (entry.page == nil ? OverlayStyle.disabledText : OverlayStyle.primaryText)
            let arrowX = frame.x + Double(entry.depth) * metrics.indent
            if tree.hasChildren(index) {
                let arrow = ScreenRect(x: arrowX, y: frame.y, width: metrics.arrow, height: frame.height)
                painter.shape(tree.expanded.contains(index) ? .openDisclosure : .closedDisclosure, side: style.pixels(10),
                              centeredIn: arrow, selected ? OverlayStyle.onAccent : OverlayStyle.icon)
            }
            let textX = arrowX + metrics.arrow + style.pixels(2)
            let width = max(frame.maxX - textX - style.pixels(6), 0)
            let title = TextFitting.truncating(entry.title, toWidth: width) { painter.width(of: $0, size: OverlayStyle.labelSize) }
            painter.text(title, size: OverlayStyle.labelSize, ink, in: ScreenRect(x: textX, y: frame.y, width: width,
                                                                                  height: frame.height))
        }
    }
}
