import CSDL2
import PDFAppearance
import Viewer

/// The session as its layers see it.
extension ViewerSession: LayerCanvas {
    var now: UInt64 { SDL_GetTicks64() }

    var pagesAwaitingPixels: Set<Int> { composer.scheduler.pagesAwaitingPixels }

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

    var renderer: OpaquePointer { window.renderer }

    func displayColor(for color: Color) -> Color {
        appearance.displayColor(for: color)
    }
}
