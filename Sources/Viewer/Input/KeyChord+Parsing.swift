extension KeyChord {
    /// Why a key chord text could not be read.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// Reads a chord written as modifiers and a key joined by "+", case
    /// insensitive: "ctrl+alt+x", "F12", "shift+q", "ctrl++" (the plus key),
    /// "alt+page down". Modifiers: ctrl/control, alt, shift, super/gui/meta/win.
    /// Keys: one character, f1…f24, up, down, left, right, pageup, pagedown,
    /// home, end, space, backspace, enter/return, tab, escape/esc,
    /// delete/del, insert/ins, plus, minus, keypad plus, keypad minus.
    /// A single letter means that letter whatever its case ("Q" is q; write
    /// "shift+q" for Shift).
    public init(parsing text: String) throws(ParseError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw ParseError(description: "a key chord cannot be empty") }
        var parts = trimmed.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        if trimmed.hasSuffix("++") || trimmed == "+" {
            parts.removeLast(2)
            parts.append("+")
        }
        let keyName = parts.removeLast()
        var modifiers: Modifiers = []
        for part in parts {
            let name = part.trimmingCharacters(in: .whitespaces).lowercased()
            guard let modifier = Self.modifierNames[name] else {
                throw ParseError(description: "'\(part)' in '\(text)' is not a modifier (ctrl, alt, shift, super)")
            }
            guard !modifiers.contains(modifier) else {
                throw ParseError(description: "'\(text)' names the modifier '\(part)' twice")
            }
            modifiers.insert(modifier)
        }
        guard let key = Self.key(named: keyName) else {
            throw ParseError(description: "'\(keyName)' in '\(text)' is not a key name (examples: x, F12, escape, page down)")
        }
        self = KeyChord(key, modifiers).normalized
    }

    private static let modifierNames: [String: Modifiers] = [
        "ctrl": .control, "control": .control, "alt": .alt, "shift": .shift,
        "super": .gui, "gui": .gui, "meta": .gui, "win": .gui,
    ]

    private static let keyNames: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right,
        "pageup": .pageUp, "pagedown": .pageDown, "home": .home, "end": .end,
        "space": .space, "backspace": .backspace, "enter": .enter, "return": .enter, "tab": .tab,
        "escape": .escape, "esc": .escape, "delete": .delete, "del": .delete, "insert": .insert, "ins": .insert,
        "keypadplus": .keypadPlus, "keypadminus": .keypadMinus, "plus": .character("+"), "minus": .character("-"),
    ]

    private static func key(named name: String) -> Key? {
        if name == " " { return .space }
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if trimmed.count == 1, let character = trimmed.first {
            return .character(Character(character.lowercased()))
        }
        let folded = trimmed.lowercased().filter { $0 != " " && $0 != "_" }
        if let key = keyNames[folded] { return key }
        if folded.hasPrefix("f"), let number = Int(folded.dropFirst()), (1...24).contains(number) {
            return .function(number)
        }
        return nil
    }
}
