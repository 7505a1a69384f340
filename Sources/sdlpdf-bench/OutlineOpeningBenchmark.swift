import Foundation
@_spi(Benchmarking) import SDLFrontend
import Viewer

/// Opening the outline panel of the book (issue 11: ≤ 10 ms after the key):
/// the real session (`SessionBenchmark`'s offscreen window; SDL video must
/// be started) on page 101, idled first so the outline has been read in the
/// background. Each time: Tab (`toggleOutline`) until the frame with the
/// panel is presented; Tab again closes it and the session idles. The first
/// open of each session is reported apart (nothing of the panel drawn yet).
struct OutlineOpeningBenchmark {
    static let page = 101
    static let opensPerSession = 10

    let context: BenchContext

    func run(book path: String) throws -> (first: Samples, opens: Samples) {
        var first = Samples(), opens = Samples()
        for round in 0..<(context.rounds.warmUp + context.rounds.runs) {
            let session = try SessionBenchmark(context: context).settledSession(path)
            session.perform(.goToLastPage, count: Self.page)
            session.settleFrame(timeout: 10)
            session.runEventLoop(for: 0.5)
            for open in 0..<Self.opensPerSession {
                let elapsed = Stopwatch.time {
                    session.perform(.toggleOutline)
                    session.drawIfNeeded()
                }
                session.perform(.toggleOutline)
                session.drawIfNeeded()
                session.runEventLoop(for: 0.05)
                guard round >= context.rounds.warmUp else { continue }
                if open == 0 { first.values.append(elapsed) } else { opens.values.append(elapsed) }
            }
        }
        return (first, opens)
    }
}
