import CSDL2
import PDFAppearance
import Viewer

/// The session as its layers see it.
extension ViewerSession: LayerCanvas {
    var geometry: LayerGeometry { LayerGeometry(state) }

    var now: UInt64 { SDL_GetTicks64() }

    var pagesAwaitingPixels: Set<Int> { composer.scheduler.pagesAwaitingPixels }

    func requestRedraw() {
        needsRedraw = true
    }

    func scroll(byX dx: Double, y dy: Double) {
        state.scroll(byX: dx, y: dy)
    }

    func turnToNextSpread() {
        state.apply(KioskTimer.Action.turnPage)
    }

    func returnToFirstPage() {
        state.apply(KioskTimer.Action.returnToFirstPage)
    }

    func quitNow() {
        running = false
    }

    func textWidth(of text: String, pixels: Double) -> Double {
        self.text.width(of: text, size: pixels)
    }

    func showArrowCursor() {
        SDL_SetCursor(Cursors.shared.arrow)
    }

    func setPointerVisible(_ visible: Bool) {
        SDL_ShowCursor(visible ? SDL_ENABLE : SDL_DISABLE)
    }

    func startTextInput() {
        SDL_StartTextInput()
        // The text of the key that opened the prompt ("a" for Save As) is
        // still queued behind its key press: it is not typed into the field.
        SDL_FlushEvent(SDL_TEXTINPUT.rawValue)
    }

    /// Ends the field's text input (an input method's composition in
    /// progress is dropped) and goes on receiving text for the viewer
    /// itself, as SDL does from the start: a `/` typed on any layout opens
    /// the find bar.
    func stopTextInput() {
        SDL_StopTextInput()
        SDL_StartTextInput()
    }

    func remove(_ layer: SessionLayer) {
        layers.removeAll { $0 === layer }
        needsRedraw = true
    }

    var isInkToolOn: Bool { inkTool != nil }

    func displayColor(for color: Color) -> Color {
        appearance.displayColor(for: color)
    }

    func chromeColor(for color: Color) -> Color {
        appearance.chromeColor(for: color)
    }

    func fill(_ rect: ScreenRect, _ color: Color) {
        fill(x: rect.x, y: rect.y, width: rect.width, height: rect.height, color: color)
    }

    func drawShape(_ shape: ShapeMasks.Shape, side: Int, x: Int, y: Int, color: Color, part: SDL_Rect?) {
        shapes.draw(shape, side: side, x: x, y: y, color: color, part: part)
    }

    func textSize(of text: String, pixels: Double, color: Color) -> (width: Int, height: Int)? {
        self.text.label(text, size: pixels, color: color).map { ($0.width, $0.height) }
    }

    func drawText(_ text: String, pixels: Double, color: Color, x: Double, y: Double) {
        self.text.draw(text, size: pixels, color: color, x: x, y: y)
    }

    func fillTriangles(_ vertices: [SDL_Vertex], indices: [Int32]) {
        guard !indices.isEmpty else { return }
        SDL_SetRenderDrawBlendMode(window.renderer, SDL_BLENDMODE_BLEND)
        _ = SDL_RenderGeometry(window.renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
    }
}
