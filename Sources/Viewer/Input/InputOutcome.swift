/// What the front end should do after the viewer handled a command or pointer event.
public enum InputOutcome: Hashable, Sendable {
    /// Nothing visible changed.
    case unchanged
    /// Scroll, zoom or rotation changed: redraw (and update the title).
    case viewChanged
    /// The command is not a view change; the front end carries it out
    /// (fullscreen, quit, appearance, tools, undo, save, settings).
    case forwarded(ViewerCommand)
    /// The left button was pressed and released without dragging: the front
    /// end may follow a link there (see `ViewerState.hit(at:)`).
    case clicked(ScreenPoint)
}
