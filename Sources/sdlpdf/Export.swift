import Foundation
import PDFAppearance
import PDFEngine
import Viewer

/// `sdlpdf export FILE -o OUT`, no window: one page to PNG (`OUT.png`), several pages to PNGs
/// (`page-%03d.png`, `PageImagesExport`) or the document to a PDF in an appearance mode
/// (`OUT.pdf`, `RecoloredPDFExport`). Export renders with the document's processor options;
/// the appearance mode is not applied to those, so the mode's options are passed with the call.
///
/// Ctrl+C (SIGINT) or SIGTERM stops the export, leaves no temporary file and existing outputs
/// untouched, and exits 130 or 143.
enum Export {
    /// Hostile pages can take minutes; a page export gives up after this long.
    static let timeoutSeconds = 120.0

    static func run(_ options: ExportOptions) -> ExitStatus {
        let interruption = ExportInterruption()
        do {
            let document = try Document(path: options.file, password: options.password)
            let appearance = ExportAppearance.renderOptions(mode: options.mode, palette: options.palette,
                                                            nightImages: options.nightImages, document: document)
            switch options.target {
            case .png:
                try exportPage(options, document: document, appearance: appearance, interruption: interruption)
            case .pngPages:
                try PageImagesExport.run(options, document: document, appearance: appearance,
                                         pages: selectedPages(options, document: document), interruption: interruption)
            case .pdf:
                try RecoloredPDFExport.run(options, document: document, appearance: appearance,
                                           pages: options.pages == nil ? nil : selectedPages(options, document: document),
                                           interruption: interruption)
            }
        } catch {
            if let signal = interruption.signal {
                let written = options.target == .pngPages ? "no page image was left behind" : "\(options.output) was not written"
                fail("export stopped by \(ExportInterruption.name(of: signal)); \(written)",
                     status: signal == SIGINT ? .interrupted : .terminated)
            }
            fail("\(error)", status: .failure)
        }
        return .success
    }

    /// One page as a PNG. In the Default appearance the page is rendered in one pass, so its
    /// pixels are exactly `mutool draw`'s; in the other modes, which have no such reference,
    /// both cores render bands (edges crossing a band border may differ from a one-pass render
    /// by a few levels).
    private static func exportPage(_ options: ExportOptions, document: Document, appearance: RenderOptions,
                                   interruption: ExportInterruption) throws {
        guard options.page <= document.pageCount else {
            fail("\(options.file): there is no page \(options.page); the document has \(document.pageCount)", status: .failure)
        }
        try document.exportPNG(page: options.page - 1, dpi: options.dpi, options: appearance, to: options.output,
                               timeout: timeoutSeconds, cookie: interruption.cookie,
                               strategy: options.mode.isEmpty ? .exact : .parallelBands)
    }

    /// The 0-based pages `--pages` names (all without it); a page beyond the document ends the
    /// export with one line.
    private static func selectedPages(_ options: ExportOptions, document: Document) -> [Int] {
        guard let selection = options.pages else { return Array(0..<document.pageCount) }
        switch selection.pages(count: document.pageCount) {
        case .success(let pages): return pages
        case .failure(let beyond): fail("\(options.file): \(beyond)", status: .failure)
        }
    }
}
