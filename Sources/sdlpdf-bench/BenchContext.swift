import Foundation

/// What every benchmark needs: where the documents are, how often to run, and where to put files.
struct BenchContext {
    let corpus: BenchCorpus
    let rounds: AlternatingRuns
    /// A private folder for exported files, removed at exit.
    let scratch: String
    /// `mutool`, the reference renderer; nil when it is not installed.
    let mutool: String?

    /// Notes on standard error while the benchmark runs (progress, skipped parts).
    func progress(_ message: String) {
        FileHandle.standardError.write(Data("sdlpdf-bench: \(message)\n".utf8))
    }
}
