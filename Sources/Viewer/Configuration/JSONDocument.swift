/// A JSON text parsed with the position of every value and object key, so
/// that configuration errors can name the line they are about. Foundation's
/// `JSONSerialization` keeps no positions (and on Linux reports syntax errors
/// without a usable one).
///
/// Strict RFC 8259 JSON: no comments, no trailing commas; duplicate keys in
/// one object are an error because only one of them could take effect.
enum JSONDocument {
    /// A value and where it starts (1-based line and column, columns counted
    /// in Unicode scalars).
    struct Value: Equatable {
        enum Kind: Equatable {
            case null
            case bool(Bool)
            /// The number and its text as written (for error messages).
            case number(Double, text: String)
            case string(String)
            case array([Value])
            /// Members in file order.
            case object([Member])
        }

        let kind: Kind
        let position: Position
    }

    /// One `"key": value` of an object.
    struct Member: Equatable {
        let key: String
        /// Where the key's opening quote is.
        let keyPosition: Position
        let value: Value
    }

    struct Position: Equatable {
        let line: Int
        let column: Int
    }

    /// Malformed JSON: where and what is wrong.
    struct SyntaxError: Error, Equatable, CustomStringConvertible {
        let position: Position
        let problem: String

        var description: String { "line \(position.line), column \(position.column): \(problem)" }
    }

    /// Parses a whole JSON text (one value, surrounded by optional white space).
    static func parse(_ text: String) throws(SyntaxError) -> Value {
        var parser = Parser(text)
        parser.skipWhiteSpace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhiteSpace()
        if let extra = parser.current {
            throw parser.error("unexpected \(Parser.describe(extra)) after the end of the JSON value")
        }
        return value
    }

    /// Deepest nesting accepted, so hostile input cannot exhaust the stack.
    static let maximumDepth = 64

    private struct Parser {
        private let scalars: [Unicode.Scalar]
        private var index = 0
        private var line = 1
        private var column = 1

        /// A parser at the start of `text`, past a leading byte order mark
        /// (U+FEFF, which editors on Windows write; RFC 8259 section 8.1 lets
        /// parsers ignore it), which counts as no column.
        init(_ text: String) {
            let all = Array(text.unicodeScalars)
            scalars = all.first == "\u{FEFF}" ? Array(all.dropFirst()) : all
        }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        var position: Position { Position(line: line, column: column) }

        func error(_ problem: String, at position: Position? = nil) -> SyntaxError {
            SyntaxError(position: position ?? self.position, problem: problem)
        }

        static func describe(_ scalar: Unicode.Scalar?) -> String {
            guard let scalar else { return "end of file" }
            switch scalar {
            case "\n": return "end of line"
            case "\t": return "tab"
            default:
                return scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.properties.generalCategory == .format
                    ? "character U+\(String(scalar.value, radix: 16, uppercase: true))" : "'\(scalar)'"
            }
        }

        mutating func advance() {
            guard let scalar = current else { return }
            index += 1
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }

        mutating func skipWhiteSpace() {
            while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                advance()
            }
        }

        mutating func expect(_ expected: Unicode.Scalar, _ context: String) throws(SyntaxError) {
            guard current == expected else {
                throw error("expected '\(expected)' \(context), found \(Self.describe(current))")
            }
            advance()
        }

        mutating func parseValue(depth: Int) throws(SyntaxError) -> Value {
            let start = position
            switch current {
            case "{":
                guard depth < JSONDocument.maximumDepth else { throw error("nested deeper than \(JSONDocument.maximumDepth) levels") }
                return Value(kind: .object(try parseObject(depth: depth)), position: start)
            case "[":
                guard depth < JSONDocument.maximumDepth else { throw error("nested deeper than \(JSONDocument.maximumDepth) levels") }
                return Value(kind: .array(try parseArray(depth: depth)), position: start)
            case "\"":
                return Value(kind: .string(try parseString()), position: start)
            case "t":
                try parseWord("true")
                return Value(kind: .bool(true), position: start)
            case "f":
                try parseWord("false")
                return Value(kind: .bool(false), position: start)
            case "n":
                try parseWord("null")
                return Value(kind: .null, position: start)
            case let scalar? where scalar == "-" || ("0"..."9").contains(scalar):
                let (number, text) = try parseNumber()
                return Value(kind: .number(number, text: text), position: start)
            default:
                throw error("expected a value, found \(Self.describe(current))")
            }
        }

        private mutating func parseObject(depth: Int) throws(SyntaxError) -> [Member] {
            advance()
            var members: [Member] = []
            var keys: [String: Position] = [:]
            skipWhiteSpace()
            if current == "}" {
                advance()
                return members
            }
            while true {
                skipWhiteSpace()
                let keyPosition = position
                guard current == "\"" else {
                    throw error("expected a key in double quotes, found \(Self.describe(current))")
                }
                let key = try parseString()
                if let first = keys[key] {
                    throw error("key \"\(key)\" appears twice (first on line \(first.line))", at: keyPosition)
                }
                keys[key] = keyPosition
                skipWhiteSpace()
                try expect(":", "after the key \"\(key)\"")
                skipWhiteSpace()
                let value = try parseValue(depth: depth + 1)
                members.append(Member(key: key, keyPosition: keyPosition, value: value))
                skipWhiteSpace()
                switch current {
                case ",":
                    advance()
                    skipWhiteSpace()
                    if current == "}" { throw error("unexpected '}' after ',' (no trailing commas in JSON)") }
                case "}":
                    advance()
                    return members
                default:
                    throw error("expected ',' or '}' after the value of \"\(key)\", found \(Self.describe(current))")
                }
            }
        }

        private mutating func parseArray(depth: Int) throws(SyntaxError) -> [Value] {
            advance()
            var elements: [Value] = []
            skipWhiteSpace()
            if current == "]" {
                advance()
                return elements
            }
            while true {
                skipWhiteSpace()
                elements.append(try parseValue(depth: depth + 1))
                skipWhiteSpace()
                switch current {
                case ",":
                    advance()
                    skipWhiteSpace()
                    if current == "]" { throw error("unexpected ']' after ',' (no trailing commas in JSON)") }
                case "]":
                    advance()
                    return elements
                default:
                    throw error("expected ',' or ']' in a list, found \(Self.describe(current))")
                }
            }
        }

        private mutating func parseWord(_ word: String) throws(SyntaxError) {
            let start = position
            for expected in word.unicodeScalars {
                guard current == expected else {
                    throw error("expected a value (did you mean \(word)? strings need double quotes)", at: start)
                }
                advance()
            }
        }

        private mutating func parseNumber() throws(SyntaxError) -> (Double, String) {
            let start = position
            var text = ""
            func isDigit(_ scalar: Unicode.Scalar?) -> Bool { scalar.map { ("0"..."9").contains($0) } ?? false }
            func take(_ parser: inout Parser) {
                text.unicodeScalars.append(parser.current!)
                parser.advance()
            }
            if current == "-" { take(&self) }
            guard isDigit(current) else { throw error("expected a digit in a number, found \(Self.describe(current))") }
            if current == "0" {
                take(&self)
                if isDigit(current) { throw error("numbers cannot start with 0 (\(text)\(current!)…)", at: start) }
            } else {
                while isDigit(current) { take(&self) }
            }
            if current == "." {
                take(&self)
                guard isDigit(current) else { throw error("expected a digit after '.', found \(Self.describe(current))") }
                while isDigit(current) { take(&self) }
            }
            if current == "e" || current == "E" {
                take(&self)
                if current == "+" || current == "-" { take(&self) }
                guard isDigit(current) else { throw error("expected a digit in the exponent, found \(Self.describe(current))") }
                while isDigit(current) { take(&self) }
            }
            guard let number = Double(text), number.isFinite else { throw error("number \(text) is too large", at: start) }
            return (number, text)
        }

        private mutating func parseString() throws(SyntaxError) -> String {
            let start = position
            advance()
            var result = String.UnicodeScalarView()
            while true {
                guard let scalar = current else { throw error("string starting here is not closed", at: start) }
                switch scalar {
                case "\"":
                    advance()
                    return String(result)
                case "\\":
                    advance()
                    result.append(try parseEscape())
                case "\n":
                    throw error("string starting here is not closed before the end of the line", at: start)
                default:
                    guard scalar.value >= 0x20 else { throw error("control character \(Self.describe(scalar)) in a string") }
                    result.append(scalar)
                    advance()
                }
            }
        }

        private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
            let escapePosition = position
            guard let scalar = current else { throw error("string is not closed") }
            advance()
            switch scalar {
            case "\"": return "\""
            case "\\": return "\\"
            case "/": return "/"
            case "b": return "\u{08}"
            case "f": return "\u{0C}"
            case "n": return "\n"
            case "r": return "\r"
            case "t": return "\t"
            case "u":
                let unit = try parseHexUnit()
                if (0xD800...0xDBFF).contains(unit) {
                    guard current == "\\" else { throw error("unpaired surrogate \\u\(String(unit, radix: 16))", at: escapePosition) }
                    advance()
                    guard current == "u" else { throw error("unpaired surrogate \\u\(String(unit, radix: 16))", at: escapePosition) }
                    advance()
                    let low = try parseHexUnit()
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw error("unpaired surrogate \\u\(String(unit, radix: 16))", at: escapePosition)
                    }
                    return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
                }
                guard let decoded = Unicode.Scalar(unit) else {
                    throw error("unpaired surrogate \\u\(String(unit, radix: 16))", at: escapePosition)
                }
                return decoded
            default:
                throw error("unknown escape '\\\(scalar)' in a string", at: escapePosition)
            }
        }

        private mutating func parseHexUnit() throws(SyntaxError) -> UInt32 {
            var unit: UInt32 = 0
            for _ in 0..<4 {
                guard let scalar = current, scalar.isASCII, let digit = UInt32(String(scalar), radix: 16) else {
                    throw error("expected four hex digits after \\u, found \(Self.describe(current))")
                }
                unit = unit << 4 | digit
                advance()
            }
            return unit
        }
    }
}
