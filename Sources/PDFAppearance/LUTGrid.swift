import Dispatch

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
    static let nightColors: [SIMD3<Double>] = {
        let chunkCount = size
        let chunkLength = nodeCount / chunkCount
        let colors = UnsafeMutableBufferPointer<SIMD3<Double>>.allocate(capacity: nodeCount)
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            for index in chunk * chunkLength ..< (chunk + 1) * chunkLength {
                colors[index] = NightColorRule.nightColor(for: color(atNode: index))
            }
        }
        defer { colors.deallocate() }
        return Array(colors)
    }()
}
