import PDFEngine
import Viewer

/// All a layer sees of its window while it handles input: where the pages
/// are (read-only), the clock, a redraw to ask for, the moves of the view it
/// may ask for by name, the overlays and tools to open or close, ink to
/// commit, text input, the pointer's look, and quitting. `ViewerSession` is
/// the host; a fake one drives a layer in tests without a window.
protocol LayerHost: AnyObject {
    /// Where the pages are on screen now: viewport, page frames, scale, hit testing.
    var geometry: LayerGeometry { get }
    /// Milliseconds on the clock of wake-ups and ticks (`SDL_GetTicks64` in
    /// the window); layers read no other clock.
    var now: UInt64 { get }
    /// Whether the mouse motion being handled moved the pointer (not a
    /// report of where it rests, not a repeat of the last position).
    var pointerMoved: Bool { get }
    /// Draws a frame soon: something a layer shows changed.
    func requestRedraw()
    /// Moves the pages by a distance in output pixels, clamped as the
    /// viewer clamps scrolling (the ink tool's pan).
    func scroll(byX dx: Double, y dy: Double)
    /// Shows the next spread, after the last the first (a slideshow step).
    func turnToNextSpread()
    /// Shows the first page (the idle reset).
    func returnToFirstPage()
    /// Ends the session at once without asking anything (Escape at the
    /// password prompt, a kiosk's exit chord).
    func quitNow()
    /// How wide `text` is in the interface's type at `pixels` output pixels.
    func textWidth(of text: String, pixels: Double) -> Double

    /// Shows the arrow over an overlay (rather than the hand over a link below).
    func showArrowCursor()
    /// Shows or hides the mouse pointer (a kiosk hides it when unused).
    func setPointerVisible(_ visible: Bool)
    /// Starts delivering typed text (`InputEvent.text`) for a prompt's field,
    /// dropping text already typed.
    func startTextInput()
    /// Stops delivering typed text.
    func stopTextInput()
    /// Takes `layer` off the window (an answered prompt).
    func remove(_ layer: SessionLayer)

    /// The mode, brightness and layout the settings overlay shows.
    var settingsValues: SettingsValues { get }
    var isSettingsOverlayOpen: Bool { get }
    /// Opens or closes the settings overlay.
    func toggleSettingsOverlay(showingFocus: Bool)
    func closeSettingsOverlay()
    /// Carries out a change chosen in the settings overlay.
    func apply(_ change: SettingsChange)

    var isInkToolOn: Bool { get }
    /// Turns the ink tool on or off; see `ViewerSession.toggleInkTool(eraser:)`.
    func toggleInkTool(eraser: Bool)
    /// Adds a finished stroke to the document; false when it cannot.
    func commitInk(_ stroke: InkStroke) -> Bool
    /// Erases the ink annotation at `point`, if any.
    func eraseInk(at point: PagePoint, onPage page: Int)
    /// Tries a password typed into the prompt; true when it opens the document.
    func unlock(with password: String) -> Bool

    /// A selection gesture ended with `selection`: the session offers its
    /// text as the primary selection (middle-click paste elsewhere).
    func textSelected(_ selection: TextSelection)
    /// Goes to `target` as a jump the history remembers (the outline panel, the go-to prompt).
    func jump(to target: JumpTarget)

    /// The find bar's query changed: it is searched at once, in the background.
    func findTextChanged(_ text: String)
    /// Goes to the next (or previous) hit of the find.
    func stepFind(forward: Bool)
    /// What the find bar says about the find (`3 of 57`); nil before a query.
    var findStatus: String? { get }
}
