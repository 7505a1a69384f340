/// Repeated timings of one thing, in milliseconds, after the warm-up runs were dropped.
struct Samples: Codable {
    var values: [Double]

    init(_ values: [Double] = []) {
        self.values = values
    }

    var median: Double { quantile(0.5) }
    var minimum: Double { values.min() ?? .nan }
    var maximum: Double { values.max() ?? .nan }
    var p95: Double { quantile(0.95) }

    /// The `q` quantile, interpolating between the two nearest samples.
    func quantile(_ q: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let position = q * Double(sorted.count - 1)
        let below = Int(position.rounded(.down)), above = Int(position.rounded(.up))
        return sorted[below] + (sorted[above] - sorted[below]) * (position - Double(below))
    }
}
