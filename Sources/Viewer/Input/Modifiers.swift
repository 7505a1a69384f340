/// Modifier keys held with a key or wheel event. Left and right variants are
/// merged; lock keys (Caps Lock, Num Lock) are not modifiers.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = Modifiers(rawValue: 1 << 0)
    public static let control = Modifiers(rawValue: 1 << 1)
    public static let alt = Modifiers(rawValue: 1 << 2)
    /// The Super/Windows/Command key.
    public static let gui = Modifiers(rawValue: 1 << 3)
}
