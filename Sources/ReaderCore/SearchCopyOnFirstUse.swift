import Foundation
import PDFEngine

/// A search copy of a document (`SearchCopy`) opened by the search thread
/// that first reads it, not by the window's thread when the first
/// character is typed: opening a copy reads the file and its cross-reference
/// table. A document that cannot be opened again is searched itself.
final class SearchCopyOnFirstUse: PageSearching, @unchecked Sendable {
    let path: String
    let pageCount: Int
    private let document: Document
    private let password: String?
    private let lock = NSLock()
    private var opened: (any PageSearching)?

    /// A copy of `document` (fixed pages), opened with `password` when first searched.
    init(of document: Document, password: String?) {
        self.document = document
        self.password = password
        path = document.path
        pageCount = document.pageCount
    }

    func search(page index: Int, for needle: String, details: TextHit.Details) throws(DocumentError) -> PageSearch {
        let pages = lock.withLock { () -> any PageSearching in
            if let opened { return opened }
            let copy: any PageSearching = (try? SearchCopy(of: document, password: password)) ?? document
            opened = copy
            return copy
        }
        return try pages.search(page: index, for: needle, details: details)
    }
}
