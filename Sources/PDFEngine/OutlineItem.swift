/// One entry of a document's table of contents.
public struct OutlineItem: Hashable, Sendable {
    public var title: String
    /// Nesting level, 0 for top-level entries.
    public var depth: Int
    public var destination: LinkDestination
}
