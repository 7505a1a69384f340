import Viewer

/// How much memory the window keeps for pixels, scaled to its size: enough
/// for what is on screen and the screens before and after it, so paging
/// through a long book keeps the process small, while going back a page or
/// two shows cached pixels at once.
public struct MemoryBudgets: Sendable {
    /// Day pixels in the render queue's cache: four screens (the one shown,
    /// the next two and the previous), at least 16 MiB, at most 256 MiB (the
    /// engine's default).
    public let dayPixelBytes: Int
    /// Display-colour textures: two screens, at least 12 MiB.
    public let textureBytes: Int

    public init(viewport: ViewportSize) {
        let screen = Int(viewport.width * viewport.height) * 4
        dayPixelBytes = min(max(4 * screen, 16 << 20), 256 << 20)
        textureBytes = max(2 * screen, 12 << 20)
    }
}
