import Foundation

/// The command SyncTeX's inverse search runs (`synctexEditorCommand`,
/// `--synctex-editor-command`): a program and its arguments, written as a
/// shell would split them (spaces separate words; single quotes, double
/// quotes and backslashes as in `sh`) but run without a shell, with zathura's
/// placeholders `%{input}` (the TeX file), `%{line}` and `%{column}` replaced
/// in each word. Only the user configures it; nothing in a document does.
public struct SyncTeXEditorCommand: Hashable, Sendable, CustomStringConvertible {
    /// Why a command line cannot be split into words.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// The words as written, placeholders still in them.
    public let words: [String]
    /// The text it was read from.
    public let description: String

    /// Splits `text` into words; throws for an empty command, an unclosed
    /// quote, or a command that names no place (neither `%{input}` nor `%{line}`).
    public init(parsing text: String) throws(ParseError) {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                word.append(character)
                escaped = false
                continue
            }
            switch (quote, character) {
            case (nil, "\\"), ("\"", "\\"):
                escaped = true
                inWord = true
            case (nil, "'"), (nil, "\""):
                quote = character
                inWord = true
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case (nil, _) where character.isWhitespace:
                if inWord { words.append(word) }
                word = ""
                inWord = false
            default:
                word.append(character)
                inWord = true
            }
        }
        if let quote { throw ParseError(description: "the quote \(quote) is not closed") }
        if escaped { throw ParseError(description: "it ends in a backslash") }
        if inWord { words.append(word) }
        guard !words.isEmpty else { throw ParseError(description: "it names no program") }
        guard words.contains(where: { $0.contains("%{input}") || $0.contains("%{line}") }) else {
            throw ParseError(description: "it names no place in the source: give %{input} and %{line}")
        }
        self.words = words
        description = text
    }

    /// The argument vector for a source position: the placeholders replaced.
    public func arguments(input: String, line: Int, column: Int) -> [String] {
        words.map {
            $0.replacingPlaceholder("%{input}", with: input).replacingPlaceholder("%{line}", with: String(line))
                .replacingPlaceholder("%{column}", with: String(column))
        }
    }
}

private extension String {
    func replacingPlaceholder(_ placeholder: String, with value: String) -> String {
        components(separatedBy: placeholder).joined(separator: value)
    }
}
