import Foundation
import PDFEngine
import ReaderCore
import Viewer
import XCTest

/// The render time limit a session is given (`renderTimeLimit`) cancels a
/// page that renders longer and records it as the tile's failure, which the
/// window shows as an error page.
final class RenderTimeLimitTests: XCTestCase {
    /// One page that fills itself four million times: a form of 2,000 fills drawn 2,000 times.
    private func slowPage() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdlpdf-core-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let form = String(repeating: "0.5 g 0 0 200 300 re f\n", count: 2000)
        let page = String(repeating: "/X Do\n", count: 2000)
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Count 1 /Kids [3 0 R] >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 300] /Resources << /XObject << /X 5 0 R >> >> /Contents 4 0 R >>",
            "<< /Length \(page.utf8.count) >>\nstream\n\(page)\nendstream",
            "<< /Type /XObject /Subtype /Form /BBox [0 0 200 300] /Length \(form.utf8.count) >>\nstream\n\(form)\nendstream",
        ]
        // No cross-reference table: MuPDF finds the objects by scanning, as for any damaged file.
        let body = "%PDF-1.7\n" + objects.enumerated().map { "\($0.offset + 1) 0 obj\n\($0.element)\nendobj\n" }.joined()
            + "trailer\n<< /Root 1 0 R /Size \(objects.count + 1) >>\n%%EOF\n"
        let path = directory.appendingPathComponent("slow.pdf").path
        try Data(body.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testAPageRenderingLongerThanTheLimitIsCancelledAndRecorded() throws {
        let path = try slowPage()
        let session = DocumentSession(document: try Document(path: path), password: nil,
                                      budgets: MemoryBudgets(viewport: ViewportSize(width: 400, height: 300)),
                                      renderTimeLimit: 0.5) {}
        addTeardownBlock { session.close() }
        let key = RenderKey(page: 0, scale: 1)
        session.renderQueue.setWanted([RenderRequest(key: key)])
        let recorded = expectation(for: NSPredicate { _, _ in session.failedTiles.error(for: key) != nil }, evaluatedWith: nil)
        wait(for: [recorded], timeout: 30)
        XCTAssertEqual(session.failedTiles.error(for: key), .timedOut(path: path, page: 0, seconds: 0.5))
        XCTAssertEqual(session.failedTiles.error(for: key).map { "\($0)" },
                       "\(path): rendering page 1 did not finish within 0.5 s")
    }

    func testTheDefaultLimitIsTenSeconds() {
        XCTAssertEqual(ViewerConfiguration().renderLimits.renderTimeLimitSeconds, 10)
        XCTAssertEqual(ViewerConfiguration().renderLimits.memoryLimitMiB, nil, "the machine's default")
    }
}
