/// What a set of render options is for.
public struct RenderType: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Pages shown in the viewer; appearance modes apply on top of these options.
    public static let page = RenderType(rawValue: 1 << 0)
    /// Export (PNG and other processing); appearance modes never apply.
    public static let processor = RenderType(rawValue: 1 << 1)
    public static let all: RenderType = [.page, .processor]
}
