/// The desktop's light or dark preference, as the XDG desktop portal
/// publishes it (`org.freedesktop.appearance` `color-scheme`).
public enum DesktopColorScheme: UInt32, Hashable, Sendable, CustomStringConvertible {
    case noPreference = 0
    case preferDark = 1
    case preferLight = 2

    /// The portal's value; a value the portal does not define (a newer one)
    /// counts as no preference.
    public init(portalValue: UInt32) {
        self = DesktopColorScheme(rawValue: portalValue) ?? .noPreference
    }

    /// "no preference", "prefer dark", "prefer light".
    public var description: String {
        switch self {
        case .noPreference: return "no preference"
        case .preferDark: return "prefer dark"
        case .preferLight: return "prefer light"
        }
    }
}
