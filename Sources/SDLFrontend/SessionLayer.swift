import CSDL2

/// Something drawn over the pages that sees input before the viewer does:
/// prompts, the toolbar, the settings overlay, the ink tool.
///
/// The session asks its layers topmost first; the first to consume an event
/// ends its journey. Layers draw bottom first, after the page tiles.
protocol SessionLayer: AnyObject {
    /// Handles `event` before the viewer; true when it was consumed.
    func handle(_ event: SDL_Event, in session: ViewerSession) -> Bool
    /// Draws over the pages into the current frame.
    func draw(in session: ViewerSession)
    /// When the layer next wants a frame on its own (an auto-hide, a blink),
    /// in `SDL_GetTicks` milliseconds; nil when it does not.
    var nextWakeUp: UInt32? { get }
}

extension SessionLayer {
    var nextWakeUp: UInt32? { nil }
}
