import CSDL2
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
    private var vertices: [SDL_Vertex] = []
    private var indices: [Int32] = []

    /// The selection shown, nil when none.
    var selection: TextSelection? { gesture.selection }

    func handle(_ input: InputEvent, in host: LayerHost) -> Bool {
        guard case .pointer(let pointer) = input, pointer.source == .mouse else { return false }
        return carryOut(gesture.handle(pointer, in: host.state), in: host)
    }

    /// A finger rested and began to drag at `point`: a character selection starts.
    func fingerBegan(at point: ScreenPoint, in host: LayerHost) {
        if gesture.begin(at: point, unit: .characters, in: host.state) {
            host.requestRedraw()
        }
    }

    /// The selecting finger moved to `point`.
    func fingerMoved(to point: ScreenPoint, in host: LayerHost) {
        gesture.extend(to: point, in: host.state)
        host.requestRedraw()
    }

    /// The selecting finger lifted at `point`.
    func fingerEnded(at point: ScreenPoint, in host: LayerHost) {
        gesture.extend(to: point, in: host.state)
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
        let state = canvas.state
        let (r, g, b, a) = canvas.displayColor(for: Self.highlightColor).rgba8
        let color = SDL_Color(r: r, g: g, b: b, a: a)
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        for page in state.visiblePages() {
            guard let span = selection.span(onPage: page.index) else { continue }
            for quad in highlight(span, in: canvas) {
                let base = Int32(vertices.count)
                for corner in [quad.upperLeft, quad.upperRight, quad.lowerRight, quad.lowerLeft] {
                    let point = state.screenPoint(of: corner, onPage: page.index)
                    vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(point.x), y: Float(point.y)), color: color,
                                               tex_coord: SDL_FPoint(x: 0, y: 0)))
                }
                indices += [base, base + 1, base + 2, base, base + 2, base + 3]
            }
        }
        guard !indices.isEmpty else { return }
        SDL_SetRenderDrawBlendMode(canvas.renderer, SDL_BLENDMODE_BLEND)
        _ = SDL_RenderGeometry(canvas.renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
    }

    /// The quads of `span`, asked of the host only when the span changed.
    private func highlight(_ span: TextSpan, in canvas: LayerCanvas) -> [PageQuad] {
        if let known = quads[span.page], known.span == span { return known.quads }
        let found = canvas.textHighlight(span)
        quads[span.page] = (span, found)
        return found
    }
}
