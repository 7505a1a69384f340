import Foundation

/// The folder of real documents the benchmarks run on (`../shared/corpus`) and
/// the documents each benchmark uses.
struct BenchCorpus {
    let directory: String

    /// Pages of ordinary text and light figures.
    static let light = ["a_sci-paper-color-graphs_tracemonkey.pdf", "b_long-book-352p_freeculture.pdf"]
    /// Slow pages: dense vectors, gradients, JPEG 2000 photographs.
    static let heavy = ["c_cad-site-plan-24x36in_pdfjs-issue12810.pdf", "c_infographic-gradients-hybridPDF_pdfjs-issue1905.pdf",
                        "c_a0-drawing_pdfjs-issue14497.pdf", "d_jpx-photos-3p_pdfjs-issue5481.pdf"]
    static let textPage = "a_sci-paper-color-graphs_tracemonkey.pdf"
    static let photoPage = "d_jpx-photos-3p_pdfjs-issue5481.pdf"

    /// The corpus named by `--corpus`, else `$SDLPDF_CORPUS`, else `../shared/corpus`
    /// beside the package (the working directory of `swift run`).
    static func locate(_ requested: String?) throws -> BenchCorpus {
        let environment = ProcessInfo.processInfo.environment["SDLPDF_CORPUS"]
        let chosen = requested ?? environment ?? "../shared/corpus"
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: chosen, isDirectory: &isDirectory), isDirectory.boolValue else {
            let how = requested != nil ? "--corpus" : environment != nil ? "SDLPDF_CORPUS" : "the default (../shared/corpus, relative to the working directory)"
            throw BenchArguments.UsageError(description: "no corpus folder at '\(chosen)' (from \(how)); pass --corpus DIR naming the folder of test documents")
        }
        return BenchCorpus(directory: URL(fileURLWithPath: chosen).standardizedFileURL.path)
    }

    /// The path of `file` in the corpus, nil (with a note on standard error) when it is missing.
    func path(of file: String) -> String? {
        let path = directory + "/" + file
        guard FileManager.default.fileExists(atPath: path) else {
            FileHandle.standardError.write(Data("sdlpdf-bench: \(file) is not in \(directory); skipped\n".utf8))
            return nil
        }
        return path
    }

    /// A short name for tables: the part after the category prefix, up to the first `_`.
    static func shortName(_ file: String) -> String {
        let parts = file.split(separator: "_")
        return parts.count > 1 ? String(parts[1]) : file
    }
}
