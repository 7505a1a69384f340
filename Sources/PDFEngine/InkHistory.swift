/// The ink edits of one document, for undo and redo, for knowing whether
/// there is anything to save, and for the strokes the journal keeps.
///
/// Not thread-safe: `Document` uses it under its state lock.
final class InkHistory {
    /// One applied edit: an annotation put on or taken off its page. Undo and
    /// redo take the same PDF object off its page or list it again, so ids stay stable.
    struct Edit {
        var annotation: InkAnnotationID
        var kind: InkChange.Kind
        /// The stroke, when this edit drew it (the journal keeps it until saved).
        var stroke: InkStroke?
    }

    private var edits: [Edit] = []
    /// `edits[0..<position]` are applied; the rest can be redone.
    private var position = 0
    /// `position` when last saved (or opened); nil when that state can no longer be reached.
    private var savedPosition: Int? = 0
    /// Annotations drawn here that the file on disk already holds.
    private var savedStrokes: Set<InkAnnotationID> = []

    /// The journal that receives pending strokes after every edit.
    var journal: InkJournal?

    var canUndo: Bool { position > 0 }
    var canRedo: Bool { position < edits.count }
    var hasUnsavedChanges: Bool { savedPosition != position }

    /// The edit undo would revert.
    var nextUndo: Edit? { canUndo ? edits[position - 1] : nil }
    /// The edit redo would apply again.
    var nextRedo: Edit? { canRedo ? edits[position] : nil }

    /// Records an applied edit; edits that could be redone are forgotten.
    /// Returns the annotations drawn here whose drawing was undone and is
    /// now forgotten: off their pages for good, for the document to free.
    func record(_ edit: Edit) -> [InkAnnotationID] {
        let forgotten = edits[position...].filter { $0.kind == .added && $0.stroke != nil }.map(\.annotation)
        edits.removeSubrange(position...)
        if let saved = savedPosition, saved > position { savedPosition = nil }
        edits.append(edit)
        position += 1
        return forgotten
    }

    /// Moves back over the edit `nextUndo` after it was reverted.
    func didUndo() { position -= 1 }
    /// Moves forward over the edit `nextRedo` after it was applied again.
    func didRedo() { position += 1 }

    /// The document was written: the current state is the saved one.
    func didSave() {
        savedPosition = position
        savedStrokes = Set(attachedStrokes.map(\.annotation))
    }

    /// Strokes drawn here that are on their pages now but not yet in the
    /// file, in drawing order.
    var pendingStrokes: [(annotation: InkAnnotationID, stroke: InkStroke)] {
        attachedStrokes.filter { !savedStrokes.contains($0.annotation) }
    }

    /// Strokes drawn here that are on their pages now, in drawing order.
    private var attachedStrokes: [(annotation: InkAnnotationID, stroke: InkStroke)] {
        let applied = edits[0..<position]
        var attached: [InkAnnotationID: Bool] = [:]
        for edit in applied { attached[edit.annotation] = edit.kind == .added }
        return applied.compactMap { edit in
            guard let stroke = edit.stroke, attached[edit.annotation] == true else { return nil }
            return (edit.annotation, stroke)
        }
    }
}
