/// A key pressed together with modifiers, e.g. Ctrl+Shift+Z or Shift+g ("G").
public struct KeyChord: Hashable, Sendable {
    public var key: Key
    public var modifiers: Modifiers

    public init(_ key: Key, _ modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A chord from a character as typed: an uppercase letter means Shift
    /// plus the lowercase letter, and " " means Space.
    public init(character: Character, modifiers: Modifiers = []) {
        self = KeyChord(.character(character), modifiers).normalized
    }

    /// The canonical form the key map stores: uppercase letters become Shift
    /// plus lowercase, a space character becomes `.space`.
    public var normalized: KeyChord {
        guard case .character(let character) = key else { return self }
        if character == " " { return KeyChord(.space, modifiers) }
        if character.isUppercase, character.isLetter {
            return KeyChord(.character(Character(character.lowercased())), modifiers.union(.shift))
        }
        return self
    }
}
