import Viewer

/// Something drawn over the pages that sees input before the viewer does:
/// prompts, the toolbar, the settings overlay, the ink tool.
///
/// The session asks its layers topmost first; the first to consume an event
/// ends its journey. Layers draw bottom first, after the page tiles. Input
/// and ticks reach a layer through its `LayerHost` only and drawing through
/// its `LayerCanvas`, so a layer is tested without a window (a fake host
/// and canvas).
protocol SessionLayer: AnyObject {
    /// Handles `input` before the viewer; true when it was consumed.
    func handle(_ input: InputEvent, in host: LayerHost) -> Bool
    /// Draws over the pages into the current frame.
    func draw(in canvas: LayerCanvas)
    /// When the layer next wants `tick` and a frame on its own (an
    /// auto-hide, a slideshow step), on the host's clock (`LayerHost.now`); nil when
    /// it does not. A time in the past keeps asking until the layer moves it.
    var nextWakeUp: UInt64? { get }
    /// Called once per turn of the event loop, before drawing, for work due
    /// at `nextWakeUp` (`now` is the host's clock).
    func tick(now: UInt64, in host: LayerHost)
    /// Whether `draw` draws nothing now (a hidden toolbar, no message); a
    /// frame updates only the pages' part of the window when every layer is
    /// blank in it and in the frame before.
    var isBlank: Bool { get }
}

extension SessionLayer {
    var nextWakeUp: UInt64? { nil }
    var isBlank: Bool { false }
    func tick(now: UInt64, in host: LayerHost) {}
}

/// A layer that asks the reader something and takes all input until
/// answered (the password, choice and path prompts). The toolbar and the settings overlay
/// stay below modal layers and do not open while one asks.
protocol ModalLayer: SessionLayer {}

extension PasswordPromptLayer: ModalLayer {}
extension ChoicePromptLayer: ModalLayer {}
extension PathPromptLayer: ModalLayer {}
