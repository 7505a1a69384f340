import Foundation
import PDFAppearance
import PDFEngine

/// Colour pipeline throughput on day pixels rendered from the corpus (a text
/// page and a photo page, about 1280 px wide), applied while copying into a
/// second buffer as the viewer does into textures, against `memcpy` of the
/// same buffer (the physical limit). Goals: night ≥ 40 % of memcpy speed on
/// text, ≥ 15 % on photos.
///
/// The pipeline splits large buffers across all cores; `memcpy` runs on one.
struct ColorPipelineBenchmark {
    static let width = 1280.0
    /// Night throughput goals as a fraction of memcpy speed.
    static let nightGoals = ["text": 0.40, "photo": 0.15]

    let context: BenchContext

    func run() throws -> [BenchResult] {
        var results: [BenchResult] = []
        let manager = PDFAppearanceModeManager()
        let modes: [(String, PDFAppearanceMode)] = [("sepia", .sepia), ("night", .night), ("sepia+night", .all)]
        for (kind, file) in [("text", BenchCorpus.textPage), ("photo", BenchCorpus.photoPage)] {
            guard let path = context.corpus.path(of: file) else { continue }
            let document = try Document(path: path)
            let day = try document.renderDayPixels(page: 0, scale: Self.width / document.pageSize(at: 0).width)
            let destination = PixelBuffer(width: day.width, height: day.height)
            let bytes = day.stride * day.height
            let copy = {
                Stopwatch.time { memcpy(destination.pointer, day.pointer, bytes) }
            }
            let rounds = AlternatingRuns(warmUp: max(3, context.rounds.warmUp), runs: max(21, context.rounds.runs * 3))
            for (modeName, mode) in modes {
                context.progress("color \(modeName) on the \(kind) page (\(day.width)×\(day.height))")
                let pipeline = ColorPipeline.cached(for: manager.renderOptions(for: mode))
                let apply = {
                    Stopwatch.time {
                        pipeline.apply(from: day.pointer, sourceStride: day.stride, to: destination.pointer,
                                       destinationStride: destination.stride, width: day.width, height: day.height)
                    }
                }
                let measured = rounds.measure(subject: apply, reference: copy)
                let speed = 1 / measured.ratios.median
                let goal = modeName == "night" ? Self.nightGoals[kind] : nil
                results.append(BenchResult(
                    group: "color", name: "\(modeName), \(kind) page (\(BenchCorpus.shortName(file)) p1)", subject: measured.subject,
                    referenceName: "memcpy of the same \(bytes >> 10) KiB", reference: measured.reference, ratios: measured.ratios,
                    notes: ["pixels": "\(day.width)x\(day.height)",
                            "MB/s": String(format: "%.0f", Double(bytes) / 1e3 / measured.subject.median),
                            "memcpy MB/s": String(format: "%.0f", Double(bytes) / 1e3 / measured.reference.median),
                            "% of memcpy speed": String(format: "%.0f", speed * 100)],
                    goal: goal.map { "≥ \(Int($0 * 100)) % of memcpy speed" }, goalMet: goal.map { speed >= $0 }))
            }
        }
        return results
    }
}
