import Foundation
import PDFAppearance
import PDFEngine
import Viewer

/// What keeping photographs in Night costs (issue 12), side by side in one run:
/// - a text page (no images, so no mask pass): Night keeping photos against Night recolouring all, goal ≤ 1.05×;
/// - the JPX photo page: Night keeping photos against the Default render, goal ≤ 1.2×;
/// - the toggle as the window does it, on window-sized day pixels already rendered: the pipeline applied while
///   copying (with the image mask on the photo page), goals ≤ 3 ms on the text page and ≤ 15 ms on the photo page.
/// Night is `sdlpdf export --mode night`'s options with the bench's palette flags (`ExportAppearance`); with an
/// sdlpdf binary, a last row per page compares the measured night pixels with that export's PNG.
struct NightImagesBenchmark {
    /// The window's page height the renders are made at, as the other window benchmarks.
    static let pageHeight = 1000.0

    let context: BenchContext
    /// `--night-paper`, `--night-text`, `--night-min-contrast`, `--sepia-strength`, read and as given.
    let palette: AppearancePalette
    let paletteWords: [String]
    /// The sdlpdf binary whose export the night pixels are compared with; nil skips the comparison.
    let sdlpdf: String?

    func run() throws -> [BenchResult] {
        var results: [BenchResult] = []
        for (kind, file) in [("text", BenchCorpus.textPage), ("photo", BenchCorpus.photoPage)] {
            guard let path = context.corpus.path(of: file) else { continue }
            let document = try Document(path: path)
            let night = ExportAppearance.renderOptions(mode: .night, palette: palette, nightImages: .dim, document: document)
            var recolouring = night
            recolouring.imageHandling = .recolor
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
            if let sdlpdf {
                context.progress("night images: night pixels of the \(name) against sdlpdf export")
                results.append(try comparison(with: sdlpdf, path: path, document: document, scale: scale, night: night, name: name))
            }
        }
        return results
    }

    /// Exports page 1 with `sdlpdf export --mode night` and the palette flags at the measured scale, and
    /// counts the pixels whose colour differs from `render` with the measured options. The export draws
    /// bands on both cores, and MuPDF resamples a photograph a little differently at a band's border, so
    /// the goal allows those rows one level.
    private func comparison(with sdlpdf: String, path: String, document: Document, scale: Double, night: RenderOptions,
                            name: String) throws -> BenchResult {
        let output = context.scratch + "/night-images.png"
        let dpi = scale * 72
        let command = [sdlpdf, "export", path, "-o", output, "--page", "1", "--dpi", "\(dpi)", "--mode", "night"] + paletteWords
        let elapsed = try Subprocess.time(command)
        let measured = try document.render(page: 0, scale: dpi / 72, options: night)
        // MuPDF opens the PNG as a page of its size at its resolution: drawn at one pixel a sample.
        let png = try Document(path: output)
        let exported = try png.renderDayPixels(page: 0, scale: Double(measured.width) / png.pageSize(at: 0).width)
        guard exported.width == measured.width && exported.height == measured.height else {
            throw Subprocess.Failure(description: "sdlpdf export wrote \(exported.width)×\(exported.height) pixels, "
                                     + "the bench rendered \(measured.width)×\(measured.height)")
        }
        var differing = 0, largest = 0
        for y in 0..<measured.height {
            for x in 0..<measured.width {
                let a = measured.pixel(x: x, y: y), b = exported.pixel(x: x, y: y)
                let difference = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                differing += difference > 0 ? 1 : 0
                largest = max(largest, difference)
            }
        }
        return BenchResult(
            group: "nightimages", name: "Night pixels against sdlpdf export\(paletteWords.map { " " + $0 }.joined()), \(name)",
            subject: Samples([elapsed]),
            notes: ["pixels": "\(measured.width)x\(measured.height)", "differing pixels": "\(differing)",
                    "largest difference": "\(largest)"],
            goal: "the same pixels (≤ 1 level)", goalMet: largest <= 1)
    }
}
