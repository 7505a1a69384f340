/// The size of the first window, in window coordinates: page-shaped
/// (`preferred`, 9:10 by default, taller than wide like most pages) and no
/// larger than `maximumFraction` of the display's usable area (the screen
/// less panels and docks) on either axis, shrunk as a whole so the shape
/// stays. A display too small or unknown gives `preferred` or at least
/// `minimum` on each side.
public struct InitialWindowSize: Equatable, Sendable {
    public let width: Int
    public let height: Int

    /// The size wanted on a display with room for it.
    public static let preferred = (width: 900, height: 1000)
    /// Share of the usable area's width and height the window may take:
    /// 0.9, leaving room for the window manager's frame and title bar.
    public static let maximumFraction = 0.9
    /// The smallest side the window gets, however small the display.
    public static let minimum = 200

    /// The window size for a display whose usable area is
    /// `usableWidth`×`usableHeight`; nil (unknown) gives `preferred`.
    public init(usableWidth: Int?, usableHeight: Int?) {
        let preferred = Self.preferred
        guard let usableWidth, let usableHeight, usableWidth > 0, usableHeight > 0 else {
            (width, height) = preferred
            return
        }
        let shrink = min(1, Self.maximumFraction * Double(usableWidth) / Double(preferred.width),
                         Self.maximumFraction * Double(usableHeight) / Double(preferred.height))
        width = max(Self.minimum, Int((Double(preferred.width) * shrink).rounded(.down)))
        height = max(Self.minimum, Int((Double(preferred.height) * shrink).rounded(.down)))
    }
}
