import CSDL2
import PDFAppearance
import Viewer

/// The session as its layers see it.
extension ViewerSession: LayerCanvas {
    var now: UInt64 { SDL_GetTicks64() }

    var pagesAwaitingPixels: Set<Int> { frames.pagesAwaitingPixels }

    func requestRedraw() {
        needsRedraw = true
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

    func stopTextInput() {
        SDL_StopTextInput()
    }

    func remove(_ layer: SessionLayer) {
        layers.removeAll { $0 === layer }
        needsRedraw = true
    }

    var isInkToolOn: Bool { inkTool != nil }

    var renderer: OpaquePointer { window.renderer }

    func displayColor(for color: Color) -> Color {
        appearance.displayColor(for: color)
    }
}
