/// A key, independent of SDL. The front end translates SDL keycodes: printable
/// keys become `.character` with the keycode's (unshifted) character, e.g.
/// SDLK_g → "g", SDLK_EQUALS → "="; use `KeyChord(character:modifiers:)` when
/// starting from typed text so "G" becomes Shift+g.
public enum Key: Hashable, Sendable {
    /// A printable key; letters are lowercase (see `KeyChord.normalized`).
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case space, backspace, enter, tab, escape, delete, insert
    /// F1…F24.
    case function(Int)
    case keypadPlus, keypadMinus
}
