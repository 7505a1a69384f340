import CSDL2
import Foundation
import PDFEngine
@_spi(Benchmarking) import SDLFrontend
import Viewer

/// Whether the viewer's cost grows with the document (issue 15, goal 3):
/// generated documents of 10, 1,000 and 20,000 pages, with a flat and a
/// balanced page tree (`GeneratedDocument`), each opened in a fresh process
/// (this binary again, `--scaling-child FILE`) so that its memory is its own.
/// The child times, under SDL's offscreen driver in a 1280×1024 window as the
/// session group: the first complete frame (document opened → every visible
/// tile drawn), then `End` until the last page is complete, then a jump to
/// the middle page (`N G`, not rendered yet) for comparison, and reports its
/// VmHWM right after the first frame. Rounds alternate the documents.
struct ScalingBenchmark {
    static let pageCounts = [10, 1_000, 20_000]
    static let childFlag = "--scaling-child"
    /// Writes the documents into a directory and exits, for measuring them on screen (docs/benchmarks.md).
    static let writeDocumentsFlag = "--write-scaling-documents"

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What one child reports.
    struct Figures: Codable {
        var firstFrame: Double
        var lastPage: Double
        var middlePage: Double
        var peakMiBAfterFirstFrame: Double
    }

    let context: BenchContext
    let benchBinary: String

    /// Writes every tree and page count to `directory` as TREE-PAGES.pdf
    /// (flat-10.pdf … balanced-20000.pdf), in that order.
    static func writeDocuments(to directory: String) throws -> [(name: String, path: String)] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var documents: [(name: String, path: String)] = []
        for tree in GeneratedDocument.PageTree.allCases {
            for pages in pageCounts {
                let path = "\(directory)/\(tree.rawValue)-\(pages).pdf"
                try GeneratedDocument.write(pages: pages, tree: tree, to: path)
                documents.append(("\(pages) pages, \(tree.rawValue) tree", path))
            }
        }
        return documents
    }

    func run() throws -> [BenchResult] {
        let documents = try Self.writeDocuments(to: context.scratch)
        context.progress("scaling: first frame, End and memory of generated documents, \(documents.count) documents")
        var figures = Array(repeating: [Figures](), count: documents.count)
        for round in 0..<(context.rounds.warmUp + context.rounds.runs) {
            let order = round % 2 == 0 ? Array(documents.indices) : documents.indices.reversed()
            for index in order {
                let measured = try child(documents[index].path)
                if round >= context.rounds.warmUp { figures[index].append(measured) }
            }
        }
        var results: [BenchResult] = []
        let notes = ["driver": "offscreen + software renderer, a fresh process per document", "window": "1280x1024"]
        for tree in GeneratedDocument.PageTree.allCases {
            let indices = documents.indices.filter { documents[$0].name.hasSuffix("\(tree.rawValue) tree") }
            guard let smallest = indices.first, let largest = indices.last else { continue }
            for index in indices {
                let first = Samples(figures[index].map(\.firstFrame))
                let smallestFirst = Samples(figures[smallest].map(\.firstFrame))
                let ratio = first.median / smallestFirst.median
                let memory = Samples(figures[index].map(\.peakMiBAfterFirstFrame))
                let growth = memory.median - Samples(figures[smallest].map(\.peakMiBAfterFirstFrame)).median
                results.append(BenchResult(group: "scaling", name: "first complete frame, \(documents[index].name)", subject: first,
                                           referenceName: "the 10-page document", reference: smallestFirst,
                                           notes: notes.merging(["VmHWM after the first frame, MiB": String(format: "%.1f", memory.median),
                                                                 "growth over 10 pages, MiB": String(format: "%+.1f", growth),
                                                                 "ratio of medians": String(format: "%.2f", ratio)]) { $1 },
                                           goal: index == largest ? "≤ 1.2× the 10-page document, memory ≤ +10 MiB" : nil,
                                           goalMet: index == largest ? ratio <= 1.2 && growth <= 10 : nil))
                let last = Samples(figures[index].map(\.lastPage)), middle = Samples(figures[index].map(\.middlePage))
                let ratios = Samples(zip(last.values, middle.values).map { $0 / $1 })
                results.append(BenchResult(group: "scaling", name: "End (last page) complete, \(documents[index].name)", subject: last,
                                           referenceName: "a jump to the unrendered middle page", reference: middle, ratios: ratios,
                                           notes: notes, goal: "≤ 1.2× the jump", goalMet: ratios.median <= 1.2))
            }
        }
        return results
    }

    /// Runs this binary as a child on `path` and reads its figures.
    private func child(_ path: String) throws -> Figures {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: benchBinary)
        process.arguments = [Self.childFlag, path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let figures = try? JSONDecoder().decode(Figures.self, from: data) else {
            throw Failure(description: "the child measuring \(path) failed (status \(process.terminationStatus)): \(String(decoding: data, as: UTF8.self))")
        }
        return figures
    }

    /// The child's side: measures `path` and prints its figures as JSON.
    static func runChild(_ path: String) throws {
        try SessionBenchmark.startOffscreenVideo()
        defer { SDL_Quit() }
        var options = SessionOptions()
        options.windowWidth = SessionBenchmark.windowWidth
        options.windowHeight = SessionBenchmark.windowHeight
        options.configuration = ViewerConfiguration { $0.remembers = false }
        var session: ViewerSession?
        var pageCount = 0
        let first = try Stopwatch.time {
            let document = try Document(path: path)
            pageCount = document.pageCount
            session = try ViewerSession(document: document, options: options)
            guard session?.settleFrame(timeout: 60) == true else { throw Failure(description: "no first frame within 60 s") }
        }
        guard let session else { throw Failure(description: "no session") }
        let peak = ProcessMemory.mebibytes("VmHWM")
        let last = Stopwatch.time {
            session.perform(.goToLastPage)
            session.settleFrame(timeout: 60)
        }
        let middle = Stopwatch.time {
            session.perform(.goToLastPage, count: pageCount / 2)
            session.settleFrame(timeout: 60)
        }
        let figures = Figures(firstFrame: first, lastPage: last, middlePage: middle, peakMiBAfterFirstFrame: peak)
        FileHandle.standardOutput.write(try JSONEncoder().encode(figures))
    }
}
