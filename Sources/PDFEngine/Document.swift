import CMuPDF
import Foundation
import PDFAppearance

/// A document MuPDF can open: PDF, XPS, CBZ, EPUB and other reflowable formats
/// (laid out at `Document.reflowLayout`), and images.
///
/// An `fz_document` may be used by one thread at a time, so every access to it
/// (loading pages, bounds, links, recording display lists) happens under one
/// lock. Recorded display lists are cached and drawn concurrently, each drawing
/// thread with its own context, so rendering does not hold the lock.
///
/// Appearance options live in `renderOptionsStore`
/// (`document.updateRenderOptions(for: .all) { $0.invertRenderColor = true }`);
/// the engine applies options only where they are passed explicitly.
public final class Document: RenderOptionsConfigurable, @unchecked Sendable {
    /// The page size and text size reflowable documents are laid out at.
    public struct ReflowLayout: Hashable, Sendable {
        public var width: Double
        public var height: Double
        public var em: Double

        public init(width: Double, height: Double, em: Double) {
            self.width = width
            self.height = height
            self.em = em
        }

        /// A5 (420×595 points) with 11-point text: MuPDF's own default, so
        /// pages equal what `mutool draw` makes of the same document.
        public static let standard = ReflowLayout(width: 420, height: 595, em: 11)
    }

    /// The path the document was opened from.
    public let path: String

    /// The document's appearance options (see `RenderOptionsConfigurable`).
    public let renderOptionsStore = RenderOptionsStore()

    let lock = NSLock()
    let context: MuPDFContext
    let handle: OpaquePointer

    private var locked: Bool
    private var count = 0
    private var declaredCount = 0
    private var reflowable = false
    private var sizes: [Int: PageSize] = [:]
    private var origins: [Int: PagePoint] = [:]
    private var pageErrors: [Int: DocumentError] = [:]
    private var displayLists: [Int: DisplayList] = [:]
    private var displayListOrder: [Int] = []
    private let layout: ReflowLayout

    /// Display lists kept for quick re-rendering (they are cheap to keep).
    static let displayListCacheSize = 48

    /// Opens the document at `path`.
    ///
    /// - Parameters:
    ///   - password: unlocks an encrypted document; ignored when it is not encrypted.
    ///   - allowLocked: when true, an encrypted document without a password opens
    ///     locked (`needsPassword` true, no pages) so a window can prompt and call
    ///     `authenticate(password:)`; when false that case throws `.passwordRequired`.
    ///   - layout: the layout for reflowable formats such as EPUB.
    /// - Throws: `DocumentError` naming the file and the reason.
    public init(path: String, password: String? = nil, allowLocked: Bool = false, layout: ReflowLayout = .standard) throws {
        self.path = path
        self.layout = layout
        try Self.checkReadableFile(path)
        context = try MuPDFContext.makeClone()
        var error = cmupdf_error()
        guard let handle = cmupdf_document_open(context.handle, path, &error) else {
            throw Self.classifyOpenFailure(path: path, failure: MuPDFFailure(error))
        }
        self.handle = handle
        locked = cmupdf_document_needs_password(context.handle, handle, &error) == 1
        if locked {
            if let password {
                guard cmupdf_document_authenticate(context.handle, handle, password, &error) == 1 else {
                    throw DocumentError.wrongPassword(path: path)
                }
                locked = false
            } else if !allowLocked {
                throw DocumentError.passwordRequired(path: path)
            }
        }
        if !locked {
            try loadPageCount()
        }
    }

    deinit {
        displayLists.removeAll()
        cmupdf_document_drop(context.handle, handle)
    }

    /// Number of pages; 0 while the document is locked.
    public var pageCount: Int { lock.withLock { count } }

    /// The page count the file claims when it is larger than the pages that
    /// exist (a broken page tree); otherwise equal to `pageCount`.
    public var declaredPageCount: Int { lock.withLock { declaredCount } }

    /// Whether the document reflows (EPUB and similar), laid out at `layout`.
    public var isReflowable: Bool { lock.withLock { reflowable } }

    /// Whether the document is encrypted and still locked.
    public var needsPassword: Bool { lock.withLock { locked } }

    /// The document's title from its metadata, if it has a non-empty one.
    public var title: String? { metadata("info:Title") }

    /// The format MuPDF recognised, for example "PDF 1.7" or "EPUB".
    public var format: String? { metadata("format") }

    private func metadata(_ key: String) -> String? {
        lock.withLock {
            var buffer = [CChar](repeating: 0, count: 1024)
            var error = cmupdf_error()
            guard cmupdf_document_metadata(context.handle, handle, key, &buffer, Int32(buffer.count), &error) == 1 else { return nil }
            let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : text
        }
    }

    /// Tries `password` on a locked document. Returns true when the document is
    /// (now) unlocked and its pages are available.
    public func authenticate(password: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard locked else { return true }
        var error = cmupdf_error()
        guard cmupdf_document_authenticate(context.handle, handle, password, &error) == 1 else { return false }
        locked = false
        do {
            try loadPageCountLocked()
        } catch {
            count = 0
        }
        return true
    }

    /// The size of page `index` in points after the page's own /Rotate
    /// (`fz_bound_page`). A page that cannot be loaded reports the first
    /// page's size (or US Letter) and its error through `pageError(at:)`.
    public func pageSize(at index: Int) -> PageSize {
        lock.withLock { sizeLocked(index) }
    }

    /// Why page `index` cannot be shown, if it failed to load or record.
    public func pageError(at index: Int) -> DocumentError? {
        lock.withLock {
            _ = sizeLocked(index)
            return pageErrors[index]
        }
    }

    /// The links on page `index`, in page space (points, origin at the page's
    /// top-left, as `pageSize(at:)`). Internal links are resolved to a page.
    public func links(onPage index: Int) throws -> [Link] {
        try checkPage(index)
        return try lock.withLock {
            var error = cmupdf_error()
            var n: Int32 = 0
            let raw = cmupdf_page_links(context.handle, handle, Int32(index), &n, &error)
            if error.failed != 0 {
                throw DocumentError.pageLoadFailed(path: path, page: index, reason: MuPDFFailure(error).message)
            }
            defer { cmupdf_links_free(context.handle, raw, n) }
            guard let raw else { return [] }
            let origin = originLocked(index)
            return (0..<Int(n)).map { i in
                let item = raw[i]
                let rect = PageRect(x: Double(item.rect.x0) - origin.x, y: Double(item.rect.y0) - origin.y,
                                    width: Double(item.rect.x1 - item.rect.x0), height: Double(item.rect.y1 - item.rect.y0))
                return Link(rect: rect, destination: destinationLocked(uri: item.uri, external: item.is_external,
                                                                         page: item.page, x: item.x, y: item.y))
            }
        }
    }

    /// The table of contents flattened depth-first (at most `limit` entries);
    /// empty when the document has none or it cannot be read.
    public func outline(limit: Int = 10_000) -> [OutlineItem] {
        lock.withLock {
            guard !locked else { return [] }
            var error = cmupdf_error()
            var n: Int32 = 0
            guard let raw = cmupdf_document_outline(context.handle, handle, Int32(limit), &n, &error) else { return [] }
            defer { cmupdf_outline_free(context.handle, raw, n) }
            return (0..<Int(n)).map { i in
                let item = raw[i]
                let title = item.title.map { String(cString: $0) } ?? ""
                return OutlineItem(title: title, depth: Int(item.depth),
                                   destination: destinationLocked(uri: item.uri, external: item.is_external,
                                                                  page: item.page, x: item.x, y: item.y))
            }
        }
    }

    /// Throws `.passwordRequired` while the document is locked and
    /// `.pageOutOfRange` unless `index` is a page of the document.
    func checkPage(_ index: Int) throws(DocumentError) {
        let (n, isLocked) = lock.withLock { (count, locked) }
        guard !isLocked else { throw .passwordRequired(path: path) }
        guard index >= 0 && index < n else {
            throw .pageOutOfRange(path: path, page: index, pageCount: n)
        }
    }

    /// The page's display list, recorded under the document lock on first use.
    /// An aborted recording is discarded, not cached.
    func displayList(forPage index: Int, cookie: RenderCookie?) throws(DocumentError) -> DisplayList {
        try checkPage(index)
        lock.lock()
        defer { lock.unlock() }
        if let list = displayLists[index] {
            displayListOrder.removeAll { $0 == index }
            displayListOrder.append(index)
            return list
        }
        if let failure = pageErrors[index] {
            throw failure
        }
        var error = cmupdf_error()
        var usesOverprint: Int32 = 0
        let raw = cmupdf_display_list_new(context.handle, handle, Int32(index), cookie?.handle, &usesOverprint, &error)
        if let cookie, cookie.isAborted {
            if let raw { cmupdf_display_list_drop(context.handle, raw) }
            throw cookie.abortError(path: path, page: index)
        }
        guard let raw else {
            let failure = DocumentError.pageLoadFailed(path: path, page: index, reason: MuPDFFailure(error).message)
            pageErrors[index] = failure
            throw failure
        }
        let list = DisplayList(handle: raw, usesOverprint: usesOverprint != 0)
        displayLists[index] = list
        displayListOrder.append(index)
        if displayListOrder.count > Self.displayListCacheSize {
            displayLists[displayListOrder.removeFirst()] = nil
        }
        return list
    }

    /// The page's bounds as MuPDF reports them (origin may be non-zero).
    func bounds(ofPage index: Int) -> cmupdf_rect {
        lock.withLock {
            let size = sizeLocked(index)
            let origin = originLocked(index)
            return cmupdf_rect(x0: Float(origin.x), y0: Float(origin.y),
                               x1: Float(origin.x + size.width), y1: Float(origin.y + size.height))
        }
    }

    // MARK: - Under the lock

    private func loadPageCount() throws {
        lock.lock()
        defer { lock.unlock() }
        try loadPageCountLocked()
    }

    private func loadPageCountLocked() throws {
        var error = cmupdf_error()
        let laidOut = cmupdf_document_layout(context.handle, handle, Float(layout.width), Float(layout.height), Float(layout.em), &error)
        reflowable = laidOut == 1
        let n = Int(cmupdf_document_count_pages(context.handle, handle, &error))
        if n < 0 {
            throw DocumentError.damaged(path: path, reason: MuPDFFailure(error).message)
        }
        guard n > 0 else { throw DocumentError.noPages(path: path) }
        declaredCount = n
        count = existingPageCount(declared: n)
    }

    /// A page tree may claim far more pages than exist (a bogus /Count). When
    /// the last page cannot be loaded, binary-search the last one that can; if
    /// more than `Self.implausibleMissingPages` pages are missing the count
    /// is clamped, otherwise missing pages stay as error pages.
    private func existingPageCount(declared n: Int) -> Int {
        guard n > 1, loadBounds(n - 1) == nil else { return n }
        var low = 0, high = n - 1 // low loads (or is page 0), high does not
        while high - low > 1 {
            let mid = low + (high - low) / 2
            if loadBounds(mid) != nil { low = mid } else { high = mid }
        }
        let existing = low + 1
        return n - existing > Self.implausibleMissingPages ? existing : n
    }

    /// How many trailing unloadable pages make a page count implausible.
    static let implausibleMissingPages = 1000

    private func loadBounds(_ index: Int) -> cmupdf_rect? {
        var rect = cmupdf_rect()
        var error = cmupdf_error()
        guard cmupdf_page_bounds(context.handle, handle, Int32(index), &rect, &error) == 0 else {
            pageErrors[index] = .pageLoadFailed(path: path, page: index, reason: MuPDFFailure(error).message)
            return nil
        }
        return rect
    }

    private func sizeLocked(_ index: Int) -> PageSize {
        precondition(index >= 0 && index < max(count, 1), "page index \(index) out of range 0..<\(count)")
        if let size = sizes[index] { return size }
        guard !locked else { return .letter }
        guard let rect = loadBounds(index) else {
            let fallback = index == 0 ? PageSize.letter : sizeLocked(0)
            sizes[index] = fallback
            return fallback
        }
        let size = PageSize(width: Double(rect.x1 - rect.x0), height: Double(rect.y1 - rect.y0))
        sizes[index] = size
        origins[index] = PagePoint(x: Double(rect.x0), y: Double(rect.y0))
        return size
    }

    private func originLocked(_ index: Int) -> PagePoint {
        _ = sizeLocked(index)
        return origins[index] ?? PagePoint(x: 0, y: 0)
    }

    private func destinationLocked(uri: UnsafeMutablePointer<CChar>?, external: Int32, page: Int32, x: Float, y: Float) -> LinkDestination {
        let text = uri.map { String(cString: $0) } ?? ""
        if external != 0 { return .external(uri: text) }
        guard page >= 0 && Int(page) < count else { return .unresolved(uri: text) }
        guard x.isFinite && y.isFinite else { return .page(index: Int(page), point: nil) }
        let origin = originLocked(Int(page))
        return .page(index: Int(page), point: PagePoint(x: Double(x) - origin.x, y: Double(y) - origin.y))
    }

    // MARK: - Opening

    /// Checks that `path` is a readable, non-empty regular file.
    private static func checkReadableFile(_ path: String) throws(DocumentError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .fileNotFound(path: path) }
            throw .unreadable(path: path, reason: String(cString: strerror(code)))
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw .unreadable(path: path, reason: "it is a directory")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable(path: path, reason: "not a regular file")
        }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        close(fd)
        guard info.st_size > 0 else { throw .emptyFile(path: path) }
    }

    /// Files that start like a format MuPDF reads but fail to open are damaged;
    /// anything else is not a document.
    private static func classifyOpenFailure(path: String, failure: MuPDFFailure) -> DocumentError {
        guard let file = FileHandle(forReadingAtPath: path) else {
            return .unreadable(path: path, reason: failure.message)
        }
        defer { try? file.close() }
        let head = (try? file.read(upToCount: 1024)) ?? Data()
        let signatures: [[UInt8]] = [
            Array("%PDF".utf8), [0x50, 0x4B, 0x03, 0x04], [0xFF, 0xD8, 0xFF], [0x89, 0x50, 0x4E, 0x47],
            Array("GIF8".utf8), [0x49, 0x49, 0x2A, 0x00], [0x4D, 0x4D, 0x00, 0x2A], Array("AT&TFORM".utf8),
        ]
        let bytes = [UInt8](head)
        let known = signatures.contains { sig in bytes.starts(with: sig) }
            || bytes.firstRange(of: Array("%PDF-".utf8)) != nil
        return known ? .damaged(path: path, reason: failure.message) : .notADocument(path: path, reason: failure.message)
    }
}
