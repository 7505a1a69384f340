import Foundation
import PDFAppearance
import PDFEngine
import Viewer

/// `sdlpdf export FILE -o 'page-%03d.png' [--pages …]`: every page (or the range) as a PNG file
/// named by the pattern with the page number, rendered on all cores with the pixels the
/// one-page export gives each page (`Document.exportPNGs`), a progress line on a terminal.
enum PageImagesExport {
    static func run(_ options: ExportOptions, document: Document, appearance: RenderOptions, pages: [Int],
                    interruption: ExportInterruption) throws {
        guard let pattern = PagePattern(options.output) else {
            preconditionFailure("a .pngPages export has a pattern with %d: \(options.output)")
        }
        let progress = ExportProgress(quiet: options.quiet)
        defer { progress.finish() }
        try document.exportPNGs(pages: pages, dpi: options.dpi, options: appearance, name: { pattern.name(page: $0 + 1) },
                                strategy: options.mode.isEmpty ? .exact : .parallelBands, timeout: Export.timeoutSeconds,
                                cookie: interruption.cookie, progress: progress.update)
    }
}
