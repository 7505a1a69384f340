/// A setting's value as it was given: a JSON value from the configuration
/// file or the text after a command-line flag. Its readers check the value
/// and say what was expected when it is wrong.
enum ConfigurationValue {
    case json(JSONDocument.Value)
    case text(String)

    /// What a value should have been, and the part of it that is wrong.
    struct Problem: Error {
        /// "a number from 0 to 1", "continuous or jump".
        let requirement: String
        /// The wrong element when the value is a list; nil when the whole value is wrong.
        var element: ConfigurationValue?
        /// More about what is wrong, e.g. why a key chord cannot be read.
        var detail: String?
    }

    /// How the value appears in a message: JSON as written (strings in double
    /// quotes), flag text in single quotes.
    var quoted: String {
        switch self {
        case .text(let text): return "'\(text)'"
        case .json(let value):
            switch value.kind {
            case .null: return "null"
            case .bool(let flag): return flag ? "true" : "false"
            case .number(_, let text): return text
            case .string(let string): return "\"\(string)\""
            case .array: return "a list"
            case .object: return "an object"
            }
        }
    }

    /// Where a JSON value starts; nil for flag text.
    var line: Int? {
        if case .json(let value) = self { return value.position.line }
        return nil
    }

    /// One of the raw values of `T`, in any letter case.
    func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(Problem) -> T where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        let requirement = Self.alternatives(names)
        let name = try string(requirement: requirement).lowercased()
        guard let value = T.allCases.first(where: { $0.rawValue.lowercased() == name }) else {
            throw Problem(requirement: requirement)
        }
        return value
    }

    /// A number within `range`.
    func number(in range: ClosedRange<Double>, requirement: String) throws(Problem) -> Double {
        let number: Double?
        switch self {
        case .text(let text): number = Double(text.trimmingCharacters(in: .whitespaces))
        case .json(let value):
            if case .number(let value, _) = value.kind { number = value } else { number = nil }
        }
        guard let number, number.isFinite, range.contains(number) else { throw Problem(requirement: requirement) }
        return number
    }

    /// The longest time a setting in seconds may give (`--slideshow`,
    /// `--idle-reset`): 86400, a day; a kiosk runs its slideshow and idle
    /// reset within one.
    static let maximumSeconds = 86_400

    /// A number of seconds above 0 (at most `maximumSeconds`).
    func seconds() throws(Problem) -> Double {
        let requirement = "a number of seconds above 0"
        let seconds = try number(in: 0...Double(Self.maximumSeconds), requirement: requirement + " (at most \(Self.maximumSeconds))")
        guard seconds > 0 else { throw Problem(requirement: requirement) }
        return seconds
    }

    /// `true` or `false` (file only; flags that switch something take no value).
    func boolean() throws(Problem) -> Bool {
        guard case .json(let value) = self, case .bool(let flag) = value.kind else {
            throw Problem(requirement: "true or false")
        }
        return flag
    }

    /// A text: a JSON string or the flag's text.
    func string(requirement: String) throws(Problem) -> String {
        switch self {
        case .text(let text): return text
        case .json(let value):
            guard case .string(let string) = value.kind else { throw Problem(requirement: requirement) }
            return string
        }
    }

    /// A list of names from `table` (any letter case): a JSON list of strings,
    /// or a comma-separated flag text.
    func names<T>(from table: [(name: String, value: T)]) throws(Problem) -> [T] {
        let requirement = "a list of " + Self.alternatives(table.map(\.name), conjunction: "and")
        let elements: [ConfigurationValue]
        switch self {
        case .text(let text):
            elements = text.split(separator: ",", omittingEmptySubsequences: false)
                .map { .text($0.trimmingCharacters(in: .whitespaces)) }
        case .json(let value):
            guard case .array(let list) = value.kind else { throw Problem(requirement: requirement) }
            elements = list.map(ConfigurationValue.json)
        }
        var result: [T] = []
        for element in elements {
            guard let name = try? element.string(requirement: requirement),
                  let entry = table.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                throw Problem(requirement: requirement, element: element)
            }
            result.append(entry.value)
        }
        return result
    }

    /// "a or b", "a, b or c".
    static func alternatives(_ names: [String], conjunction: String = "or") -> String {
        guard names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " \(conjunction) " + names.last!
    }
}
