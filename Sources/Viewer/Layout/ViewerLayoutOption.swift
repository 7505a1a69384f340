/// One choice of one layout setting, as a control of the settings overlay
/// offers it (see `ViewerLayoutSettings.isAvailable(_:)`).
public enum ViewerLayoutOption: Hashable, Sendable {
    case transition(PageTransition)
    case direction(ScrollDirection)
    case pageMode(PageMode)
    case fitting(PageFitting)

    /// Every choice of every setting, in overlay order.
    public static let allOptions: [ViewerLayoutOption] =
        PageTransition.allCases.map(ViewerLayoutOption.transition) + ScrollDirection.allCases.map(ViewerLayoutOption.direction)
        + PageMode.allCases.map(ViewerLayoutOption.pageMode) + PageFitting.allCases.map(ViewerLayoutOption.fitting)
}
