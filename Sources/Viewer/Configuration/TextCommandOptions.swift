/// Options of `sdlpdf find FILE TEXT [--password PW] [--json]`.
public struct FindOptions: Equatable {
    public var file: String
    public var query: String
    public var password: String?
    /// Print one JSON array instead of one line a hit.
    public var json = false

    public init(file: String, query: String) {
        self.file = file
        self.query = query
    }
}

/// Options of `sdlpdf text FILE [--page N] [--password PW]`.
public struct TextOptions: Equatable {
    public var file: String
    /// 1-based page to print; nil prints every page.
    public var page: Int?
    public var password: String?

    public init(file: String) {
        self.file = file
    }
}

extension LaunchRequest {
    /// Parses `find FILE TEXT …` or `text FILE …` (the first word says which).
    static func parseTextCommand(_ words: inout ArgumentWords) throws -> LaunchRequest {
        let command = words.peek ?? ""
        words.advance()
        var operands: [String] = []
        var password: String?
        var page: Int?
        var json = false
        while let word = words.next() {
            switch word {
            case .option("-h", _), .option("--help", _): return .help
            case .option("--password", let inline): password = try words.value(for: "--password", inline: inline)
            case .option("--json", nil) where command == "find": json = true
            case .option("--page", let inline) where command == "text": page = try words.positiveInteger(for: "--page", inline: inline)
            case .option(let name, _): throw UsageError("unknown \(command) option '\(name)'")
            case .operand(let operand): operands.append(operand)
            }
        }
        if command == "find" {
            guard operands.count == 2 else { throw UsageError("find needs a FILE and a TEXT (sdlpdf find FILE TEXT)") }
            guard !FindQuery(operands[1]).isEmpty else { throw UsageError("find needs a TEXT that is not empty") }
            var options = FindOptions(file: operands[0], query: operands[1])
            options.password = password
            options.json = json
            return .find(options)
        }
        guard operands.count == 1 else { throw UsageError("text takes one FILE (sdlpdf text FILE)") }
        var options = TextOptions(file: operands[0])
        options.page = page
        options.password = password
        return .text(options)
    }
}
