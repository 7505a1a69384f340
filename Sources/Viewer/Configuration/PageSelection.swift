import Foundation

/// The pages `--pages` names: ranges such as `1-10,20` or `5-` (to the last page), 1-based as
/// the reader counts them.
public struct PageSelection: Equatable, Sendable {
    /// One range: `first` through `last` (nil: the last page).
    public struct Range: Equatable, Sendable {
        public var first: Int
        public var last: Int?

        public init(first: Int, last: Int?) {
            self.first = first
            self.last = last
        }
    }

    public var ranges: [Range]

    public init(ranges: [Range]) {
        self.ranges = ranges
    }

    /// Parses `1-10,20`, `5-` or `3`; throws a `UsageError` naming `flag` for anything else.
    public init(parsing text: String, flag: String = "--pages") throws {
        var ranges: [Range] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = part.trimmingCharacters(in: .whitespaces).split(separator: "-", maxSplits: 1,
                                                                           omittingEmptySubsequences: false)
            let first = bounds.first.flatMap { Int($0) }
            let last = bounds.count == 2 ? (bounds[1].isEmpty ? .some(nil) : Int(bounds[1]).map { Optional($0) }) : .some(first)
            guard let first, first >= 1, let last, last.map({ $0 >= first }) ?? true else {
                throw UsageError("\(flag) takes page numbers and ranges such as 1-10,20 or 5- (from 1 up, "
                                 + "each range ascending), not '\(text)'")
            }
            ranges.append(Range(first: first, last: last))
        }
        self.ranges = ranges
    }

    /// The 0-based pages of a document of `pageCount` pages, ascending, each once; the message of
    /// a page beyond the document when a range names one.
    public func pages(count pageCount: Int) -> Result<[Int], PageBeyondDocument> {
        var chosen = Set<Int>()
        for range in ranges {
            let last = range.last ?? pageCount
            guard range.first <= pageCount, last <= pageCount else {
                return .failure(PageBeyondDocument(page: max(range.first, last), pageCount: pageCount))
            }
            chosen.formUnion((range.first - 1)..<last)
        }
        return .success(chosen.sorted())
    }

    /// A page `--pages` named that the document does not have.
    public struct PageBeyondDocument: Error, Equatable, CustomStringConvertible {
        public let page: Int
        public let pageCount: Int

        public var description: String {
            "there is no page \(page); the document has \(pageCount)"
        }
    }
}
