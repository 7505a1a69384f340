import Foundation

/// What the go-to prompt understood: a page label the document defines
/// ("xii", "A-3"), else a page number from 1 to the page count. A label
/// wins over a number (in a book whose page "12" is its 24th, 12 is page
/// 12 as printed), as in evince and Okular.
public enum GoToEntry {
    /// Why an entry leads nowhere, as the prompt says it.
    public enum Refusal: Error, Equatable, CustomStringConvertible {
        case empty
        /// A number outside 1…pageCount; `labels` sums up the document's
        /// page labels when it has some (`PageLabels.summary`).
        case noSuchPage(Int, pageCount: Int, labels: String? = nil)
        /// Neither a label of this document nor a number.
        case noSuchLabel(String)

        public var description: String {
            switch self {
            case .empty: return "Type a page number or a page label."
            case .noSuchPage(_, let pageCount, let labels):
                let numbers = pageCount == 1 ? "There is only page 1" : "Pages go from 1 to \(pageCount)"
                return numbers + (labels.map { ", labelled \($0)." } ?? ".")
            case .noSuchLabel(let text): return "No page is numbered or labelled “\(text)”."
            }
        }
    }

    /// The page (0-based) `text` names, or why it names none.
    public static func page(for text: String, labels: PageLabels, pageCount: Int) -> Result<Int, Refusal> {
        let entry = text.trimmingCharacters(in: .whitespaces)
        guard !entry.isEmpty else { return .failure(.empty) }
        if let page = labels.page(forLabel: entry) { return .success(page) }
        if entry.allSatisfy(\.isASCII), let number = Int(entry) {
            guard number >= 1, number <= pageCount else {
                return .failure(.noSuchPage(number, pageCount: pageCount, labels: labels.summary))
            }
            return .success(number - 1)
        }
        return .failure(.noSuchLabel(entry))
    }
}
