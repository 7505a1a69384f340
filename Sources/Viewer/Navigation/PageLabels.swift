/// The labels a PDF gives its pages (/PageLabels: "i", "ii", …, "1", "2",
/// "A-1"), as the page indicator shows them and the go-to prompt takes them.
/// Pages before the first range, and every page of a document without
/// labels, have none.
public struct PageLabels: Hashable, Sendable {
    /// How a range numbers its pages.
    public enum Style: Character, Hashable, Sendable {
        case decimal = "D"
        case upperRoman = "R"
        case lowerRoman = "r"
        /// A … Z, AA … ZZ, AAA …
        case upperLetters = "A"
        case lowerLetters = "a"
    }

    /// Pages from `firstPage` (0-based) up to the next range's: `prefix`
    /// followed by a number counted from `start` in `style` (none when nil).
    public struct Range: Hashable, Sendable {
        public var firstPage: Int
        public var style: Style?
        public var prefix: String
        public var start: Int

        public init(firstPage: Int, style: Style?, prefix: String = "", start: Int = 1) {
            self.firstPage = firstPage
            self.style = style
            self.prefix = prefix
            self.start = max(start, 1)
        }
    }

    /// Sorted by `firstPage`, one range per first page (the later one wins).
    public let ranges: [Range]
    /// The number of pages of the document.
    public let pageCount: Int

    /// No labels.
    public static let none = PageLabels(ranges: [], pageCount: 0)

    public init(ranges: [Range], pageCount: Int) {
        var byFirstPage: [Int: Range] = [:]
        for range in ranges where range.firstPage >= 0 && range.firstPage < max(pageCount, 0) {
            byFirstPage[range.firstPage] = range
        }
        self.ranges = byFirstPage.values.sorted { $0.firstPage < $1.firstPage }
        self.pageCount = max(pageCount, 0)
    }

    /// Whether any page has a label.
    public var isEmpty: Bool { ranges.isEmpty }

    /// The label of page `index` (0-based); nil when it has none.
    public func label(forPage index: Int) -> String? {
        guard index >= 0, index < pageCount, let range = ranges.last(where: { $0.firstPage <= index }) else { return nil }
        let number = range.start + index - range.firstPage
        return range.prefix + (range.style.map { Self.format(number, $0) } ?? "")
    }

    /// The first page (0-based) labelled `label`: an exact match first, then
    /// one that differs only in case; nil when no page has it.
    public func page(forLabel label: String) -> Int? {
        guard !isEmpty else { return nil }
        let labels = (0..<pageCount).map { self.label(forPage: $0) }
        if let exact = labels.firstIndex(of: label) { return exact }
        let lowered = label.lowercased()
        return labels.firstIndex { $0?.lowercased() == lowered }
    }

    /// The labels in a few words, for a message: "i–xii, 1–340"; the first
    /// three ranges and "…" when there are more; nil without labels.
    public var summary: String? {
        guard !isEmpty else { return nil }
        let shown = ranges.indices.prefix(3).map { index -> String in
            let first = ranges[index].firstPage
            let last = (index + 1 < ranges.count ? ranges[index + 1].firstPage : pageCount) - 1
            let firstLabel = label(forPage: first) ?? "", lastLabel = label(forPage: last) ?? ""
            return first == last || firstLabel == lastLabel ? firstLabel : "\(firstLabel)–\(lastLabel)"
        }
        return shown.joined(separator: ", ") + (ranges.count > 3 ? ", …" : "")
    }

    /// What the page indicator shows: "12 / 352", or with a label that is
    /// not just the page number, "xii (12 / 352)".
    public func indicator(forPage index: Int) -> String {
        let numbers = "\(index + 1) / \(pageCount)"
        guard let label = label(forPage: index), !label.isEmpty, label != String(index + 1) else { return numbers }
        return "\(label) (\(numbers))"
    }

    static func format(_ number: Int, _ style: Style) -> String {
        switch style {
        case .decimal: return String(number)
        case .upperRoman: return roman(number)
        case .lowerRoman: return roman(number).lowercased()
        case .upperLetters: return letters(number)
        case .lowerLetters: return letters(number).lowercased()
        }
    }

    /// Roman numerals; thousands beyond 3 as repeated M (as MuPDF's viewer does).
    private static func roman(_ number: Int) -> String {
        let numerals: [(Int, String)] = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                                         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
        var rest = number, text = ""
        for (value, numeral) in numerals {
            while rest >= value {
                text += numeral
                rest -= value
            }
        }
        return text
    }

    /// PDF's letters: 1…26 are A…Z, 27…52 AA…ZZ, and so on.
    private static func letters(_ number: Int) -> String {
        let index = (number - 1) % 26, repeats = (number - 1) / 26 + 1
        let letter = Character(Unicode.Scalar(UInt8(65 + index)))
        return String(repeating: letter, count: repeats)
    }
}
