/// What a find has learnt about a document so far: the hits of each page
/// searched, which page is searched next, and the current hit. Pure state:
/// the search itself (MuPDF, in the background) reports each page with
/// `record(page:hits:hasText:)` or `recordFailure(page:)`, in the order
/// `pageSearchOrder` gives, and the find bar shows `status`.
///
/// Pages are searched from the page the reader is on to the end, then from
/// the first page, so the first hit shown is the next one in the text.
/// `next()` and `previous()` move through the hits in document order and
/// wrap around at its ends.
public struct FindResults: Equatable, Sendable {
    /// What is searched.
    public let query: FindQuery
    /// Pages of the document.
    public let pageCount: Int
    /// The page the search started on (0-based).
    public let startPage: Int

    /// Hit rectangles of each page searched, in page space, per hit.
    public private(set) var hitsByPage: [Int: [[PageRect]]] = [:]
    /// The hit the reader is at; nil until one is found.
    public private(set) var current: FindHitLocation?
    /// Pages searched so far (with or without text, or failed).
    public private(set) var searchedPages = 0
    /// Pages whose text could not be read; they are skipped.
    public private(set) var failedPages = 0
    /// Whether any page searched so far has text.
    public private(set) var foundText = false

    /// A find for `query` in a document of `pageCount` pages, the reader on `startPage`.
    public init(query: FindQuery, pageCount: Int, startPage: Int) {
        self.query = query
        self.pageCount = max(pageCount, 0)
        self.startPage = pageCount > 0 ? min(max(startPage, 0), pageCount - 1) : 0
    }

    /// The pages in the order they are searched: from `startPage` to the
    /// last, then from the first.
    public var pageSearchOrder: [Int] {
        Array(startPage..<pageCount) + Array(0..<startPage)
    }

    /// The page searched next, nil when every page has been.
    public var nextPageToSearch: Int? {
        searchedPages < pageCount ? (startPage + searchedPages) % pageCount : nil
    }

    /// Whether every page has been searched: the count is final.
    public var isComplete: Bool { searchedPages >= pageCount }

    /// Hits found so far.
    public var hitCount: Int { hitsByPage.values.reduce(0) { $0 + $1.count } }

    /// Records the hits of the page searched next (`nextPageToSearch`).
    /// The first hit found becomes the current one. Returns true when it did,
    /// so the view can go to it.
    @discardableResult
    public mutating func record(page: Int, hits: [[PageRect]], hasText: Bool) -> Bool {
        guard page == nextPageToSearch else { return false }
        searchedPages += 1
        foundText = foundText || hasText
        guard !hits.isEmpty else { return false }
        hitsByPage[page] = hits
        guard current == nil else { return false }
        current = FindHitLocation(page: page, index: 0)
        return true
    }

    /// Records that the page searched next could not be searched (its text
    /// could not be read): it is skipped and counted.
    public mutating func recordFailure(page: Int) {
        guard page == nextPageToSearch else { return }
        searchedPages += 1
        failedPages += 1
    }

    /// The rectangles of the hit at `location`, nil when there is none.
    public func rects(at location: FindHitLocation) -> [PageRect]? {
        guard let hits = hitsByPage[location.page], hits.indices.contains(location.index) else { return nil }
        return hits[location.index]
    }

    /// Moves to the next hit in document order, wrapping after the last;
    /// nil (and no move) when there is no hit yet.
    @discardableResult
    public mutating func next() -> FindHitLocation? {
        move(forward: true)
    }

    /// Moves to the previous hit in document order, wrapping before the first.
    @discardableResult
    public mutating func previous() -> FindHitLocation? {
        move(forward: false)
    }

    /// 1-based position of the current hit among those found, in document order.
    public var currentOrdinal: Int? {
        guard let current else { return nil }
        return hitsByPage.filter { $0.key < current.page }.values.reduce(0) { $0 + $1.count } + current.index + 1
    }

    /// What the find bar says: `3 of 57`, `searching… page 120 of 352`,
    /// `not found`, `this document has no text to search`, followed by how
    /// many pages could not be searched and whether the query was cut.
    public var status: String {
        var parts: [String] = []
        if let page = nextPageToSearch {
            if let ordinal = currentOrdinal { parts.append("\(ordinal) of \(hitCount)+") }
            parts.append("searching… page \(page + 1) of \(pageCount)")
        } else if let ordinal = currentOrdinal {
            parts.append("\(ordinal) of \(hitCount)")
        } else if !foundText && failedPages < pageCount {
            parts.append("this document has no text to search")
        } else {
            parts.append("not found")
        }
        if failedPages > 0 {
            parts.append(failedPages == 1 ? "1 page could not be searched" : "\(failedPages) pages could not be searched")
        }
        if query.isTruncated {
            parts.append("only the first \(FindQuery.maximumLength) characters are searched")
        }
        return parts.joined(separator: " · ")
    }

    private mutating func move(forward: Bool) -> FindHitLocation? {
        let all = hitsByPage.keys.sorted().flatMap { page in hitsByPage[page]!.indices.map { FindHitLocation(page: page, index: $0) } }
        guard !all.isEmpty else { return nil }
        let target: FindHitLocation
        if let current {
            if forward {
                target = all.first { $0 > current } ?? all[0]
            } else {
                target = all.last { $0 < current } ?? all[all.count - 1]
            }
        } else {
            target = all.first { $0.page >= startPage } ?? all[0]
        }
        current = target
        return target
    }
}
