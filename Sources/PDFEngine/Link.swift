/// A clickable area of a page.
public struct Link: Hashable, Sendable {
    /// The area in page space (points, as `Document.pageSize(at:)`).
    public var rect: PageRect
    public var destination: LinkDestination
}
