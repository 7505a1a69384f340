/// Times a subject and its reference in the same run, alternating them so that
/// drift in machine load hits both alike: warm-up rounds first (discarded), then
/// `runs` rounds of subject, reference (the order flips every round).
struct AlternatingRuns {
    var warmUp: Int
    var runs: Int

    /// The subject's and the reference's timings (ms) and the per-round ratios subject / reference.
    func measure(subject: () throws -> Double, reference: () throws -> Double) rethrows -> (subject: Samples, reference: Samples, ratios: Samples) {
        for _ in 0..<warmUp {
            _ = try subject()
            _ = try reference()
        }
        var mine = Samples(), theirs = Samples(), ratios = Samples()
        for round in 0..<runs {
            let a: Double, b: Double
            if round % 2 == 0 {
                a = try subject()
                b = try reference()
            } else {
                b = try reference()
                a = try subject()
            }
            mine.values.append(a)
            theirs.values.append(b)
            ratios.values.append(a / b)
        }
        return (mine, theirs, ratios)
    }

    /// Timings of one thing without a reference.
    func measure(_ body: () throws -> Double) rethrows -> Samples {
        for _ in 0..<warmUp { _ = try body() }
        var samples = Samples()
        for _ in 0..<runs { samples.values.append(try body()) }
        return samples
    }
}
