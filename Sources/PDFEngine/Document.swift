import CMuPDF
import Foundation
import PDFAppearance

/// A document MuPDF can open: PDF, XPS, CBZ, EPUB and other reflowable formats
/// (laid out at `ReflowLayout.standard` unless told otherwise), and images.
///
/// An `fz_document` may be used by one thread at a time, so every access to it
/// (loading pages, bounds, links, recording display lists) happens under one
/// document lock. What was learnt from it (page count, sizes, errors, recorded
/// display lists) sits behind a second, briefly held lock, so cached answers
/// never wait for a slow page being recorded. Display lists are drawn
/// concurrently, each drawing thread with its own context.
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

    /// Held for every use of `handle`; taken before `stateLock`, never after.
    /// Ink edits, saving and the links a click follows take it through
    /// `withDocumentLockAheadOfRecording`, which interrupts a display-list
    /// recording in progress rather than wait for it; every other use (text,
    /// page sizes, the copy permission…) waits for the recording to finish.
    let documentLock = NSLock()
    /// Lets edits in ahead of display-list recordings (see `RecordingYield`).
    let recordingYield = RecordingYield()
    /// Guards the fields below; held only briefly, never while calling MuPDF.
    let stateLock = NSLock()
    /// The document's MuPDF contexts: a family of its own, so its memory
    /// budget (`MemoryLimit`) and resource store are its own.
    let contexts: ContextPool
    let context: MuPDFContext
    let handle: OpaquePointer
    private var reflowLayout: ReflowLayout
    /// Ink edits for undo, redo and the journal; used under `stateLock`.
    let inkHistory = InkHistory()
    /// Writes the ink journal off the editing thread.
    let journalWriter = InkJournalWriter()
    /// The file at `path` whose bytes the document holds: the one opened,
    /// or the one a save last wrote there; used under `stateLock`.
    var fileIdentity: FileIdentity?

    private var locked: Bool
    private var count = 0
    private var declaredCount = 0
    private var reflowable = false
    /// Sizes and origins of pages loaded one by one (the pages shown before
    /// the background walk is done, or every page where it cannot walk).
    private var sizes: [Int: PageSize] = [:]
    private var origins: [Int: PagePoint] = [:]
    /// Every page's bounds once `readPageSizesInBackground` read them in
    /// one walk (16 bytes a page); empty before.
    private var walkedBounds: [cmupdf_rect] = []
    /// Whether every page's size is known (see `allPageSizesKnown`).
    private var allSizesKnown = false
    /// Whether `readPageSizesInBackground` started for the current page count.
    private var sizeReadingStarted = false
    private var pageErrors: [Int: DocumentError] = [:]
    private var displayLists: [Int: DisplayList] = [:]
    private var displayListOrder: [Int] = []

    /// Display lists kept for quick re-rendering: the pages around the reader.
    static let displayListCacheSize = 16

    /// How many trailing unloadable pages make a page count implausible.
    static let implausibleMissingPages = 1000

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
        reflowLayout = layout
        try DocumentFile.checkReadableFile(path)
        fileIdentity = FileIdentity(path: path)
        let contexts = try ContextPool()
        self.contexts = contexts
        let context = try contexts.makeClone()
        self.context = context
        let handle = try MuPDFCall.object({ cmupdf_document_open(context.handle, path, &$0) },
                                          orThrow: { DocumentFile.classifyOpenFailure(path: path, failure: $0) })
        self.handle = handle
        locked = try Self.isLocked(path: path) { cmupdf_document_needs_password(context.handle, handle, &$0) }
        if locked {
            if let password {
                guard try Self.unlocks(path: path, { cmupdf_document_authenticate(context.handle, handle, password, &$0) }) else {
                    throw DocumentError.wrongPassword(path: path)
                }
                locked = false
            } else if !allowLocked {
                throw DocumentError.passwordRequired(path: path)
            }
        }
        if !locked {
            try withDocumentLockBehindRecording { try loadPageCount() }
        }
    }

    deinit {
        journalWriter.finish()
        displayLists.removeAll()
        cmupdf_document_drop(context.handle, handle)
    }

    /// Number of pages; 0 while the document is locked.
    public var pageCount: Int { stateLock.withLock { count } }

    /// The page count the file claims when it is larger than the pages that
    /// exist (a broken page tree); otherwise equal to `pageCount`.
    public var declaredPageCount: Int { stateLock.withLock { declaredCount } }

    /// Whether the document reflows (EPUB and similar), laid out at `layout`.
    public var isReflowable: Bool { stateLock.withLock { reflowable } }

    /// The page size and text size a reflowable document is laid out at
    /// (what it was opened with, or the last `relayout`).
    public var layout: ReflowLayout { stateLock.withLock { reflowLayout } }

    /// Lays a reflowable document out again at `layout` (another text size)
    /// and returns the 0-based page that now holds what began page `page`
    /// (MuPDF's bookmarks). See `relayout(_:keepingPages:)`.
    public func relayout(_ layout: ReflowLayout, keepingPage page: Int) throws -> Int {
        try relayout(layout, keepingPages: [page])[0]
    }

    /// Lays a reflowable document out again at `layout` (another text size)
    /// and returns, for each 0-based page of `pages`, the page that now holds
    /// what began it (MuPDF's bookmarks, all made before the one layout and
    /// looked up after it: a bookmark only finds its place again in the
    /// document it was made in). Page count, sizes, errors and display
    /// lists are learnt anew; pixels rendered before belong to the old
    /// pages, so call it on a document no render queue uses yet (the window
    /// relays out a second copy and then switches to it). A document with
    /// fixed pages is left as it is and `pages` returned.
    public func relayout(_ layout: ReflowLayout, keepingPages pages: [Int]) throws -> [Int] {
        for page in pages { try checkPage(page) }
        guard isReflowable else { return pages }
        return try withDocumentLockBehindRecording {
            var kept = pages.map(Int32.init)
            _ = try MuPDFCall.run({ error in
                kept.withUnsafeMutableBufferPointer {
                    cmupdf_document_relayout_pages(context.handle, handle, $0.baseAddress, Int32($0.count), Float(layout.width),
                                                   Float(layout.height), Float(layout.em), &error)
                }
            }, orThrow: damaged)
            stateLock.withLock {
                reflowLayout = layout
                sizes = [:]
                origins = [:]
                walkedBounds = []
                allSizesKnown = false
                sizeReadingStarted = false
                pageErrors = [:]
                displayLists = [:]
                displayListOrder = []
            }
            try countPages(reflowable: true)
            return kept.map { min(Int($0), pageCount - 1) }
        }
    }

    /// Whether the document is encrypted and still locked.
    public var needsPassword: Bool { stateLock.withLock { locked } }

    /// The document's title from its metadata, nil when it has none (or an
    /// empty one).
    /// - Throws: `.metadataUnreadable` when MuPDF fails to read it.
    public var title: String? { get throws { try metadata("info:Title") } }

    /// The format MuPDF recognised, for example "PDF 1.7" or "EPUB".
    /// - Throws: `.metadataUnreadable` when MuPDF fails to read it.
    public var format: String? { get throws { try metadata("format") } }

    /// The kind of document, from MuPDF's format name.
    /// - Throws: `.metadataUnreadable` when MuPDF fails to read the format.
    public var kind: DocumentKind { get throws { DocumentKind(format: try format) } }

    /// Tries `password` on a locked document. Returns true when the document is
    /// (now) unlocked and its pages are available, false when the password
    /// does not open it.
    /// - Throws: `DocumentError` when MuPDF fails to check the password, or
    ///   the unlocked document has no pages it can count; it stays locked.
    public func authenticate(password: String) throws -> Bool {
        try withDocumentLockBehindRecording {
            guard stateLock.withLock({ locked }) else { return true }
            guard try Self.unlocks(path: path, { cmupdf_document_authenticate(context.handle, handle, password, &$0) }) else {
                return false
            }
            try loadPageCount()
            stateLock.withLock { locked = false }
            return true
        }
    }

    /// Whether the document behind `needsPassword` (a call of
    /// `cmupdf_document_needs_password`) is locked. When MuPDF cannot tell,
    /// that is an error, never "not locked".
    static func isLocked(path: String, _ needsPassword: (inout cmupdf_error) -> Int32) throws(DocumentError) -> Bool {
        try MuPDFCall.run(needsPassword) {
            .damaged(path: path, reason: "cannot tell whether it needs a password: \($0.message)")
        } == 1
    }

    /// Whether the password `authenticate` (a call of `cmupdf_document_authenticate`)
    /// tries opens the document. When MuPDF cannot check, that is an error,
    /// never "wrong password".
    static func unlocks(path: String, _ authenticate: (inout cmupdf_error) -> Int32) throws(DocumentError) -> Bool {
        try MuPDFCall.run(authenticate) {
            .damaged(path: path, reason: "cannot check the password: \($0.message)")
        } == 1
    }

    /// The size of page `index` in points after the page's own /Rotate
    /// (`fz_bound_page`). A page that cannot be loaded reports the first
    /// page's size (or US Letter) and its error through `pageError(at:)`.
    public func pageSize(at index: Int) -> PageSize {
        if let size = knownPageSize(at: index) { return size }
        return withDocumentLockForThisThread { loadedSize(index) }
    }

    /// The size of page `index` when it is known without loading the page
    /// (read by `readPageSizesInBackground`, or loaded before); nil otherwise.
    public func knownPageSize(at index: Int) -> PageSize? {
        stateLock.withLock { knownSize(index) }
    }

    /// Every page's size where it is known without loading the page, and
    /// `estimate` elsewhere; `estimated` flags those pages (no pages when
    /// all are known). Runs of equal sizes cost one entry, so before the
    /// walk a document of any length is a few runs.
    public func knownPageSizes(estimate: PageSize) -> (sizes: PageRuns<PageSize>, estimated: PageRuns<Bool>) {
        stateLock.withLock {
            // The walked bounds, or none; then the few pages loaded one by one.
            let walked = walkedBounds.count == count
            var known = walked ? PageRuns(walkedBounds.lazy.map(Self.size(of:))) : PageRuns(repeating: estimate, count: count)
            var estimated = walked ? PageRuns() : PageRuns(repeating: true, count: count)
            for (index, size) in sizes where index < count {
                known[index] = size
                if !walked { estimated[index] = false }
            }
            return (known, estimated.contains(true) ? estimated : PageRuns())
        }
    }

    /// The size of a page's bounds.
    private static func size(of bounds: cmupdf_rect) -> PageSize {
        PageSize(width: Double(bounds.x1 - bounds.x0), height: Double(bounds.y1 - bounds.y0))
    }

    /// Whether every page's size is known, so `pageSize(at:)` never loads a page.
    public var allPageSizesKnown: Bool { stateLock.withLock { allSizesKnown } }

    /// Whether `readPageSizesInBackground` started and has not read every size yet.
    public var isReadingPageSizes: Bool { stateLock.withLock { sizeReadingStarted && !allSizesKnown && !locked } }

    /// Reads every page's size on a background thread and calls `ready`
    /// there once all are known (at once when they are). A PDF's page tree
    /// is walked a few hundred pages at a time, the document lock free in
    /// between so renders go first, and the page objects the walk parsed are
    /// dropped again: reading costs no memory per page beyond the 16 bytes
    /// of its bounds (see page_sizes.c). Other documents, and trees the walk
    /// cannot number as MuPDF does, are read page by page. Starts once per
    /// page count.
    public func readPageSizesInBackground(ready: @escaping @Sendable () -> Void) {
        let (n, start, known) = stateLock.withLock { () -> (Int, Bool, Bool) in
            defer { sizeReadingStarted = true }
            return (count, !sizeReadingStarted && !locked, allSizesKnown)
        }
        guard !known else { return ready() }
        guard start, n > 0 else { return }
        DispatchQueue.global(qos: .utility).async { [weak self] in
            guard let self else { return }
            if !walkPageTree(count: n) { readSizesPageByPage(count: n) }
            stateLock.withLock { self.allSizesKnown = self.count == n }
            ready()
        }
    }

    /// Pages read by one step of the page-tree walk (a few milliseconds).
    static let pagesPerWalkStep: Int32 = 512

    /// Walks a PDF's page tree in steps (see `readPageSizesInBackground`);
    /// false when it cannot (another format, a tree MuPDF numbers otherwise).
    private func walkPageTree(count n: Int) -> Bool {
        var walk = cmupdf_page_walk()
        var bounds = [cmupdf_rect](repeating: cmupdf_rect(), count: n)
        var step = 0
        while step == 0 {
            // A document the walk cannot read is read page by page.
            step = withDocumentLockBehindRecording {
                MuPDFCall.ignoringFailure {
                    cmupdf_page_walk_step(context.handle, handle, &walk, &bounds, Int32(n), Self.pagesPerWalkStep, &$0)
                }.map(Int.init) ?? -1
            }
            sched_yield()
        }
        guard step == 1 else { return false }
        stateLock.withLock { if count == n { walkedBounds = bounds } }
        return true
    }

    /// Loads every page's size one page at a time, the document lock free in between.
    private func readSizesPageByPage(count n: Int) {
        for index in 0..<n {
            guard stateLock.withLock({ count == n }) else { return }
            withDocumentLockBehindRecording { _ = loadedSize(index) }
        }
    }

    /// The known size of page `index`; call holding `stateLock`.
    private func knownSize(_ index: Int) -> PageSize? {
        if let size = sizes[index] { return size }
        guard walkedBounds.indices.contains(index) else { return nil }
        return Self.size(of: walkedBounds[index])
    }

    /// The known origin of page `index`; call holding `stateLock`.
    private func knownOrigin(_ index: Int) -> PagePoint? {
        if let origin = origins[index] { return origin }
        guard walkedBounds.indices.contains(index) else { return nil }
        return PagePoint(x: Double(walkedBounds[index].x0), y: Double(walkedBounds[index].y0))
    }

    /// Why page `index` cannot be shown, if it failed to load or record.
    public func pageError(at index: Int) -> DocumentError? {
        _ = pageSize(at: index)
        return stateLock.withLock { pageErrors[index] }
    }

    /// The links on page `index`, in page space (points, origin at the page's
    /// top-left, as `pageSize(at:)`). Internal links are resolved to a page.
    /// - Parameter aheadOfRecording: when a reader waits for the answer (a
    ///   click), a display-list recording in progress stops for it and starts
    ///   again afterwards; otherwise (reading ahead) this waits for the recording.
    public func links(onPage index: Int, aheadOfRecording: Bool = false) throws -> [Link] {
        try checkPage(index)
        return try aheadOfRecording ? withDocumentLockAheadOfRecording { try linksHoldingDocumentLock(onPage: index) }
            : withDocumentLockBehindRecording { try linksHoldingDocumentLock(onPage: index) }
    }

    /// `links(onPage:)` for a caller that holds the document lock.
    private func linksHoldingDocumentLock(onPage index: Int) throws(DocumentError) -> [Link] {
        try MuPDFCall.list({ cmupdf_page_links(context.handle, handle, Int32(index), &$0, &$1) },
                           free: { cmupdf_links_free(context.handle, $0, $1) }) {
            .pageLoadFailed(path: path, page: index, reason: $0.message)
        } element: { item in
            let origin = loadedOrigin(index)
            let rect = PageRect(x: Double(item.rect.x0) - origin.x, y: Double(item.rect.y0) - origin.y,
                                width: Double(item.rect.x1 - item.rect.x0), height: Double(item.rect.y1 - item.rect.y0))
            return Link(rect: rect, destination: destination(uri: item.uri, external: item.is_external,
                                                             page: item.page, x: item.x, y: item.y))
        }
    }

    /// The table of contents flattened depth-first (at most `limit` entries);
    /// empty when the document has none.
    /// - Throws: `.passwordRequired` while the document is locked, and
    ///   `.outlineUnreadable` when it has an outline MuPDF cannot read (the
    ///   pages are still there: a viewer can show the document without it).
    public func outline(limit: Int = 10_000) throws -> [OutlineItem] {
        guard !needsPassword else { throw DocumentError.passwordRequired(path: path) }
        return try withDocumentLockBehindRecording {
            try MuPDFCall.list({ cmupdf_document_outline(context.handle, handle, Int32(limit), &$0, &$1) },
                               free: { cmupdf_outline_free(context.handle, $0, $1) }) {
                .outlineUnreadable(path: path, reason: $0.message)
            } element: { item in
                let title = item.title.map { String(cString: $0) } ?? ""
                return OutlineItem(title: title, depth: Int(item.depth),
                                   destination: destination(uri: item.uri, external: item.is_external,
                                                            page: item.page, x: item.x, y: item.y))
            }
        }
    }

    /// The ranges of the document's page labels (a PDF's /PageLabels, read
    /// by the shim since MuPDF 1.21 has no helper), at most `limit`; empty
    /// for a document without labels and for other formats.
    /// - Throws: `.passwordRequired` while the document is locked, and
    ///   `.pageLabelsUnreadable` when MuPDF fails to read the tree.
    public func pageLabelRanges(limit: Int = 100_000) throws -> [PageLabelRange] {
        guard !needsPassword else { throw DocumentError.passwordRequired(path: path) }
        return try withDocumentLockBehindRecording {
            try MuPDFCall.list({ cmupdf_document_page_labels(context.handle, handle, Int32(limit), &$0, &$1) },
                               free: { cmupdf_page_labels_free(context.handle, $0, $1) }) {
                .pageLabelsUnreadable(path: path, reason: $0.message)
            } element: { range in
                let style = range.style == 0 ? nil : Character(Unicode.Scalar(UInt8(bitPattern: range.style)))
                return PageLabelRange(firstPage: Int(range.first_page), style: style,
                                      prefix: range.prefix.map { String(cString: $0) } ?? "", start: Int(range.start))
            }
        }
    }

    /// Throws `.passwordRequired` while the document is locked and
    /// `.pageOutOfRange` unless `index` is a page of the document.
    func checkPage(_ index: Int) throws(DocumentError) {
        let (n, isLocked) = stateLock.withLock { (count, locked) }
        guard !isLocked else { throw .passwordRequired(path: path) }
        guard index >= 0 && index < n else {
            throw .pageOutOfRange(path: path, page: index, pageCount: n)
        }
    }

    /// The page's display list, recorded under the document lock on first use.
    /// An aborted recording is discarded, not cached; one interrupted for an
    /// edit (`withDocumentLockAheadOfRecording`) starts again after it.
    func displayList(forPage index: Int, cookie: RenderCookie?) throws(DocumentError) -> DisplayList {
        try checkPage(index)
        if let list = cachedDisplayList(index) { return list }
        let cookie = cookie ?? RenderCookie()
        while true {
            if let list = try recordingYield.record(under: documentLock, cookie: cookie, { () throws(DocumentError) in
                try recordDisplayList(forPage: index, cookie: cookie)
            }) {
                return list
            }
        }
    }

    /// Records page `index`'s display list; the caller holds the document
    /// lock. Nil when the recording stopped to let an edit in.
    private func recordDisplayList(forPage index: Int, cookie: RenderCookie) throws(DocumentError) -> DisplayList? {
        if let list = cachedDisplayList(index) { return list }
        if let failure = stateLock.withLock({ pageErrors[index] }) { throw failure }
        var usesOverprint: Int32 = 0
        let recorded = MuPDFCall.objectResult {
            cmupdf_display_list_new(context.handle, handle, Int32(index), cookie.handle, &usesOverprint, &$0)
        }
        if cookie.isAborted {
            if case .success(let raw) = recorded { cmupdf_display_list_drop(context.handle, raw) }
            if cookie.resumeAfterYield() { return nil }
            throw cookie.abortError(path: path, page: index)
        }
        let raw: OpaquePointer
        switch recorded {
        case .success(let list):
            raw = list
        case .failure(let failure):
            let error = failure.pageError(path: path, page: index) { .pageLoadFailed(path: path, page: index, reason: $0) }
            stateLock.withLock { pageErrors[index] = error }
            throw error
        }
        let list = DisplayList(handle: raw, usesOverprint: usesOverprint != 0, contexts: contexts)
        let evicted = stateLock.withLock { () -> Int? in
            displayLists[index] = list
            displayListOrder.append(index)
            guard displayListOrder.count > Self.displayListCacheSize else { return nil }
            let evicted = displayListOrder.removeFirst()
            displayLists[evicted] = nil
            return evicted
        }
        if let evicted { releaseImages(ofPage: evicted) }
        return list
    }

    /// Takes the images of page `index`, whose display list left the cache
    /// (the page is far from the reader), out of MuPDF's resource store where
    /// no other display list holds them, so their decoded pixels are freed
    /// (see page_image_release.c); the caller holds the document lock. A
    /// failure only leaves them to the store's own limit.
    private func releaseImages(ofPage index: Int) {
        // Images left in the store are freed by its own limit.
        _ = MuPDFCall.ignoringFailure { cmupdf_page_release_images(context.handle, handle, Int32(index), &$0) }
    }

    /// Runs `body` under the document lock without waiting behind a
    /// display-list recording: one in progress stops (and starts again
    /// afterwards), and none starts while this waits. For edits and the
    /// calls a reader waits for (a click on a link); other waits for the
    /// lock are short (page sizes, metadata).
    func withDocumentLockAheadOfRecording<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        recordingYield.editorArrives()
        documentLock.lock()
        recordingYield.editorEntered()
        defer { documentLock.unlock() }
        return try body()
    }

    /// Runs `body` under the document lock behind a display-list recording in
    /// progress: the work of the render workers and of reading ahead, and of
    /// the document's opening. A call on the main thread while
    /// `MainThreadLockWatch` watches is recorded: a window's main thread goes
    /// ahead of recordings instead (`withDocumentLockForThisThread`).
    func withDocumentLockBehindRecording<T>(_ caller: String = #function, _ body: () throws -> T) rethrows -> T {
        MainThreadLockWatch.note(caller)
        return try documentLock.withLock(body)
    }

    /// Runs `body`, a small piece of work (one page's size or text, a
    /// permission), under the document lock: on the main thread ahead of a
    /// display-list recording (`withDocumentLockAheadOfRecording`), so that the
    /// window never waits behind one; on other threads after it, as finds
    /// reading ahead and render workers do.
    func withDocumentLockForThisThread<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        if Thread.isMainThread {
            return try withDocumentLockAheadOfRecording(body)
        }
        documentLock.lock()
        defer { documentLock.unlock() }
        return try body()
    }

    /// The page's bounds as MuPDF reports them (origin may be non-zero).
    func bounds(ofPage index: Int) -> cmupdf_rect {
        _ = pageSize(at: index)
        return knownBounds(ofPage: index)
    }

    /// `bounds(ofPage:)` for a caller that holds the document lock.
    func boundsHoldingDocumentLock(ofPage index: Int) -> cmupdf_rect {
        _ = loadedSize(index)
        return knownBounds(ofPage: index)
    }

    /// The bounds of a page whose size is known.
    private func knownBounds(ofPage index: Int) -> cmupdf_rect {
        let size = stateLock.withLock { knownSize(index) } ?? .letter
        let origin = stateLock.withLock { knownOrigin(index) } ?? PagePoint(x: 0, y: 0)
        return cmupdf_rect(x0: Float(origin.x), y0: Float(origin.y),
                           x1: Float(origin.x + size.width), y1: Float(origin.y + size.height))
    }

    /// Forgets page `index`'s recorded display list after its content changed,
    /// so the next render records the page again.
    func dropDisplayList(page index: Int) {
        stateLock.withLock {
            displayLists[index] = nil
            displayListOrder.removeAll { $0 == index }
        }
    }

    /// Display lists recorded and kept now (at most `displayListCacheSize`).
    var recordedDisplayListCount: Int { stateLock.withLock { displayLists.count } }

    private func cachedDisplayList(_ index: Int) -> DisplayList? {
        stateLock.withLock {
            guard let list = displayLists[index] else { return nil }
            displayListOrder.removeAll { $0 == index }
            displayListOrder.append(index)
            return list
        }
    }

    /// The metadata `key` ("info:Title", "format"); nil when the document has none or an empty one.
    private func metadata(_ key: String) throws -> String? {
        try withDocumentLockBehindRecording {
            var buffer = [CChar](repeating: 0, count: 1024)
            let found = try MuPDFCall.run({ cmupdf_document_metadata(context.handle, handle, key, &buffer, Int32(buffer.count), &$0) }) {
                .metadataUnreadable(path: path, key: key, reason: $0.message)
            }
            guard found == 1 else { return nil }
            let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : text
        }
    }

    // MARK: - Holding the document lock

    /// Lays the document out if it reflows and counts its pages.
    private func loadPageCount() throws(DocumentError) {
        let layout = stateLock.withLock { reflowLayout }
        let laidOut = try MuPDFCall.run({
            cmupdf_document_layout(context.handle, handle, Float(layout.width), Float(layout.height), Float(layout.em), &$0)
        }, orThrow: damaged)
        try countPages(reflowable: laidOut == 1)
    }

    /// Counts the pages as the document is laid out now.
    private func countPages(reflowable isReflowable: Bool) throws(DocumentError) {
        let n = Int(try MuPDFCall.run({ cmupdf_document_count_pages(context.handle, handle, &$0) }, orThrow: damaged))
        guard n > 0 else { throw .noPages(path: path) }
        let existing = existingPageCount(declared: n)
        stateLock.withLock {
            reflowable = isReflowable
            declaredCount = n
            count = existing
            allSizesKnown = false
            sizeReadingStarted = false
        }
    }

    /// A page tree may claim far more pages than exist (a bogus /Count). When
    /// the last page cannot be loaded, binary-search the last one that can; if
    /// more than `Self.implausibleMissingPages` pages are missing the count
    /// is clamped, otherwise missing pages stay as error pages. A flat tree
    /// with as many kids as it counts, the last a page, is taken at its
    /// word: looking its last page up would parse every page object. Its
    /// kids are mapped as its pages, so any page is found directly.
    private func existingPageCount(declared n: Int) -> Int {
        guard n > 1, !mapsFlatPageTree(count: n), loadBounds(n - 1) == nil else { return n }
        var low = 0, high = n - 1 // low loads (or is page 0), high does not
        while high - low > 1 {
            let mid = low + (high - low) / 2
            if loadBounds(mid) != nil { low = mid } else { high = mid }
        }
        let existing = low + 1
        return n - existing > Self.implausibleMissingPages ? existing : n
    }

    /// Whether the page tree is one node with `n` kids, the last a page;
    /// such a tree is then mapped (see page_map.c).
    private func mapsFlatPageTree(count n: Int) -> Bool {
        // A tree that cannot be checked has its last page loaded.
        MuPDFCall.ignoringFailure { cmupdf_document_map_flat_page_tree(context.handle, handle, Int32(n), &$0) } == 1
    }

    /// Loads a page's bounds, recording why when it cannot be loaded.
    private func loadBounds(_ index: Int) -> cmupdf_rect? {
        var rect = cmupdf_rect()
        if case .failure(let failure) = MuPDFCall.result({ cmupdf_page_bounds(context.handle, handle, Int32(index), &rect, &$0) }) {
            stateLock.withLock { pageErrors[index] = .pageLoadFailed(path: path, page: index, reason: failure.message) }
            return nil
        }
        return rect
    }

    /// The error for a document MuPDF fails on as a whole (layout, page count).
    private func damaged(_ failure: MuPDFFailure) -> DocumentError {
        .damaged(path: path, reason: failure.message)
    }

    /// The page's size, loading and caching it (or its fallback) when needed.
    private func loadedSize(_ index: Int) -> PageSize {
        let (cached, n, isLocked) = stateLock.withLock { (knownSize(index), count, locked) }
        precondition(index >= 0 && index < max(n, 1), "page index \(index) out of range 0..<\(n)")
        if let cached { return cached }
        guard !isLocked else { return .letter }
        guard let rect = loadBounds(index) else {
            let fallback = index == 0 ? PageSize.letter : loadedSize(0)
            stateLock.withLock { sizes[index] = fallback }
            return fallback
        }
        let size = PageSize(width: Double(rect.x1 - rect.x0), height: Double(rect.y1 - rect.y0))
        stateLock.withLock {
            sizes[index] = size
            origins[index] = PagePoint(x: Double(rect.x0), y: Double(rect.y0))
        }
        return size
    }

    private func loadedOrigin(_ index: Int) -> PagePoint {
        _ = loadedSize(index)
        return stateLock.withLock { knownOrigin(index) } ?? PagePoint(x: 0, y: 0)
    }

    private func destination(uri: UnsafeMutablePointer<CChar>?, external: Int32, page: Int32, x: Float, y: Float) -> LinkDestination {
        let text = uri.map { String(cString: $0) } ?? ""
        if external != 0 { return .external(uri: text) }
        guard page >= 0 && Int(page) < stateLock.withLock({ count }) else { return .unresolved(uri: text) }
        guard x.isFinite && y.isFinite else { return .page(index: Int(page), point: nil) }
        let origin = loadedOrigin(Int(page))
        return .page(index: Int(page), point: PagePoint(x: Double(x) - origin.x, y: Double(y) - origin.y))
    }
}
