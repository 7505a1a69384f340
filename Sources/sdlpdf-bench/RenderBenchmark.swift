import Foundation
import PDFEngine

/// Page render time: sdlpdf opening a document and rendering page 1 about
/// 1000 px tall (what a first frame needs), against `mutool draw -h 1000` of
/// the same page in a new process; and re-rendering at another zoom with the
/// page's display list cached, against the cold render.
///
/// The mutool figure includes starting a process (a few ms), the sdlpdf one
/// does not: on light pages the ratio favours sdlpdf by that much.
struct RenderBenchmark {
    static let pageHeight = 1000.0

    let context: BenchContext

    func run() throws -> [BenchResult] {
        var results: [BenchResult] = []
        for file in BenchCorpus.light + BenchCorpus.heavy {
            guard let path = context.corpus.path(of: file) else { continue }
            let name = "\(BenchCorpus.shortName(file)) p1"
            let probe = try Document(path: path)
            let scale = Self.pageHeight / probe.pageSize(at: 0).height
            let size = probe.pixelBounds(page: 0, scale: scale)
            context.progress("render \(name) at \(size.width)×\(size.height)")
            let cold = {
                try Stopwatch.time {
                    let document = try Document(path: path)
                    _ = try document.renderDayPixels(page: 0, scale: scale)
                }
            }
            if let mutool = context.mutool {
                let command = [mutool, "draw", "-h", "\(Int(Self.pageHeight))", "-F", "pam", "-o", "/dev/null", path, "1"]
                let (mine, theirs, ratios) = try context.rounds.measure(subject: cold, reference: { try Subprocess.time(command) })
                results.append(BenchResult(group: "render", name: "\(name) open+render", subject: mine,
                                           referenceName: "mutool draw -h 1000 -F pam (process)", reference: theirs, ratios: ratios,
                                           notes: ["pixels": "\(size.width)x\(size.height)"]))
            }
            let document = try Document(path: path)
            _ = try document.renderDayPixels(page: 0, scale: scale)
            var zoomIn = false
            let rerender = {
                try Stopwatch.time {
                    zoomIn.toggle()
                    _ = try document.renderDayPixels(page: 0, scale: zoomIn ? scale * 1.1 : scale)
                }
            }
            let (mine, theirs, ratios) = try context.rounds.measure(subject: rerender, reference: cold)
            results.append(BenchResult(group: "render", name: "\(name) re-render at new zoom", subject: mine,
                                       referenceName: "open+render (cold)", reference: theirs, ratios: ratios,
                                       notes: ["pixels": "\(size.width)x\(size.height) and ×1.1"]))
        }
        return results
    }
}
