/// What find searches page by page: a `Document` itself, or a `SearchCopy`
/// of it that one search thread reads alone.
public protocol PageSearching: AnyObject, Sendable {
    /// The file the pages come from.
    var path: String { get }
    /// The pages there are to search.
    var pageCount: Int { get }
    /// Page `index`'s text searched for `needle`, as `TextPage.search(_:details:)`.
    /// - Throws: `.pageOutOfRange`, or `.pageLoadFailed` when the page or its
    ///   text cannot be read.
    func search(page index: Int, for needle: String, details: TextHit.Details) throws(DocumentError) -> PageSearch
}

/// What searching one page found.
public struct PageSearch: Sendable {
    /// Whether the page has any text (false for a scan without OCR).
    public var hasText: Bool
    /// The hits in reading order.
    public var hits: [TextHit]
}
