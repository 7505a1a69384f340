import CSDL2

/// What is pressing a control of the toolbar or the settings overlay: the
/// mouse or one finger on a touch screen.
enum OverlayPointer: Equatable {
    case mouse
    case finger(SDL_FingerID)
}
