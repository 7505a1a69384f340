/// The four layout settings the settings overlay offers (modeled on
/// Nutrient's PDFSettingsViewController). Encodes as
/// `{"transition":"continuous","direction":"vertical","pageMode":"single","fitting":"fit"}`.
///
/// Every combination is supported by `ViewerState`; the overlay still asks
/// `isAvailable(_:)` before showing a choice so that it can never offer a
/// control that does nothing.
public struct ViewerLayoutSettings: Hashable, Sendable, Codable {
    public var transition: PageTransition
    public var direction: ScrollDirection
    public var pageMode: PageMode
    public var fitting: PageFitting

    /// Continuous vertical single pages, fitted whole: the classic layout.
    public static let `default` = ViewerLayoutSettings()

    public init(transition: PageTransition = .continuous, direction: ScrollDirection = .vertical,
                pageMode: PageMode = .single, fitting: PageFitting = .fit) {
        self.transition = transition
        self.direction = direction
        self.pageMode = pageMode
        self.fitting = fitting
    }

    /// These settings with one of them replaced.
    public func replacing(_ option: ViewerLayoutOption) -> ViewerLayoutSettings {
        var result = self
        switch option {
        case .transition(let value): result.transition = value
        case .direction(let value): result.direction = value
        case .pageMode(let value): result.pageMode = value
        case .fitting(let value): result.fitting = value
        }
        return result
    }

    /// Whether `ViewerState` can show these settings together. It can show
    /// all 36 combinations (every transition and page mode in both
    /// directions, with every fitting), so today this is true for every
    /// value; a future restriction is reported here and nowhere else.
    public var isSupported: Bool { true }

    /// Whether choosing `option` while the other settings stay as they are
    /// gives a supported combination ("Not Available" in the overlay when false).
    public func isAvailable(_ option: ViewerLayoutOption) -> Bool {
        replacing(option).isSupported
    }
}
