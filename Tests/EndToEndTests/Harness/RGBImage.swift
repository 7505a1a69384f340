import Foundation

/// An 8-bit RGB raster (screenshot or decoded image file), row by row.
struct RGBImage {
    let width: Int
    let height: Int
    /// Three bytes per pixel, no padding.
    let samples: [UInt8]

    init(width: Int, height: Int, samples: [UInt8]) {
        precondition(samples.count == width * height * 3, "RGBImage needs width*height*3 samples")
        self.width = width
        self.height = height
        self.samples = samples
    }

    /// The color at column `x`, row `y` (origin top left).
    subscript(x: Int, y: Int) -> RGB {
        let offset = (y * width + x) * 3
        return RGB(samples[offset], samples[offset + 1], samples[offset + 2])
    }

    /// The pixel at the center.
    var center: RGB { self[width / 2, height / 2] }

    /// The first row, from the top, at which column `x` has a pixel for which `matches` holds.
    func firstRow(inColumn x: Int, where matches: (RGB) -> Bool) -> Int? {
        (0..<height).first { matches(self[x, $0]) }
    }

    /// The fraction of pixels (0...1) for which `matches` holds.
    func fraction(where matches: (RGB) -> Bool) -> Double {
        guard width * height > 0 else { return 0 }
        var count = 0
        for y in 0..<height {
            for x in 0..<width where matches(self[x, y]) { count += 1 }
        }
        return Double(count) / Double(width * height)
    }

    /// The average luma of all pixels, 0...255.
    var meanLuma: Double {
        guard width * height > 0 else { return 0 }
        var total = 0.0
        for y in 0..<height {
            for x in 0..<width { total += self[x, y].luma }
        }
        return total / Double(width * height)
    }

    /// How two images of the same size differ: the largest channel difference
    /// and the number of pixels differing by more than `tolerance` in some channel.
    /// Nil when the sizes differ.
    func difference(from other: RGBImage, tolerance: Int = 0) -> (maximum: Int, pixelsBeyondTolerance: Int)? {
        guard width == other.width, height == other.height else { return nil }
        var maximum = 0, beyond = 0
        for y in 0..<height {
            for x in 0..<width {
                let distance = self[x, y].distance(to: other[x, y])
                maximum = max(maximum, distance)
                if distance > tolerance { beyond += 1 }
            }
        }
        return (maximum, beyond)
    }

    /// Length of the run of pixels on row `y` that start at column `x` and
    /// step by `step` (+1 right, -1 left) while `matches` holds.
    func runLength(row y: Int, from x: Int, step: Int, while matches: (RGB) -> Bool) -> Int {
        var column = x, length = 0
        while column >= 0 && column < width && matches(self[column, y]) {
            length += 1
            column += step
        }
        return length
    }
}
