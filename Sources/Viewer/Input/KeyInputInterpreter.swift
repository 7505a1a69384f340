/// Turns key presses into commands, collecting a number typed before a
/// command (vim/zathura style: "12g" goes to page 12; "3j" scrolls 3 lines).
public struct KeyInputInterpreter: Sendable {
    public var keyMap: KeyMap
    /// The number typed so far, shown in the status line while pending.
    public private(set) var pendingCount: Int?

    /// Longest count accepted; further digits are ignored.
    private static let maximumCount = 9_999_999

    public init(keyMap: KeyMap = .default) {
        self.keyMap = keyMap
    }

    /// Feeds one key press. Returns the command to run, or nil when the key
    /// was a digit of a count or is unbound (an unbound key drops the count).
    public mutating func interpret(_ chord: KeyChord) -> CountedCommand? {
        let chord = chord.normalized
        if let digit = digit(in: chord) {
            let count = (pendingCount ?? 0) * 10 + digit
            if count <= Self.maximumCount { pendingCount = count }
            return nil
        }
        let count = pendingCount
        pendingCount = nil
        guard let command = keyMap.command(for: chord) else { return nil }
        return CountedCommand(command, count: count)
    }

    /// Forgets a pending count.
    public mutating func reset() {
        pendingCount = nil
    }

    /// A digit key without Control/Alt/GUI (Shift is allowed: digits need it
    /// on some layouts) that is not itself bound.
    private func digit(in chord: KeyChord) -> Int? {
        guard case .character(let character) = chord.key,
              let value = character.wholeNumberValue, character.isASCII,
              chord.modifiers.isDisjoint(with: [.control, .alt, .gui]),
              keyMap.bindings[chord] == nil
        else { return nil }
        return value
    }
}
