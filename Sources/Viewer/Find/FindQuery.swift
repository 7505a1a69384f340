/// What find searches for, as typed: smart case (as in zathura and vim) and
/// a cap on its length. The window's find bar and `sdlpdf find` both decide
/// matching here.
///
/// MuPDF does the matching (`fz_search_stext_page`), and it always ignores
/// case; a query with a capital letter is case-sensitive, so of MuPDF's hits
/// only those whose own text equals the query are kept (`accepts(matchedText:)`).
public struct FindQuery: Hashable, Sendable {
    /// Characters searched at most; the rest of a longer query is dropped.
    public static let maximumLength = 1000

    /// The text searched: the typed query, cut to `maximumLength` characters.
    public let text: String
    /// Whether the typed query was longer than `maximumLength` and cut.
    public let isTruncated: Bool

    /// A query from typed text.
    public init(_ typed: String) {
        isTruncated = typed.count > Self.maximumLength
        text = isTruncated ? String(typed.prefix(Self.maximumLength)) : typed
    }

    /// A query from bytes an input method sent: invalid UTF-8 becomes U+FFFD
    /// (which no page text matches) instead of failing.
    public init(utf8 bytes: some Collection<UInt8>) {
        self.init(String(decoding: bytes, as: UTF8.self))
    }

    /// Whether nothing is to be searched (empty or only white space).
    public var isEmpty: Bool { text.allSatisfy(\.isWhitespace) }

    /// Whether case matters: the query has a capital letter.
    public var isCaseSensitive: Bool { text.contains(where: \.isUppercase) }

    /// Whether a hit MuPDF matched ignoring case, whose characters on the page
    /// are `matchedText`, is a hit of this query. Case-insensitive queries take
    /// every hit; case-sensitive ones the hits whose text holds the query
    /// exactly, white space aside (MuPDF lets any run of white space match
    /// any other, and a hit across lines has a newline where the query has a
    /// space). Holds, not equals: the text is read from the hit's boxes, which
    /// also take in a neighbour whose box overlaps them (the kerned opening
    /// quote of `“Queequeg`). A hit whose text is unknown (nil) is taken.
    public func accepts(matchedText: String?) -> Bool {
        guard isCaseSensitive, let matchedText else { return true }
        return matchedText.filter { !$0.isWhitespace }.contains(text.filter { !$0.isWhitespace })
    }
}
