import CSDL2
import Foundation
import PDFEngine
import ReaderCore
import Viewer

/// Find in the 352-page book: counting every hit of "the" with
/// `DocumentSearch` on two copies of the document (both cores), against
/// `mutool draw -F txt -o /dev/null BOOK` (one core, every page's text),
/// alternating (goal: median ratio ≤ 0.75); then the time from starting a
/// search to the first hit on the reader's page, the document already open.
struct FindBenchmark {
    static let goalRatio = 0.75
    static let query = "the"
    static let book = "b_long-book-352p_freeculture.pdf"
    /// The reader's page for the first-hit latency (0-based).
    static let readerPage = 100

    let context: BenchContext

    func run() throws -> [BenchResult] {
        guard let path = context.corpus.path(of: Self.book) else { return [] }
        var results: [BenchResult] = []
        var hits = 0
        var cpu = (mine: Samples(), theirs: Samples())
        let count = { () throws -> Double in
            let start = Self.cpuMilliseconds(.self)
            defer { cpu.mine.values.append(Self.cpuMilliseconds(.self) - start) }
            return try Stopwatch.time {
                let document = try Document(path: path)
                hits = Self.search(try Self.copies(of: document), from: 0, untilFirstHit: false)
            }
        }
        if let mutool = context.mutool {
            context.progress("find: every \"\(Self.query)\" in the book vs mutool draw -F txt")
            let theirs = [mutool, "draw", "-q", "-F", "txt", "-o", "/dev/null", path]
            let measured = try context.rounds.measure(subject: count, reference: {
                let start = Self.cpuMilliseconds(.children)
                defer { cpu.theirs.values.append(Self.cpuMilliseconds(.children) - start) }
                return try Subprocess.time(theirs)
            })
            let ratio = measured.ratios.median
            results.append(BenchResult(group: "find", name: "book: count every \"\(Self.query)\" (2 threads)", subject: measured.subject,
                                       referenceName: "mutool draw -F txt -o /dev/null", reference: measured.reference,
                                       ratios: measured.ratios,
                                       notes: ["hits": "\(hits)",
                                               "CPU ms (user + system), median": String(format: "%.0f against %.0f", cpu.mine.median, cpu.theirs.median)],
                                       goal: "median ratio ≤ \(Self.goalRatio)", goalMet: ratio <= Self.goalRatio))
        }
        context.progress("find: first hit on page \(Self.readerPage + 1) of the book")
        let copies = try Self.copies(of: Document(path: path))
        let latency = context.rounds.measure { Stopwatch.time { _ = Self.search(copies, from: Self.readerPage, untilFirstHit: true) } }
        results.append(BenchResult(group: "find", name: "book: first hit after the keystroke, document open", subject: latency,
                                   goal: "median ≤ 30 ms", goalMet: latency.median <= 30))
        try SessionBenchmark.startOffscreenVideo()
        defer { SDL_Quit() }
        context.progress("find: scrolling the book at 60 steps a second while the search runs")
        let scrolling = try FindWhileScrollingBenchmark(context: context).run(book: path)
        let gapGoal = FindWhileScrollingBenchmark.goalP95
        results.append(BenchResult(group: "find", name: "book: frame gap while scrolling during the search (session, 60 steps/s)",
                                   subject: scrolling.searching, referenceName: "the same scrolling after the search",
                                   reference: scrolling.idle,
                                   notes: ["p95": String(format: "%.2f", scrolling.searching.p95),
                                           "reference p95": String(format: "%.2f", scrolling.idle.p95),
                                           "steps while searching": "\(scrolling.steps)"],
                                   goal: "p95 ≤ \(Int(gapGoal)) ms", goalMet: scrolling.searching.p95 <= gapGoal))
        context.progress("find: opening the outline panel of the book")
        let outline = try OutlineOpeningBenchmark(context: context).run(book: path)
        results.append(BenchResult(group: "find", name: "book: outline panel, Tab → presented frame (session)",
                                   subject: outline.opens,
                                   notes: ["first open of a session": String(format: "%.2f", outline.first.median)],
                                   goal: "median ≤ 10 ms, also of first opens", goalMet: max(outline.opens.median, outline.first.median) <= 10))
        return results
    }

    private enum CPUOf { case `self`, children }

    /// User and system CPU time of this process, or of its children waited
    /// for, so far, in ms: unlike wall time, what other processes on the
    /// machine take does not count.
    private static func cpuMilliseconds(_ who: CPUOf) -> Double {
        var usage = rusage()
        getrusage(Int32((who == .self ? RUSAGE_SELF : RUSAGE_CHILDREN).rawValue), &usage)
        let seconds = usage.ru_utime.tv_sec + usage.ru_stime.tv_sec
        let micros = usage.ru_utime.tv_usec + usage.ru_stime.tv_usec
        return Double(seconds) * 1e3 + Double(micros) / 1e3
    }

    /// The two copies find searches a document with fixed pages in.
    private static func copies(of document: Document) throws -> [any PageSearching] {
        [try SearchCopy(of: document, password: nil), try SearchCopy(of: document, password: nil)]
    }

    /// Searches `copies` from `startPage`; returns the hits counted when the
    /// search ended (all pages, or the first page with a hit).
    private static func search(_ copies: [any PageSearching], from startPage: Int, untilFirstHit: Bool) -> Int {
        let done = DispatchSemaphore(value: 0)
        let tally = Tally(pages: copies[0].pageCount)
        let search = DocumentSearch()
        search.start(FindQuery(query), in: copies, from: startPage) { report in
            if tally.add(report.hits.count) || (untilFirstHit && !report.hits.isEmpty && tally.markFirst()) { done.signal() }
        }
        done.wait()
        search.cancel()
        return tally.hits
    }

    /// Hits and pages reported so far.
    private final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private let pages: Int
        private var reported = 0
        private var counted = 0
        private var signalled = false

        init(pages: Int) { self.pages = pages }

        var hits: Int { lock.withLock { counted } }

        /// Adds a page's hits; true when it was the last page.
        func add(_ count: Int) -> Bool {
            lock.withLock {
                counted += count
                reported += 1
                guard reported == pages, !signalled else { return false }
                signalled = true
                return true
            }
        }

        /// True the first time only.
        func markFirst() -> Bool {
            lock.withLock {
                defer { signalled = true }
                return !signalled
            }
        }
    }
}
