/// What an ink edit (adding, erasing, undo, redo) changed: the page whose
/// recorded display list was dropped, and the area to render again. Cached
/// tiles of that page showing the area are stale (`RenderQueue.invalidate(page:)`).
public struct InkChange: Hashable, Sendable {
    /// Whether the annotation appeared on or disappeared from the page.
    public enum Kind: Hashable, Sendable {
        case added
        case removed
    }

    /// The annotation that appeared or disappeared.
    public var annotation: InkAnnotationID
    public var kind: Kind
    /// The area that changed in page space (the annotation's bounds).
    public var rect: PageRect

    /// 0-based index of the changed page.
    public var page: Int { annotation.page }

    public init(annotation: InkAnnotationID, kind: Kind, rect: PageRect) {
        self.annotation = annotation
        self.kind = kind
        self.rect = rect
    }
}
