import Foundation
import PDFAppearance
import PDFEngine

/// What keeping photographs in Night costs (issue 12), side by side in one run:
/// - a text page (no images, so no mask pass): Night keeping photos against Night recolouring all, goal ≤ 1.05×;
/// - the JPX photo page: Night keeping photos against the Default render, goal ≤ 1.2×;
/// - the toggle as the window does it, on window-sized day pixels already rendered: the pipeline applied while
///   copying (with the image mask on the photo page), goals ≤ 3 ms on the text page and ≤ 15 ms on the photo page.
struct NightImagesBenchmark {
    /// The window's page height the renders are made at, as the other window benchmarks.
    static let pageHeight = 1000.0

    let context: BenchContext

    func run() throws -> [BenchResult] {
        var results: [BenchResult] = []
        let manager = PDFAppearanceModeManager()
        let night = manager.renderOptions(for: .night)
        var recolouring = night
        recolouring.imageHandling = .recolor
        for (kind, file) in [("text", BenchCorpus.textPage), ("photo", BenchCorpus.photoPage)] {
            guard let path = context.corpus.path(of: file) else { continue }
            let document = try Document(path: path)
            let scale = Self.pageHeight / document.pageSize(at: 0).height
            let name = "\(kind) page (\(BenchCorpus.shortName(file)) p1)"
            context.progress("night images: render of the \(name)")
            let smart = { try Stopwatch.time { _ = try document.render(page: 0, scale: scale, options: night) } }
            let reference: () throws -> Double = kind == "text"
                ? { try Stopwatch.time { _ = try document.render(page: 0, scale: scale, options: recolouring) } }
                : { try Stopwatch.time { _ = try document.renderDayPixels(page: 0, scale: scale) } }
            let rendered = try context.rounds.measure(subject: smart, reference: reference)
            let goal = kind == "text" ? 1.05 : 1.2
            results.append(BenchResult(
                group: "nightimages", name: "Night keeping photos, \(name)", subject: rendered.subject,
                referenceName: kind == "text" ? "Night recolouring everything" : "Default render", reference: rendered.reference,
                ratios: rendered.ratios, goal: "≤ \(goal)×", goalMet: rendered.ratios.median <= goal))

            context.progress("night images: toggle on the \(name)")
            let day = try document.renderDayPixels(page: 0, scale: scale, imageMask: true)
            let destination = PixelBuffer(width: day.width, height: day.height)
            let pipeline = ColorPipeline.cached(for: night)
            let toggle = context.rounds.measure {
                Stopwatch.time {
                    pipeline.apply(from: day.pointer, stride: day.stride, imageMask: day.imageMask, to: destination.pointer,
                                   destinationStride: destination.stride, width: day.width, height: day.height)
                }
            }
            let toggleGoal = kind == "text" ? 3.0 : 15.0
            results.append(BenchResult(
                group: "nightimages", name: "Night toggle (pipeline into a window-sized copy), \(name)", subject: toggle,
                notes: ["pixels": "\(day.width)x\(day.height)", "image mask": day.imageMask == nil ? "none" : "kept with the tile"],
                goal: "≤ \(Int(toggleGoal)) ms", goalMet: toggle.median <= toggleGoal))
        }
        return results
    }
}
