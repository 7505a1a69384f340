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

    /// `NightColorRule.nightColor(for:)` of every node, computed once per process on all cores
    /// because every night pipeline without a page color needs exactly these values.
    static let nightColors: [SIMD3<Double>] = computeNightColors(palette: .standard)

    private static let paletteLock = NSLock()
    nonisolated(unsafe) private static var paletteNightColors: [NightPalette: [SIMD3<Double>]] = [:]

    /// `nightColors` on `palette`: the standard palette's table, or one computed on first use of
    /// the palette and kept for the process (a reader uses one or two palettes).
    static func nightColors(for palette: NightPalette) -> [SIMD3<Double>] {
        guard !palette.isStandard else { return nightColors }
        paletteLock.lock()
        defer { paletteLock.unlock() }
        if let table = paletteNightColors[palette] { return table }
        let table = computeNightColors(palette: palette)
        paletteNightColors[palette] = table
        return table
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
