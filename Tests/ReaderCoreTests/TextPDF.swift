import Foundation
import XCTest

extension XCTestCase {
    /// A PDF (by `mutool create`) of `pages` pages; page i says "page i" and,
    /// when `needle(i)`, also "a Needle here".
    func textPDF(pages: Int, needle: (Int) -> Bool) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdlpdf-search-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        var arguments = ["mutool", "create", "-o", directory.appendingPathComponent("text.pdf").path]
        for page in 0..<pages {
            let extra = needle(page) ? "BT /F1 12 Tf 20 200 Td (a Needle here and a needle there) Tj ET\n" : ""
            let content = "%%MediaBox 0 0 300 300\n%%Font F1 Helvetica\nBT /F1 12 Tf 20 250 Td (page \(page)) Tj ET\n" + extra
            let file = directory.appendingPathComponent("p\(page).txt")
            try content.write(to: file, atomically: true, encoding: .utf8)
            arguments.append(file.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "mutool create failed")
        return directory.appendingPathComponent("text.pdf").path
    }
}
