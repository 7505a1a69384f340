import Foundation
import XCTest

/// The shared real-world corpus: env SDLPDF_CORPUS, else
/// `<package root>/../shared/corpus`. Tests that need it skip without it.
enum Corpus {
    /// The corpus folder; skips the test when there is none.
    static func directory() throws -> URL {
        let environment = ProcessInfo.processInfo.environment["SDLPDF_CORPUS"].map { URL(fileURLWithPath: $0) }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let fallback = packageRoot.appendingPathComponent("../shared/corpus").standardizedFileURL
        for candidate in [environment, fallback].compactMap({ $0 }) where FileManager.default.fileExists(atPath: candidate.path) {
            return candidate
        }
        print("skipped: no corpus (set SDLPDF_CORPUS or place it at \(fallback.path))")
        throw XCTSkip("no corpus: set SDLPDF_CORPUS or place it at \(fallback.path)")
    }

    /// The path of corpus file `name`; skips the test when the corpus or the file is missing.
    static func file(_ name: String) throws -> String {
        let path = try directory().appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path) else { throw XCTSkip("the corpus has no \(name)") }
        return path
    }
}
