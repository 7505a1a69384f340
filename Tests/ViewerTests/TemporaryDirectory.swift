import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A fresh directory under the system temporary directory, removed (with
/// write permission restored first) when the test ends.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("sdlpdf-memory-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        if let paths = FileManager.default.enumerator(atPath: url.path) {
            for case let relative as String in paths {
                chmod(url.appendingPathComponent(relative).path, 0o700)
            }
        }
        chmod(url.path, 0o700)
        try? FileManager.default.removeItem(at: url)
    }

    /// The absolute path of `relativePath` inside the directory.
    func path(_ relativePath: String) -> String {
        url.appendingPathComponent(relativePath).path
    }

    /// Writes `data` to `relativePath` (creating parent directories) and
    /// returns its absolute path.
    @discardableResult
    func write(_ data: Data, to relativePath: String) throws -> String {
        let fileURL = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: fileURL)
        return fileURL.path
    }

    /// Writes a small stand-in document whose bytes depend on `content`.
    @discardableResult
    func writeDocument(_ relativePath: String, content: String) throws -> String {
        try write(Data("%PDF-1.7\n\(content)\n%%EOF\n".utf8), to: relativePath)
    }
}
