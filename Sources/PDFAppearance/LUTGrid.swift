import Foundation

/// The sampling grid of the pipeline's 3-D table: `size` nodes per channel, node i at i / (size − 1).
/// 33³ keeps the night rule within its luma and hue tolerances under tetrahedral interpolation.
enum LUTGrid {
    static let size = 33
    static let nodeCount = size * size * size
    /// Index steps between neighboring nodes along red, green and blue.
    static let redStep = size * size
    static let greenStep = size
    static let blueStep = 1

    /// The gamma-encoded color at a node index.
    static func color(atNode index: Int) -> SIMD3<Double> {
        let last = Double(size - 1)
        return SIMD3(Double(index / redStep), Double(index / greenStep % size), Double(index % size)) / last
    }

    private static let nightColorLock = NSLock()
    nonisolated(unsafe) private static var nightColorTables: [NightPalette: [SIMD3<Double>]] = [:]

    /// `NightColorRule.nightColor(for:palette:)` of every node (1.1 MiB), computed on all cores on
    /// first use of `palette` and kept until `releaseNightColors()`, because every night pipeline
    /// without a page color on that palette needs exactly these values.
    static func nightColors(for palette: NightPalette = .standard) -> [SIMD3<Double>] {
        nightColorLock.lock()
        defer { nightColorLock.unlock() }
        if let table = nightColorTables[palette] { return table }
        let table = computeNightColors(palette: palette)
        nightColorTables[palette] = table
        return table
    }

    /// Frees the night colors kept by `nightColors(for:)`; a pipeline built later computes them again.
    static func releaseNightColors() {
        nightColorLock.withLock { nightColorTables.removeAll() }
    }

    /// Whether the night colors of `palette` are kept now.
    static func keepsNightColors(for palette: NightPalette) -> Bool {
        nightColorLock.withLock { nightColorTables[palette] != nil }
    }

    /// The night color of every node on `palette`. Each task takes one red level and walks its
    /// nodes in index order, so every search starts from its neighbor's answer.
    private static func computeNightColors(palette: NightPalette) -> [SIMD3<Double>] {
        let levels = (0..<size).map { Double($0) / Double(size - 1) }
        let linearLevels = levels.map(SRGBTransfer.decode)
        return [SIMD3<Double>](unsafeUninitializedCapacity: nodeCount) { colors, initialized in
            let colors = colors
            DispatchQueue.concurrentPerform(iterations: size) { red in
                var search = NightColorRule.Search()
                for green in 0..<size {
                    for blue in 0..<size {
                        let original = SIMD3(levels[red], levels[green], levels[blue])
                        let linear = SIMD3(linearLevels[red], linearLevels[green], linearLevels[blue])
                        (colors.baseAddress! + red * redStep + green * greenStep + blue * blueStep)
                            .initialize(to: NightColorRule.nightColor(for: original, linear: linear, search: &search,
                                                                      palette: palette))
                    }
                }
            }
            initialized = nodeCount
        }
    }
}
