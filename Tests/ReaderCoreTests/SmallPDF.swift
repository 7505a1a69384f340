import Foundation
import XCTest

/// A PDF written byte by byte (with a correct cross-reference table) into a
/// temporary directory removed when the test ends: `pages` blank pages of
/// 200×300 points, page 1 with a link to the last page when `linkToLastPage`.
struct SmallPDF {
    let path: String

    init(pages: Int, linkToLastPage: Bool = false, in testCase: XCTestCase) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdlpdf-core-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        testCase.addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        path = directory.appendingPathComponent("small.pdf").path
        try Self.write(pages: pages, linkToLastPage: linkToLastPage, to: path)
    }

    /// Writes the document again with `pages` pages, as a rebuild would.
    func rewrite(pages: Int) throws {
        try Self.write(pages: pages, linkToLastPage: false, to: path)
    }

    private static func write(pages: Int, linkToLastPage: Bool, to path: String) throws {
        let firstPage = 3
        let link = firstPage + pages
        var objects = ["<< /Type /Catalog /Pages 2 0 R >>",
                       "<< /Type /Pages /Count \(pages) /Kids [\((0..<pages).map { "\(firstPage + $0) 0 R" }.joined(separator: " "))] >>"]
        for page in 0..<pages {
            let annots = linkToLastPage && page == 0 ? " /Annots [\(link) 0 R]" : ""
            objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 300]\(annots) >>")
        }
        if linkToLastPage {
            objects.append("<< /Type /Annot /Subtype /Link /Rect [10 250 90 290] /Border [0 0 0] "
                + "/Dest [\(firstPage + pages - 1) 0 R /XYZ 0 300 0] >>")
        }
        let body = "%PDF-1.7\n" + objects.enumerated().map { "\($0.offset + 1) 0 obj\n\($0.element)\nendobj\n" }.joined()
        let bytes = Array(body.utf8)
        // Each object starts after a newline with "N 0 obj".
        let starts = (1...objects.count).map { number -> Int in
            let marker = Array("\n\(number) 0 obj\n".utf8)
            return (0...(bytes.count - marker.count)).first { Array(bytes[$0..<$0 + marker.count]) == marker }! + 1
        }
        let table = starts.map { String(format: "%010d 00000 n \n", $0) }.joined()
        let text = body + "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n" + table
            + "trailer\n<< /Root 1 0 R /Size \(objects.count + 1) >>\nstartxref\n\(bytes.count)\n%%EOF\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}
