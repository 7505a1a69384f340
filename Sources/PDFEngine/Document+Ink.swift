import CMuPDF
import Foundation
import PDFAppearance

/// Ink: pen strokes stored as PDF Ink annotations, erasing them, undo and
/// redo, and the journal of strokes not yet saved. Saving is in `Document+Saving`.
///
/// Every edit drops the page's recorded display list, returns an `InkChange`
/// naming the page and area to render again, and posts
/// `Document.inkDidChangeNotification`; cached pixels of that page are stale
/// (`RenderQueue.invalidate(page:)` drops them).
extension Document {
    /// Posted after every ink edit (add, erase, undo, redo) with the document
    /// as object and the `InkChange` under `Document.inkChangeKey` in userInfo.
    /// Posted on the thread that made the edit, after the document lock is released.
    public static let inkDidChangeNotification = Notification.Name("sdlpdf.Document.inkDidChange")
    /// The userInfo key of the `InkChange` in `inkDidChangeNotification`.
    public static let inkChangeKey = "change"

    /// Whether strokes can be drawn on this document: only PDFs whose
    /// permissions allow annotating (and that are unlocked) take ink.
    public var inkAvailability: InkAvailability {
        if needsPassword { return .notPermitted(reason: "the document is locked by a password") }
        return withDocumentLockBehindRecording { loadInkAvailability() }
    }

    /// Adds a stroke as a PDF Ink annotation: the points in page space (as
    /// `pageSize(at:)`; MuPDF maps them through /Rotate and the MediaBox
    /// origin), `color` stored as is and drawn opaque, `width` in points, with
    /// an appearance stream of round caps and joins.
    /// - Returns: the change; its `annotation` identifies the new annotation.
    /// - Throws: `.inkUnavailable`, `.pageOutOfRange`, `.annotationFailed`.
    @discardableResult
    public func addInkStroke(page: Int, points: [PagePoint], color: Color, width: Double) throws -> InkChange {
        try addInkStroke(InkStroke(page: page, points: points, color: color, width: width))
    }

    /// Adds `stroke` as a PDF Ink annotation (see `addInkStroke(page:points:color:width:)`).
    @discardableResult
    public func addInkStroke(_ stroke: InkStroke) throws -> InkChange {
        try checkPage(stroke.page)
        guard !stroke.points.isEmpty, stroke.points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            throw DocumentError.annotationFailed(path: path, page: stroke.page, reason: "a stroke needs finite points")
        }
        guard stroke.width > 0 && stroke.width.isFinite else {
            throw DocumentError.annotationFailed(path: path, page: stroke.page, reason: "the line width must be positive, not \(stroke.width)")
        }
        let rgb = [stroke.color.red, stroke.color.green, stroke.color.blue].map { Float(min(1, max(0, $0))) }
        let change = try withDocumentLockAheadOfRecording {
            try checkInkAvailable()
            let origin = boundsHoldingDocumentLock(ofPage: stroke.page)
            let xy = stroke.points.flatMap { [Float($0.x) + origin.x0, Float($0.y) + origin.y0] }
            var objectNumber: Int32 = 0
            var rect = cmupdf_rect()
            var counts = [Int32(stroke.points.count)]
            try MuPDFCall.run({
                cmupdf_ink_create(context.handle, handle, Int32(stroke.page), 1, &counts, xy, rgb, Float(stroke.width),
                                  &objectNumber, &rect, &$0)
            }) { .annotationFailed(path: path, page: stroke.page, reason: $0.message) }
            let id = InkAnnotationID(page: stroke.page, objectNumber: Int(objectNumber))
            deleteForgotten(stateLock.withLock { inkHistory.record(.init(annotation: id, kind: .added, stroke: stroke)) })
            return inkEdited(InkChange(annotation: id, kind: .added, rect: pageRect(rect, origin: origin)))
        }
        postInkChange(change)
        return change
    }

    /// The Ink annotations of page `index` in drawing order (the last is on
    /// top), coordinates in page space; empty for documents other than PDF.
    public func inkAnnotations(onPage index: Int) throws -> [InkAnnotation] {
        try checkPage(index)
        return try withDocumentLockAheadOfRecording {
            let origin = boundsHoldingDocumentLock(ofPage: index)
            return try MuPDFCall.list({ cmupdf_page_ink_annotations(context.handle, handle, Int32(index), &$0, &$1) },
                                      free: { cmupdf_ink_annotations_free(context.handle, $0, $1) }) {
                .annotationFailed(path: path, page: index, reason: $0.message)
            } element: { item in
                var next = 0
                let strokes = (0..<Int(item.stroke_count)).map { s -> [PagePoint] in
                    let count = Int(item.point_counts[s])
                    defer { next += count }
                    return (next..<next + count).map { k in
                        PagePoint(x: Double(item.xy[2 * k] - origin.x0), y: Double(item.xy[2 * k + 1] - origin.y0))
                    }
                }
                let color = item.has_color != 0
                    ? Color(red: Double(item.rgb.0), green: Double(item.rgb.1), blue: Double(item.rgb.2)) : nil
                return InkAnnotation(id: InkAnnotationID(page: index, objectNumber: Int(item.object_number)), color: color,
                                     opacity: Double(item.opacity), width: Double(item.width), strokes: strokes,
                                     bounds: pageRect(item.bounds, origin: origin))
            }
        }
    }

    /// The topmost Ink annotation of page `index` whose line passes within
    /// `tolerance` points of `point`: what an eraser there removes.
    public func inkAnnotation(at point: PagePoint, onPage index: Int, tolerance: Double = 2) throws -> InkAnnotation? {
        try inkAnnotations(onPage: index).last { $0.isHit(by: point, tolerance: tolerance) }
    }

    /// Removes an Ink annotation (drawn now or already in the file) from its
    /// page; undo puts it back.
    /// - Throws: `.annotationFailed` when the page does not hold it.
    @discardableResult
    public func removeInkAnnotation(_ id: InkAnnotationID) throws -> InkChange {
        try checkPage(id.page)
        let change = try withDocumentLockAheadOfRecording {
            try checkInkAvailable()
            let origin = boundsHoldingDocumentLock(ofPage: id.page)
            let rect = try setListed(false, id)
            deleteForgotten(stateLock.withLock { inkHistory.record(.init(annotation: id, kind: .removed, stroke: nil)) })
            return inkEdited(InkChange(annotation: id, kind: .removed, rect: pageRect(rect, origin: origin)))
        }
        postInkChange(change)
        return change
    }

    /// Whether there is an ink edit to undo.
    public var canUndo: Bool { stateLock.withLock { inkHistory.canUndo } }
    /// Whether there is an undone ink edit to redo.
    public var canRedo: Bool { stateLock.withLock { inkHistory.canRedo } }
    /// Whether ink edits were made since the document was opened or last saved
    /// (undoing back to that state counts as none).
    public var hasUnsavedChanges: Bool { stateLock.withLock { inkHistory.hasUnsavedChanges } }

    /// Reverts the last ink edit (a stroke disappears, an erased annotation
    /// comes back). Returns the change, nil when there is nothing to undo.
    @discardableResult
    public func undo() throws -> InkChange? {
        try step(forward: false)
    }

    /// Applies the last undone ink edit again. Returns the change, nil when
    /// there is nothing to redo.
    @discardableResult
    public func redo() throws -> InkChange? {
        try step(forward: true)
    }

    /// Where strokes not yet saved are journaled after every edit; nil (the
    /// default) journals nothing. Setting it writes pending strokes soon
    /// when there are any; otherwise the journal file is left as it is until
    /// the next edit, so strokes left there by a crash can still be read and
    /// restored (`restoreInkStrokes`) after setting it.
    ///
    /// The journal is written on a queue of its own after the edit returns,
    /// never under the document lock; `finishInkJournal()` waits for it.
    public var inkJournal: InkJournal? {
        get { stateLock.withLock { inkHistory.journal } }
        set {
            stateLock.withLock {
                inkHistory.journal = newValue
                if !inkHistory.pendingStrokes.isEmpty { writeJournal() }
            }
        }
    }

    /// Why the ink journal could not be written the last time it was; nil when it was.
    public var inkJournalFailure: DocumentError? { journalWriter.lastFailure }

    /// Whether a journal write of an edit is queued or under way.
    public var isWritingInkJournal: Bool { journalWriter.isWriting }

    /// Waits until the journal writes of every edit made so far are done.
    public func finishInkJournal() {
        journalWriter.finish()
    }

    /// Removes the journal file (the reader discards the strokes it keeps),
    /// after the writes already scheduled.
    public func discardInkJournal() {
        stateLock.withLock {
            if let journal = inkHistory.journal { journalWriter.remove(journal) }
        }
    }

    /// Draws journaled strokes again (see `InkJournal.pendingStrokes()`) as new,
    /// unsaved and undoable annotations. Strokes for pages that do not exist are skipped.
    @discardableResult
    public func restoreInkStrokes(_ strokes: [InkStroke]) throws -> [InkChange] {
        let count = pageCount
        return try strokes.filter { $0.page < count }.map { try addInkStroke($0) }
    }

    /// The strokes drawn since the last save that are still on their pages, in drawing order.
    public func pendingInkStrokes() -> [InkStroke] {
        stateLock.withLock { inkHistory.pendingStrokes.map(\.stroke) }
    }

    // MARK: - Holding the document lock

    /// A failure to read the permissions is reported, not thrown: ink is
    /// then unavailable, and the reason says why when the tool is chosen.
    private func loadInkAvailability() -> InkAvailability {
        switch MuPDFCall.result({ cmupdf_document_ink_availability(context.handle, handle, &$0) }) {
        case .failure(let failure): return .notPermitted(reason: failure.message)
        case .success(Int32(CMUPDF_INK_AVAILABLE)): return .available
        case .success(Int32(CMUPDF_INK_NOT_PDF)): return .notPDF
        case .success: return .notPermitted(reason: "the document's security settings do not allow annotations")
        }
    }

    private func checkInkAvailable() throws(DocumentError) {
        switch loadInkAvailability() {
        case .available: return
        case .notPDF: throw .inkUnavailable(path: path, reason: "it is not a PDF")
        case .notPermitted(let reason): throw .inkUnavailable(path: path, reason: reason)
        }
    }

    private func step(forward: Bool) throws -> InkChange? {
        guard let edit = stateLock.withLock({ forward ? inkHistory.nextRedo : inkHistory.nextUndo }) else { return nil }
        let change = try withDocumentLockAheadOfRecording { () throws -> InkChange? in
            let pageOrigin = boundsHoldingDocumentLock(ofPage: edit.annotation.page)
            let current = stateLock.withLock { forward ? inkHistory.nextRedo : inkHistory.nextUndo }
            guard let current, current.annotation == edit.annotation, current.kind == edit.kind else { return nil }
            let attach = (current.kind == .added) == forward
            let rect = try setListed(attach, current.annotation)
            stateLock.withLock { if forward { inkHistory.didRedo() } else { inkHistory.didUndo() } }
            return inkEdited(InkChange(annotation: current.annotation, kind: attach ? .added : .removed,
                                       rect: pageRect(rect, origin: pageOrigin)))
        }
        if let change { postInkChange(change) }
        return change
    }

    /// Lists an annotation on its page again or takes it off (keeping the
    /// object for undo and redo); returns its bounds.
    private func setListed(_ listed: Bool, _ id: InkAnnotationID) throws(DocumentError) -> cmupdf_rect {
        var rect = cmupdf_rect()
        let status = try MuPDFCall.run({
            cmupdf_annotation_set_listed(context.handle, handle, Int32(id.page), Int32(id.objectNumber), listed ? 1 : 0, &rect, &$0)
        }) { .annotationFailed(path: path, page: id.page, reason: $0.message) }
        if status == 0 && !listed {
            throw .annotationFailed(path: path, page: id.page, reason: "the page has no annotation \(id.objectNumber)")
        }
        return rect
    }

    /// Frees strokes whose drawing was undone and can no longer be redone
    /// (`InkHistory.record`), under the document lock: kept, every undone
    /// stroke would hold its objects until the document is closed. A
    /// failure costs only that memory.
    private func deleteForgotten(_ annotations: [InkAnnotationID]) {
        for annotation in annotations {
            // An undone stroke left in memory costs only its memory.
            _ = MuPDFCall.ignoringFailure { cmupdf_annotation_delete(context.handle, handle, Int32(annotation.objectNumber), &$0) }
        }
    }

    /// After an edit: forgets the page's display list and journals the pending strokes.
    private func inkEdited(_ change: InkChange) -> InkChange {
        dropDisplayList(page: change.page)
        stateLock.withLock { writeJournal() }
        return change
    }

    /// Hands the pending strokes to the journal writer; called under
    /// `stateLock`, so the writes keep the order of the edits.
    func writeJournal() {
        guard let journal = inkHistory.journal else { return }
        journalWriter.write(inkHistory.pendingStrokes.map(\.stroke), to: journal)
    }

    private func pageRect(_ rect: cmupdf_rect, origin: cmupdf_rect) -> PageRect {
        PageRect(x: Double(rect.x0 - origin.x0), y: Double(rect.y0 - origin.y0),
                 width: Double(rect.x1 - rect.x0), height: Double(rect.y1 - rect.y0))
    }

    private func postInkChange(_ change: InkChange) {
        NotificationCenter.default.post(name: Self.inkDidChangeNotification, object: self, userInfo: [Self.inkChangeKey: change])
    }
}
