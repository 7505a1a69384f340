import Foundation
import PDFEngine

/// Page render time: sdlpdf opening a document and rendering page 1 about
/// 1000 px tall (what a first frame needs), against `mutool draw -h 1000` of
/// the same page in a new process; re-rendering at another zoom with the
/// page's display list cached, against the cold render; and the page drawn as
/// the viewer's 512-px tiles, against one render of the whole page.
///
/// The mutool figure includes starting a process (a few ms), the sdlpdf one
/// does not: on light pages the ratio favours sdlpdf by that much.
struct RenderBenchmark {
    static let pageHeight = 1000.0
    /// The viewer's tile size (`ViewerTuning.tileSize`).
    static let tileSize = 512

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
            let tiles = Self.tiles(covering: size)
            let tiled = {
                try Stopwatch.time {
                    for tile in tiles { _ = try document.renderDayPixels(page: 0, scale: scale, region: tile) }
                }
            }
            let whole = { try Stopwatch.time { _ = try document.renderDayPixels(page: 0, scale: scale) } }
            let split = try context.rounds.measure(subject: tiled, reference: whole)
            results.append(BenchResult(group: "render", name: "\(name) as \(tiles.count) tiles of \(Self.tileSize) px, one after another",
                                       subject: split.subject, referenceName: "the whole page in one render",
                                       reference: split.reference, ratios: split.ratios,
                                       notes: ["pixels": "\(size.width)x\(size.height)"]))
        }
        return results
    }

    /// The `tileSize` grid over a page of `size`, as the viewer tiles what is visible.
    static func tiles(covering size: PixelRect) -> [PixelRect] {
        stride(from: 0, to: size.height, by: tileSize).flatMap { y in
            stride(from: 0, to: size.width, by: tileSize).map { x in
                PixelRect(x: x, y: y, width: min(tileSize, size.width - x), height: min(tileSize, size.height - y))
            }
        }
    }
}
