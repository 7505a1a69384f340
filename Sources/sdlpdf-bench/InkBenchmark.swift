/// Goal 7: ink, motion event → presented frame, p95 ≤ 4 ms on the slowest page.
///
/// NOT MEASURED YET: sdlpdf has no ink. When it does, this benchmark replays a
/// recorded pointer stroke over the slowest corpus page through the session's
/// event handling and times each motion event until the frame showing it is
/// presented; until then it reports the goal as not measured, with no figures.
struct InkBenchmark {
    static let goal = "motion event → presented frame p95 ≤ 4 ms on the slowest page"
    static let status = "not measured: ink does not exist yet"
}
