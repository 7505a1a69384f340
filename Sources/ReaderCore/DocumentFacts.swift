import PDFEngine

/// What the window needs to know about its document, read once when it
/// opens (and again when it is unlocked or replaced), so that showing the
/// toolbar or answering a key never waits for the document lock a render
/// worker may hold for a long recording.
public struct DocumentFacts: Equatable, Sendable {
    /// Whether strokes can be drawn on the document, and why not.
    public let inkAvailability: InkAvailability
    /// The kind of document (PDF, EPUB…), for messages.
    public let kind: DocumentKind
    /// Pages; 0 while locked.
    public let pageCount: Int
    /// Whether the document reflows at another text size.
    public let isReflowable: Bool
    /// Whether the document is still locked by a password.
    public let needsPassword: Bool

    /// Reads the facts from `document` (taking its document lock).
    public init(_ document: Document) {
        inkAvailability = document.inkAvailability
        // A kind MuPDF fails to read only words a message: "another format".
        kind = (try? document.kind) ?? .other
        pageCount = document.pageCount
        isReflowable = document.isReflowable
        needsPassword = document.needsPassword
    }
}
