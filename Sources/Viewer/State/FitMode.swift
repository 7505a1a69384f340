/// How the zoom is chosen. Fit modes are re-applied whenever the viewport
/// size or rotation changes; any explicit zoom switches to `.custom`.
/// The fit modes are the `PageFitting` choices under the names of the
/// classic keys (and of remembered positions): z = `.page`, w = `.width`.
public enum FitMode: String, CaseIterable, Hashable, Sendable, Codable {
    /// `PageFitting.fit`: every page or spread is shown whole.
    case page
    /// `PageFitting.fill`: the widest page or spread fills the viewport
    /// width (with horizontal scrolling: the tallest fills its height).
    case width
    /// `PageFitting.adaptive`.
    case adaptive
    /// The user chose the zoom.
    case custom

    /// The fit mode that applies `fitting`.
    public init(_ fitting: PageFitting) {
        switch fitting {
        case .fit: self = .page
        case .fill: self = .width
        case .adaptive: self = .adaptive
        }
    }

    /// The fitting this mode applies; nil for `.custom`.
    public var fitting: PageFitting? {
        switch self {
        case .page: return .fit
        case .width: return .fill
        case .adaptive: return .adaptive
        case .custom: return nil
        }
    }
}
