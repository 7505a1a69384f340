/// Where a link or outline entry leads.
public enum LinkDestination: Hashable, Sendable {
    /// A page of the same document (0-based), optionally a point on it.
    case page(index: Int, point: PagePoint?)
    /// A URI outside the document. The engine never opens it.
    case external(uri: String)
    /// An internal target the document cannot resolve.
    case unresolved(uri: String)
}
