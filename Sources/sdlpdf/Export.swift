import Foundation
import PDFAppearance
import PDFEngine
import Viewer

/// `sdlpdf export FILE -o OUT.png`: one page to PNG, no window. Export renders
/// with the document's processor options; the appearance mode is not applied
/// to those, so the mode's options are passed with the call.
///
/// In the Default appearance the page is rendered in one pass, so its pixels
/// are exactly `mutool draw`'s; in the other modes, which have no such
/// reference, both cores render bands (edges crossing a band border may
/// differ from a one-pass render by a few levels).
///
/// Ctrl+C (SIGINT) or SIGTERM cancels the render, leaves no temporary file
/// and an existing OUT.png untouched, and exits 130 or 143.
enum Export {
    /// Hostile pages can take minutes; an export gives up after this long.
    static let timeoutSeconds = 120.0

    static func run(_ options: ExportOptions) -> ExitStatus {
        let interruption = ExportInterruption()
        do {
            let document = try Document(path: options.file, password: options.password)
            guard options.page <= document.pageCount else {
                fail("\(options.file): there is no page \(options.page); the document has \(document.pageCount)", status: .failure)
            }
            let appearance = ExportAppearance.renderOptions(mode: options.mode, palette: options.palette,
                                                            nightImages: options.nightImages, document: document)
            try document.exportPNG(page: options.page - 1, dpi: options.dpi, options: appearance, to: options.output,
                                   timeout: timeoutSeconds, cookie: interruption.cookie,
                                   strategy: options.mode.isEmpty ? .exact : .parallelBands)
        } catch {
            if let signal = interruption.signal {
                fail("export stopped by \(ExportInterruption.name(of: signal)); \(options.output) was not written",
                     status: signal == SIGINT ? .interrupted : .terminated)
            }
            fail("\(error)", status: .failure)
        }
        return .success
    }
}
