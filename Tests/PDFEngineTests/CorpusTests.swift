import Foundation
import PDFEngine
import XCTest

/// Every document of the shared corpus (see `Corpus`) opens or fails with a clean
/// DocumentError, and page 1 renders or fails cleanly in bounded time.
final class CorpusTests: XCTestCase {
    /// Render time limit for one page; hostile files are aborted by it.
    private let renderTimeout = 3.0

    private func documents(in corpus: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: corpus.path)
            .filter { $0 != "MANIFEST.tsv" && !$0.hasPrefix(".") }
            .sorted()
            .map { corpus.appendingPathComponent($0).path }
    }

    /// Runs `body` on another thread, failing if it does not return within `seconds`.
    private func finishes(within seconds: Double, _ what: String, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        Thread {
            body()
            done.signal()
        }.start()
        if done.wait(timeout: .now() + seconds) == .timedOut {
            XCTFail("\(what) did not finish within \(seconds) s")
        }
    }

    func testEveryDocumentOpensOrFailsCleanlyAndPageOneRendersInBoundedTime() throws {
        let corpus = try Corpus.directory()
        let paths = try documents(in: corpus)
        XCTAssertFalse(paths.isEmpty)
        let started = Date()
        let outcomes = Outcomes()
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            let name = URL(fileURLWithPath: path).lastPathComponent
            finishes(within: renderTimeout + 15, name) { [renderTimeout] in
                let document: Document
                do {
                    document = try Document(path: path)
                } catch let error as DocumentError {
                    XCTAssertTrue(error.description.contains(path), "\(name): \(error)")
                    outcomes.add("\(name): \(error)")
                    return
                } catch {
                    XCTFail("\(name): not a DocumentError: \(error)")
                    return
                }
                XCTAssertGreaterThan(document.pageCount, 0, name)
                let begin = Date()
                do {
                    let pixels = try document.renderDayPixels(page: 0, scale: 0.5, timeout: renderTimeout)
                    XCTAssertGreaterThan(pixels.width, 0, name)
                    outcomes.add("\(name): \(document.pageCount) pages, page 1 \(pixels.width)×\(pixels.height)")
                } catch let error as DocumentError {
                    outcomes.add("\(name): page 1: \(error)")
                } catch {
                    XCTFail("\(name): not a DocumentError: \(error)")
                }
                XCTAssertLessThan(Date().timeIntervalSince(begin), renderTimeout + 5, "\(name) page 1 render was not bounded")
            }
        }
        print(outcomes.lines.sorted().joined(separator: "\n"))
        XCTAssertLessThan(Date().timeIntervalSince(started), 60)
    }

    func testPageOneExportEqualsMutoolDraw() throws {
        try Fixtures.requireMutool()
        let fixtures = try Fixtures()
        let started = Date()
        for path in try documents(in: try Corpus.directory()) {
            let name = URL(fileURLWithPath: path).lastPathComponent
            guard !name.contains("-hang_"), let document = try? Document(path: path) else { continue }
            let out = fixtures.path("page.png")
            try document.exportPNG(page: 0, dpi: 50, to: out)
            let reference = try ReferenceImage.mutoolDraw(path, page: 0, dpi: 50, fixtures: fixtures)
            let image = try Document(path: out)
            let pixels = try image.renderDayPixels(page: 0, scale: Double(reference.width) / image.pageSize(at: 0).width)
            XCTAssertLessThanOrEqual(reference.maximumDifference(to: pixels), 2, name)
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 60)
    }

    func testKnownHostileAndEncryptedFilesFailTheRightWay() throws {
        let corpus = try Corpus.directory()
        func path(_ prefix: String) -> String? {
            (try? documents(in: corpus))?.first { URL(fileURLWithPath: $0).lastPathComponent.hasPrefix(prefix) }
        }
        if let zero = path("h_zero-bytes") {
            XCTAssertThrowsError(try Document(path: zero)) { XCTAssertEqual($0 as? DocumentError, .emptyFile(path: zero)) }
        }
        if let fuzzed = path("h_fuzzed-unopenable") {
            XCTAssertThrowsError(try Document(path: fuzzed)) { error in
                switch error as? DocumentError {
                case .noPages?, .damaged?: break
                default: XCTFail("unexpected \(error)")
                }
            }
        }
        if let bogus = path("h_bogus-1.4e9-page-count") {
            let document = try Document(path: bogus)
            XCTAssertEqual(document.pageCount, 1)
            XCTAssertEqual(document.declaredPageCount, 1410065407)
        }
        if let locked = path("f_encrypted-unknown-password") {
            XCTAssertThrowsError(try Document(path: locked)) { XCTAssertEqual($0 as? DocumentError, .passwordRequired(path: locked)) }
            XCTAssertThrowsError(try Document(path: locked, password: "guess")) {
                XCTAssertEqual($0 as? DocumentError, .wrongPassword(path: locked))
            }
        }
        for (prefix, password) in [("f_encrypted-rc4-128", "openpassword"), ("f_encrypted-scan-kyocera", "ELXRTQWS"),
                                   ("f_encrypted-aes256-unicode-pw", "pässwört")] {
            guard let file = path(prefix) else { continue }
            XCTAssertEqual(try Document(path: file, password: password).pageCount, 1, prefix)
        }
        if let epub = path("j_epub-moby-dick") {
            let document = try Document(path: epub)
            XCTAssertTrue(document.isReflowable)
            XCTAssertEqual(document.pageSize(at: 0), PageSize(width: 420, height: 595))
            XCTAssertGreaterThan(document.pageCount, 100)
        }
    }

    func testFilesThatHangMutoolFinishOrFailWithinBoundedTime() throws {
        let corpus = try Corpus.directory()
        let hanging = try documents(in: corpus).filter { $0.contains("-hang_") }
        for path in hanging {
            finishes(within: 20, path) {
                let begin = Date()
                do {
                    let document = try Document(path: path)
                    _ = try document.renderDayPixels(page: 0, scale: 1, timeout: 2)
                } catch let error as DocumentError {
                    switch error {
                    case .timedOut, .pageLoadFailed, .memoryLimitExceeded: break
                    default: XCTFail("\(path): \(error)")
                    }
                } catch {
                    XCTFail("\(path): \(error)")
                }
                XCTAssertLessThan(Date().timeIntervalSince(begin), 8, path)
            }
        }
    }
}

/// Lines collected from concurrent checks.
private final class Outcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []

    func add(_ line: String) { lock.withLock { collected.append(line) } }
    var lines: [String] { lock.withLock { collected } }
}
