/// How much memory and time MuPDF may spend on a page before the page is
/// shown as an error page instead (`memoryLimit`, `renderTimeLimit`).
public struct RenderLimits: Hashable, Sendable {
    /// The most memory, in MiB, MuPDF may hold for the document; nil for the
    /// machine's default (a quarter of its RAM, at most 2 GiB).
    public var memoryLimitMiB: Int?
    /// Seconds one render may take before it is cancelled.
    public var renderTimeLimitSeconds: Double

    /// The default time limit of a render: 10 s.
    public static let defaultRenderTimeLimitSeconds = 10.0
    /// The smallest memory limit a setting may give (MuPDF needs some to open anything).
    public static let minimumMemoryLimitMiB = 64
    /// The largest memory limit a setting may give: 1 TiB.
    public static let maximumMemoryLimitMiB = 1 << 20

    public init(memoryLimitMiB: Int? = nil, renderTimeLimitSeconds: Double = Self.defaultRenderTimeLimitSeconds) {
        self.memoryLimitMiB = memoryLimitMiB
        self.renderTimeLimitSeconds = renderTimeLimitSeconds
    }
}
