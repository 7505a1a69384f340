/// Which way the strip of pages runs (Nutrient's "Scroll Direction").
/// The raw value is the name used in configuration files.
public enum ScrollDirection: String, CaseIterable, Hashable, Sendable, Codable {
    /// Pages top to bottom, centred across the column (the classic layout).
    case vertical
    /// Pages left to right, vertically centred on the strip. The vertical
    /// wheel, j/k (Down/Up) and Page Down/Up move along the strip; h/l
    /// (Left/Right) still move left and right; Shift+wheel moves across the
    /// strip (up and down).
    case horizontal
}
