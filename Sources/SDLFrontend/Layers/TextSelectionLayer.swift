import PDFAppearance
import Viewer

/// Text selection in the window: takes the selecting mouse gestures
/// (`TextSelectionGesture`: Shift+left or right drag, double- and
/// triple-click) before the viewer, follows a finger's long-press drag (the
/// session passes it on), and draws the selection as a translucent
/// highlight through the appearance, so a night page gets a night-coloured
/// one. It lies right over the pages, below every other layer, and asks
/// its host for the quads (MuPDF's) of the visible pages it covers.
final class TextSelectionLayer: SessionLayer {
    /// The highlight in Default mode: a translucent blue, as desktop text
    /// selections are; other modes show it through their colour pipeline.
    static let highlightColor = Color(red: 0.2, green: 0.45, blue: 0.95, alpha: 0.35)

    private var gesture = TextSelectionGesture()
    /// The quads last drawn for each page, with the span they highlight.
    private var quads: [Int: (span: TextSpan, quads: [PageQuad])] = [:]
    private let highlights = HighlightPainter()

    /// The selection shown, nil when none.
    var selection: TextSelection? { gesture.selection }

    func handle(_ input: InputEvent, in host: LayerHost) -> Bool {
        guard case .pointer(let pointer) = input, pointer.source == .mouse else { return false }
        return carryOut(gesture.handle(pointer, in: host.geometry), in: host)
    }

    /// A finger rested and began to drag at `point`: a character selection starts.
    func fingerBegan(at point: ScreenPoint, in host: LayerHost) {
        if gesture.begin(at: point, unit: .characters, in: host.geometry) {
            host.requestRedraw()
        }
    }

    /// The selecting finger moved to `point`.
    func fingerMoved(to point: ScreenPoint, in host: LayerHost) {
        gesture.extend(to: point, in: host.geometry)
        host.requestRedraw()
    }

    /// The selecting finger lifted at `point`.
    func fingerEnded(at point: ScreenPoint, in host: LayerHost) {
        gesture.extend(to: point, in: host.geometry)
        _ = carryOut(gesture.finish(), in: host)
    }

    /// Takes the selection away (Escape, another document).
    func clear() {
        gesture.clear()
        quads = [:]
    }

    /// Whether the input was taken.
    private func carryOut(_ outcome: TextSelectionGesture.Outcome, in host: LayerHost) -> Bool {
        switch outcome {
        case .ignored:
            return false
        case .cleared:
            host.requestRedraw()
            return false
        case .changed:
            host.requestRedraw()
            return true
        case .finished:
            host.requestRedraw()
            if let selection = gesture.selection {
                host.textSelected(selection)
            }
            return true
        }
    }

    var isBlank: Bool { gesture.selection == nil }

    func draw(in canvas: LayerCanvas) {
        guard let selection = gesture.selection else { return }
        for page in canvas.geometry.visiblePages() {
            guard let span = selection.span(onPage: page.index) else { continue }
            highlights.add(highlight(span, in: canvas), onPage: page.index, Self.highlightColor, in: canvas)
        }
        highlights.draw(in: canvas)
    }

    /// The quads of `span`, asked of the host only when the span changed.
    private func highlight(_ span: TextSpan, in canvas: LayerCanvas) -> [PageQuad] {
        if let known = quads[span.page], known.span == span { return known.quads }
        let found = canvas.textHighlight(span)
        quads[span.page] = (span, found)
        return found
    }
}
