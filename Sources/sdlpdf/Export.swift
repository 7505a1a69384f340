import Foundation
import PDFAppearance
import PDFEngine
import Viewer

/// `sdlpdf export FILE -o OUT.png`: one page to PNG, no window.
enum Export {
    /// Hostile pages can take minutes; an export gives up after this long.
    static let timeoutSeconds = 120.0

    static func run(_ options: ExportOptions) -> ExitStatus {
        do {
            let document = try Document(path: options.file, password: options.password)
            guard options.page <= document.pageCount else {
                fail("\(options.file): there is no page \(options.page); the document has \(document.pageCount)", status: .failure)
            }
            try document.exportPNG(page: options.page - 1, dpi: options.dpi, to: options.output, timeout: timeoutSeconds)
        } catch {
            fail("\(error)", status: .failure)
        }
        return .success
    }
}
