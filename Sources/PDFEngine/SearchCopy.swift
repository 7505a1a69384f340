import CMuPDF
import Foundation

/// A copy of a document with fixed pages that find reads on one thread:
/// opened again from the document's file with a MuPDF context of its own
/// (`MuPDFContext.makeSingleThread`), so the threads of a search, each with
/// its copy, never wait for each other inside MuPDF (which locks for every
/// block it allocates and every font it keeps). One call runs at a time.
public final class SearchCopy: PageSearching, @unchecked Sendable {
    /// The file the copy was opened from.
    public let path: String
    /// The pages searched: those of the document it copies.
    public let pageCount: Int

    private let context: MuPDFContext
    private let handle: OpaquePointer
    private let lock = NSLock()

    /// Resource store of a copy: fonts of the pages being read (text
    /// extraction decodes no images).
    static let storeBytes = 16 << 20

    /// Opens a copy of `document` (which must have fixed pages) from its file.
    /// - Throws: `DocumentError` when the file cannot be opened again, the
    ///   password no longer opens it, or it has fewer pages than `document`.
    public init(of document: Document, password: String?) throws(DocumentError) {
        path = document.path
        pageCount = document.pageCount
        let path = path
        let context = try MuPDFContext.makeSingleThread(storeBytes: Self.storeBytes)
        self.context = context
        handle = try MuPDFCall.object({ cmupdf_document_open(context.handle, path, &$0) },
                                      orThrow: { DocumentFile.classifyOpenFailure(path: path, failure: $0) })
        let handle = handle
        if try Document.isLocked(path: path, { cmupdf_document_needs_password(context.handle, handle, &$0) }) {
            guard let password else { throw .passwordRequired(path: path) }
            guard try Document.unlocks(path: path, { cmupdf_document_authenticate(context.handle, handle, password, &$0) }) else {
                throw .wrongPassword(path: path)
            }
        }
        let count = try MuPDFCall.run({ cmupdf_document_count_pages(context.handle, handle, &$0) }) {
            .damaged(path: path, reason: "cannot count its pages: \($0.message)")
        }
        guard count >= pageCount else {
            throw .damaged(path: path, reason: "has \(count) pages now, not \(pageCount)")
        }
        // A copy whose tree is not mapped finds its pages by walking the tree.
        _ = MuPDFCall.ignoringFailure { cmupdf_document_map_flat_page_tree(context.handle, handle, count, &$0) }
    }

    deinit {
        cmupdf_document_drop(context.handle, handle)
    }

    /// Page `index`'s text searched for `needle` (see `PageSearching`).
    /// - Throws: `.pageOutOfRange`, or `.pageLoadFailed` when the page or its
    ///   text cannot be read.
    public func search(page index: Int, for needle: String, details: TextHit.Details) throws(DocumentError) -> PageSearch {
        guard index >= 0 && index < pageCount else {
            throw .pageOutOfRange(path: path, page: index, pageCount: pageCount)
        }
        lock.lock()
        defer { lock.unlock() }
        let text = try TextPage.extract(page: index, of: handle, path: path, context: context, keeping: .own(context))
        return PageSearch(hasText: text.hasText, hits: try text.search(needle, details: details))
    }
}
