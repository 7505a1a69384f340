/// Some of the four layout settings, each nil where it is not given: what a
/// configuration (file, flags or builder) names, or what the document memory
/// remembers. Encodes the given ones only, e.g.
/// `{"transition":"jump","pageMode":"double"}`; a missing key, or a value
/// this sdlpdf does not know (from a newer one), decodes as not given.
public struct PartialLayoutSettings: Hashable, Sendable, Codable {
    public var transition: PageTransition?
    public var direction: ScrollDirection?
    public var pageMode: PageMode?
    public var fitting: PageFitting?

    public init(transition: PageTransition? = nil, direction: ScrollDirection? = nil, pageMode: PageMode? = nil,
                fitting: PageFitting? = nil) {
        self.transition = transition
        self.direction = direction
        self.pageMode = pageMode
        self.fitting = fitting
    }

    /// All four of `settings`.
    public init(_ settings: ViewerLayoutSettings) {
        self.init(transition: settings.transition, direction: settings.direction, pageMode: settings.pageMode,
                  fitting: settings.fitting)
    }

    /// These settings where given, `fallback`'s elsewhere.
    public func over(_ fallback: ViewerLayoutSettings) -> ViewerLayoutSettings {
        ViewerLayoutSettings(transition: transition ?? fallback.transition, direction: direction ?? fallback.direction,
                             pageMode: pageMode ?? fallback.pageMode, fitting: fitting ?? fallback.fitting)
    }

    private enum CodingKeys: String, CodingKey {
        case transition, direction, pageMode, fitting
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        transition = try? container.decodeIfPresent(PageTransition.self, forKey: .transition)
        direction = try? container.decodeIfPresent(ScrollDirection.self, forKey: .direction)
        pageMode = try? container.decodeIfPresent(PageMode.self, forKey: .pageMode)
        fitting = try? container.decodeIfPresent(PageFitting.self, forKey: .fitting)
    }
}
