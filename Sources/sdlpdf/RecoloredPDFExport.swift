import Foundation
import PDFAppearance
import PDFEngine
import Viewer

/// `sdlpdf export FILE -o OUT.pdf --mode night`: the document (or `--pages`) as a PDF whose
/// pages look as the window shows them in the mode, text and vectors kept
/// (`Document.exportRecoloredPDF`), a progress line on a terminal.
enum RecoloredPDFExport {
    static func run(_ options: ExportOptions, document: Document, appearance: RenderOptions, pages: [Int]?,
                    interruption: ExportInterruption) throws {
        let progress = ExportProgress(quiet: options.quiet)
        defer { progress.finish() }
        try document.exportRecoloredPDF(to: options.output, password: options.password, pages: pages,
                                        pageLabels: pages.flatMap { labels(of: $0, in: document) }, options: appearance,
                                        producer: producer(mode: options.mode), cookie: interruption.cookie,
                                        progress: progress.update)
    }

    /// "sdlpdf 0.1.0 (Night export)": the output's /Producer.
    static func producer(mode: PDFAppearanceMode) -> String {
        "sdlpdf \(HelpText.version) (\(mode) export)"
    }

    /// The labels of `pages` as the document prints them; nil when it has none.
    private static func labels(of pages: [Int], in document: Document) -> [String]? {
        let ranges = (try? document.pageLabelRanges()) ?? []
        guard !ranges.isEmpty else { return nil }
        let labels = PageLabels(ranges: ranges.map {
            PageLabels.Range(firstPage: $0.firstPage, style: $0.style.flatMap(PageLabels.Style.init(rawValue:)),
                             prefix: $0.prefix, start: $0.start)
        }, pageCount: document.pageCount)
        return pages.map { labels.label(forPage: $0) ?? String($0 + 1) }
    }
}
