import Foundation
import PDFAppearance
import PDFEngine

/// Export of the heavy pages: `sdlpdf export --mode night --dpi 150` against
/// `mutool draw -r 150` of the same page, both writing PNG, alternating
/// (goal: median ratio ≤ 0.75); then, in process, the banded parallel export
/// against the one-pass export to show what the second core is worth.
struct ExportBenchmark {
    static let dpi = 150
    static let goalRatio = 0.75

    let context: BenchContext
    /// The sdlpdf binary; nil skips the process comparison.
    let sdlpdf: String?

    func run() throws -> [BenchResult] {
        var results: [BenchResult] = []
        let night = PDFAppearanceModeManager().renderOptions(for: .night)
        for file in BenchCorpus.heavy {
            guard let path = context.corpus.path(of: file) else { continue }
            let name = "\(BenchCorpus.shortName(file)) p1"
            let mineOutput = context.scratch + "/sdlpdf.png", theirOutput = context.scratch + "/mutool.png"
            if let sdlpdf, let mutool = context.mutool {
                context.progress("export \(name): sdlpdf export vs mutool draw")
                let mine = [sdlpdf, "export", path, "-o", mineOutput, "--page", "1", "--dpi", "\(Self.dpi)", "--mode", "night"]
                let theirs = [mutool, "draw", "-r", "\(Self.dpi)", "-o", theirOutput, path, "1"]
                let measured = try context.rounds.measure(subject: { try Subprocess.time(mine) }, reference: { try Subprocess.time(theirs) })
                let ratio = measured.ratios.median
                results.append(BenchResult(group: "export", name: "\(name) night \(Self.dpi) dpi PNG", subject: measured.subject,
                                           referenceName: "mutool draw -r \(Self.dpi) -o x.png", reference: measured.reference,
                                           ratios: measured.ratios, notes: ["command": mine.dropFirst().joined(separator: " ")],
                                           goal: "median ratio ≤ \(Self.goalRatio)", goalMet: ratio <= Self.goalRatio))
            }
            context.progress("export \(name): parallel bands vs one pass (in process)")
            let export = { (strategy: PNGExportStrategy) in
                try Stopwatch.time {
                    let document = try Document(path: path)
                    try document.exportPNG(page: 0, dpi: Double(Self.dpi), options: night, to: mineOutput, strategy: strategy)
                }
            }
            let measured = try context.rounds.measure(subject: { try export(.parallelBands) }, reference: { try export(.exact) })
            results.append(BenchResult(group: "export", name: "\(name) night \(Self.dpi) dpi, parallelBands", subject: measured.subject,
                                       referenceName: "exportPNG strategy .exact (one pass, one thread)", reference: measured.reference,
                                       ratios: measured.ratios))
        }
        return results
    }
}
