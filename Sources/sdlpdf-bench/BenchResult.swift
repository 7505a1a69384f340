/// One measured figure: the subject's timings and, when a reference was
/// measured in the same run, the reference's timings and the ratio.
struct BenchResult: Codable {
    /// Which benchmark: render, export, color, frame, session.
    var group: String
    /// What was measured, e.g. the document and page.
    var name: String
    /// The unit of the samples (ms).
    var unit = "ms"
    var subject: Samples
    /// What the subject is compared with, e.g. `mutool draw -r 150`.
    var referenceName: String?
    var reference: Samples?
    /// Per-round subject / reference ratios (rounds alternate the two).
    var ratios: Samples?
    /// Extra figures (throughput, pixel counts) and remarks.
    var notes: [String: String] = [:]
    /// The goal the figure is held against, and whether it is met.
    var goal: String?
    var goalMet: Bool?
}
