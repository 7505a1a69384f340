import Foundation
import XCTest

/// PDFs made for a test with `mutool create` from content streams, in a
/// temporary directory removed when the test ends.
struct TestDocument {
    let path: String

    /// One page per content stream; each stream may start with a
    /// `%%MediaBox x0 y0 x1 y1` line.
    init(pages: [String], in testCase: XCTestCase) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdlpdf-frontend-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        testCase.addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        var pageFiles: [String] = []
        for (index, content) in pages.enumerated() {
            let file = directory.appendingPathComponent("page\(index).txt").path
            try content.write(toFile: file, atomically: true, encoding: .utf8)
            pageFiles.append(file)
        }
        path = directory.appendingPathComponent("test.pdf").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/mutool")
        process.arguments = ["create", "-o", path] + pageFiles
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "TestDocument", code: Int(process.terminationStatus),
                          userInfo: [NSLocalizedDescriptionKey: "mutool create failed (is mupdf-tools installed?)"])
        }
    }
}
