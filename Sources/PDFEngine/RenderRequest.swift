/// How urgently a render is wanted; higher renders first.
public enum RenderPriority: Int, Comparable, Sendable {
    /// Neighbouring pages rendered ahead of time.
    case prefetch = 0
    /// On screen now.
    case visible = 1

    public static func < (a: RenderPriority, b: RenderPriority) -> Bool { a.rawValue < b.rawValue }
}

/// One image the render queue should produce.
public struct RenderRequest: Hashable, Sendable {
    public var key: RenderKey
    public var priority: RenderPriority

    public init(key: RenderKey, priority: RenderPriority = .visible) {
        self.key = key
        self.priority = priority
    }
}
