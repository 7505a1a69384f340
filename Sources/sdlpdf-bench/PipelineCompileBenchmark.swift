import PDFAppearance

/// What building a colour pipeline costs, which a first switch to a mode pays
/// before any pixel changes: the first night pipeline of the process (it also
/// computes the night rule for every table node, shared by later ones), then
/// further night and sepia pipelines. Run before anything else builds one.
struct PipelineCompileBenchmark {
    let context: BenchContext

    func run() -> [BenchResult] {
        let manager = PDFAppearanceModeManager()
        let night = manager.renderOptions(for: .night), sepia = manager.renderOptions(for: .sepia)
        let first = Stopwatch.time { _ = ColorPipeline(options: night) }
        let again = context.rounds.measure { Stopwatch.time { _ = ColorPipeline(options: night) } }
        let sepiaBuild = context.rounds.measure { Stopwatch.time { _ = ColorPipeline(options: sepia) } }
        return [
            BenchResult(group: "color", name: "build the first night pipeline of the process", subject: Samples([first]),
                        notes: ["samples": "1 (only the first build computes the night rule per table node)"]),
            BenchResult(group: "color", name: "build another night pipeline", subject: again),
            BenchResult(group: "color", name: "build a sepia pipeline", subject: sepiaBuild),
        ]
    }
}
