/// Key bindings: which command a chord triggers.
public struct KeyMap: Hashable, Sendable {
    /// The bindings, keyed by normalized chord.
    public private(set) var bindings: [KeyChord: ViewerCommand]

    /// A map with exactly these bindings (chords are normalized).
    public init(bindings: [KeyChord: ViewerCommand] = [:]) {
        self.bindings = [:]
        for (chord, command) in bindings { bind(chord, to: command) }
    }

    /// The built-in bindings (zathura/vim-like).
    public static let `default` = KeyMap(bindings: defaultBindings)

    private static let defaultBindings: [KeyChord: ViewerCommand] = {
        let control = Modifiers.control, shift = Modifiers.shift
        func c(_ character: Character, _ modifiers: Modifiers = []) -> KeyChord {
            KeyChord(.character(character), modifiers)
        }
        return [
            c("j"): .scrollDown, KeyChord(.down): .scrollDown,
            c("k"): .scrollUp, KeyChord(.up): .scrollUp,
            c("h"): .scrollLeft, KeyChord(.left): .scrollLeft,
            c("l"): .scrollRight, KeyChord(.right): .scrollRight,
            KeyChord(.pageDown): .screenDown, KeyChord(.space): .screenDown,
            KeyChord(.pageUp): .screenUp, KeyChord(.backspace): .screenUp,
            KeyChord(.home): .goToFirstPage, c("g"): .goToFirstPage,
            KeyChord(.end): .goToLastPage, c("g", shift): .goToLastPage,
            c("+"): .zoomIn, c("="): .zoomIn, c("=", shift): .zoomIn, KeyChord(.keypadPlus): .zoomIn,
            c("-"): .zoomOut, KeyChord(.keypadMinus): .zoomOut,
            c("w"): .fitWidth,
            c("z"): .fitPage,
            c("r"): .rotateClockwise,
            c("r", shift): .rotateCounterClockwise,
            c("f"): .toggleFullscreen, KeyChord(.function(11)): .toggleFullscreen,
            c("q"): .quit,
            c("r", control): .cycleAppearanceMode,
            KeyChord(.escape): .cancel,
            c("i"): .toggleInkTool,
            c("e"): .toggleEraser,
            c("z", control): .undo,
            c("z", control.union(shift)): .redo, c("y", control): .redo,
            c("s", control): .save,
            c(",", control): .toggleSettings,
            c("+", control): .largerText, c("=", control): .largerText, c("=", control.union(shift)): .largerText,
            KeyChord(.keypadPlus, control): .largerText,
            c("-", control): .smallerText, KeyChord(.keypadMinus, control): .smallerText,
            c("0", control): .standardText,
            c("c", control): .copy,
            KeyChord(.left, .alt): .historyBack, c("o", control): .historyBack,
            KeyChord(.right, .alt): .historyForward, c("i", control): .historyForward,
            c(":"): .goToPrompt, c(";", shift): .goToPrompt, c("g", control): .goToPrompt,
            KeyChord(.tab): .toggleOutline, KeyChord(.function(9)): .toggleOutline,
            c("o"): .openFile,
            c("r", .alt): .peekDefaultAppearance,
            c("/"): .find, c("f", control): .find,
            c("n"): .findNext, KeyChord(.function(3)): .findNext,
            c("n", shift): .findPrevious, KeyChord(.function(3), shift): .findPrevious,
        ]
    }()

    /// The command for a chord, or nil. For non-letter characters that need
    /// Shift on some layouts ("+" is Shift+"=" on US keyboards, Shift+digits on
    /// French ones), an unbound Shift+character falls back to the character
    /// without Shift.
    public func command(for chord: KeyChord) -> ViewerCommand? {
        let chord = chord.normalized
        if let command = bindings[chord] { return command }
        if case .character(let character) = chord.key, !character.isLetter, chord.modifiers.contains(.shift) {
            return bindings[KeyChord(chord.key, chord.modifiers.subtracting(.shift))]
        }
        return nil
    }

    /// Binds a chord (replacing its previous command).
    public mutating func bind(_ chord: KeyChord, to command: ViewerCommand) {
        bindings[chord.normalized] = command
    }

    /// All chords bound to a command (for help texts).
    public func chords(for command: ViewerCommand) -> [KeyChord] {
        bindings.filter { $0.value == command }.map(\.key)
    }
}
