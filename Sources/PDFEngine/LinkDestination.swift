/// Where a link or outline entry leads.
public enum LinkDestination: Hashable, Sendable {
    /// A page of the same document (0-based), optionally a point on it.
    case page(index: Int, point: PagePoint?)
    /// A URI outside the document. The engine never opens it.
    case external(uri: String)
    /// An internal target the document cannot resolve.
    case unresolved(uri: String)
}

extension LinkDestination {
    /// The URI when this is an external http, https or mailto link, the only
    /// kinds a viewer should offer to open; nil otherwise (internal targets,
    /// `file:` URIs that MuPDF makes of Launch and GoToR actions, other schemes).
    public var webURI: String? {
        guard case .external(let uri) = self else { return nil }
        let lowered = uri.lowercased()
        return ["http://", "https://", "mailto:"].contains { lowered.hasPrefix($0) } ? uri : nil
    }
}
