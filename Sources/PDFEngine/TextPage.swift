import CMuPDF
import Foundation
import PageGeometry

/// The structured text of one page as MuPDF extracts it (`fz_stext_page`),
/// for finding and printing text. Made by `Document.textPage(at:)` under the
/// document lock; searching and reading it afterwards needs no document, so
/// any thread may use it: each call takes a context of its own from the
/// document's context pool, and one call runs at a time.
///
/// Coordinates are page space: points with the origin at the top-left of the
/// page as displayed (after its /Rotate), y down, as `Document.pageSize(at:)`.
public final class TextPage: @unchecked Sendable {
    /// The 0-based page this text comes from.
    public let pageIndex: Int
    /// Whether the page has any text (false for a scan without OCR).
    public let hasText: Bool

    let handle: OpaquePointer
    let origin: PagePoint
    let path: String
    private let lock = NSLock()
    /// Where the page's contexts come from.
    enum Contexts {
        /// Clones from the pool of the document the text comes from.
        case pool(ContextPool)
        /// The single-thread context the page was extracted with (a
        /// `SearchCopy`'s), which searches and drops it.
        case own(MuPDFContext)
    }

    private let contexts: Contexts

    init(handle: OpaquePointer, pageIndex: Int, bounds: cmupdf_rect, characterCount: Int, path: String, contexts: Contexts) {
        self.handle = handle
        self.contexts = contexts
        self.pageIndex = pageIndex
        self.path = path
        hasText = characterCount > 0
        origin = PagePoint(x: Double(bounds.x0), y: Double(bounds.y0))
    }

    deinit {
        let handle = handle
        switch contexts {
        case .own(let context): cmupdf_stext_page_drop(context.handle, handle)
        case .pool(let pool): try? pool.withContext { cmupdf_stext_page_drop($0.handle, handle) }
        }
    }

    /// The page's text as `mutool draw -F txt` prints it: blocks of lines,
    /// each line ending in a newline, a blank line after each block.
    /// - Throws: `.pageLoadFailed` when MuPDF cannot write it out.
    public func text() throws -> String {
        try withContext { context throws(DocumentError) in
            let raw = try MuPDFCall.object({ cmupdf_stext_page_text(context.handle, handle, &$0) }, orThrow: failure)
            defer { cmupdf_string_free(context.handle, raw) }
            return String(cString: raw)
        }
    }

    /// Every hit of `needle` on the page in reading order, as MuPDF matches
    /// it (`fz_search_stext_page`: ignoring case; any run of white space
    /// matches any other). An empty needle has no hits.
    /// - Parameter details: what to read for each hit besides its rectangles.
    /// - Throws: `.pageLoadFailed` when MuPDF fails to search the page.
    public func search(_ needle: String, details: TextHit.Details = []) throws(DocumentError) -> [TextHit] {
        guard !needle.isEmpty, hasText else { return [] }
        return try withContext { context throws(DocumentError) in
            var found = cmupdf_text_hits()
            defer { cmupdf_text_hits_free(context.handle, &found) }
            try MuPDFCall.run({ cmupdf_stext_search(context.handle, handle, needle, Int32(details.rawValue), &found, &$0) },
                              orThrow: failure)
            let rects = (0..<Int(found.rect_count)).map { i in
                let r = found.rects[i]
                return PageRect(x: Double(r.x0) - origin.x, y: Double(r.y0) - origin.y,
                                width: Double(r.x1 - r.x0), height: Double(r.y1 - r.y0))
            }
            return (0..<Int(found.count)).map { i in
                let hit = found.hits[i]
                let first = Int(hit.first_rect)
                return TextHit(page: pageIndex, rects: Array(rects[first..<first + Int(hit.rect_count)]),
                               text: hit.text.map { String(cString: $0) }, line: hit.line.map { String(cString: $0) })
            }
        }
    }

    func withContext<T>(_ body: (MuPDFContext) throws(DocumentError) -> T) throws(DocumentError) -> T {
        let pool: ContextPool
        switch contexts {
        case .own(let context):
            lock.lock()
            defer { lock.unlock() }
            return try body(context)
        case .pool(let documentPool):
            pool = documentPool
        }
        do {
            return try lock.withLock { try pool.withContext { try body($0) } }
        } catch let error as DocumentError {
            throw error
        } catch {
            preconditionFailure("ContextPool rethrew a non-DocumentError: \(error)")
        }
    }

    private func failure(_ failure: MuPDFFailure) -> DocumentError {
        .pageLoadFailed(path: path, page: pageIndex, reason: "cannot read its text: \(failure.message)")
    }
}

/// One hit of a search on a `TextPage`.
public struct TextHit: Hashable, Sendable {
    /// What `TextPage.search(_:details:)` reads for each hit besides its rectangles.
    public struct Details: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The hit's own characters (`text`).
        public static let text = Details(rawValue: Int(CMUPDF_HIT_TEXT))
        /// The line the hit begins on (`line`).
        public static let line = Details(rawValue: Int(CMUPDF_HIT_LINE))
    }

    /// The 0-based page.
    public var page: Int
    /// One rectangle per line the hit spans, in page space (the bounding
    /// boxes of MuPDF's hit quads).
    public var rects: [PageRect]
    /// The hit's characters as the page has them (lines joined by newlines);
    /// nil unless asked for with `.text`.
    public var text: String?
    /// The text of the line the hit begins on; nil unless asked for with `.line`.
    public var line: String?

    public init(page: Int, rects: [PageRect], text: String? = nil, line: String? = nil) {
        self.page = page
        self.rects = rects
        self.text = text
        self.line = line
    }

    /// The smallest rectangle holding all of `rects`.
    public var box: PageRect {
        guard let first = rects.first else { return PageRect(x: 0, y: 0, width: 0, height: 0) }
        var x0 = first.x, y0 = first.y, x1 = first.x + first.width, y1 = first.y + first.height
        for r in rects.dropFirst() {
            x0 = min(x0, r.x); y0 = min(y0, r.y)
            x1 = max(x1, r.x + r.width); y1 = max(y1, r.y + r.height)
        }
        return PageRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
