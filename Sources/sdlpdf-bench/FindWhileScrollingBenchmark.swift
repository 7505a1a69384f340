import CSDL2
import Foundation
@_spi(Benchmarking) import SDLFrontend
import Viewer

/// Scrolling the book while find counts every "the" in it (issue 11:
/// frame gap p95 ≤ 20 ms while a whole-document search runs): the real
/// session (`SessionBenchmark`'s offscreen window) opens the find bar, the
/// query arrives as SDL text input, and while the search runs a scroll step
/// is handed to the session every 16.7 ms (60 a second) between turns of its
/// own event loop. A gap is the time between two presented frames that each
/// show a new step. The reference is the same scrolling in the same session
/// once the search has finished. SDL video must be started
/// (`SessionBenchmark.startOffscreenVideo`).
struct FindWhileScrollingBenchmark {
    static let stepsPerSecond = 60.0
    static let goalP95 = 20.0

    struct Outcome {
        /// Gaps between frames showing scroll steps while the search ran.
        var searching = Samples()
        /// The same after it finished.
        var idle = Samples()
        /// Scroll steps handed over while the search ran.
        var steps = 0
    }

    let context: BenchContext

    func run(book path: String) throws -> Outcome {
        var outcome = Outcome()
        for round in 0..<(context.rounds.warmUp + context.rounds.runs) {
            let session = try SessionBenchmark(context: context).settledSession(path)
            session.runEventLoop(for: 0.5)
            session.perform(.find)
            session.inject(Self.textInput(FindBenchmark.query))
            let searching = scroll(session, while: { session.findIsSearching }, steps: nil)
            let idle = scroll(session, while: { true }, steps: searching.count + 1)
            guard round >= context.rounds.warmUp else { continue }
            outcome.searching.values += searching
            outcome.idle.values += idle
            outcome.steps += searching.count + 1
        }
        return outcome
    }

    /// Hands `session` a scroll step every 1/60 s while `condition` holds
    /// (and for at most `steps` steps), running its event loop in between;
    /// returns the gaps (ms) between frames that showed a new step.
    private func scroll(_ session: ViewerSession, while condition: () -> Bool, steps: Int?) -> [Double] {
        let period = 1000 / Self.stepsPerSecond
        var nextStep = Stopwatch.now()
        var handed = 0, pending = false
        var presented = session.presentedFrames
        var lastShown: Double?
        var gaps: [Double] = []
        while condition(), handed < steps ?? .max {
            if Stopwatch.now() >= nextStep {
                session.perform(.scrollDown)
                handed += 1
                pending = true
                nextStep += period
            }
            session.runLoopOnce(waitingAtMostMilliseconds: max(1, Int(nextStep - Stopwatch.now())))
            guard session.presentedFrames != presented else { continue }
            presented = session.presentedFrames
            guard pending else { continue }
            pending = false
            let now = Stopwatch.now()
            if let lastShown { gaps.append(now - lastShown) }
            lastShown = now
        }
        return gaps
    }

    /// An SDL text-input event carrying `text`, as the find bar receives typing.
    private static func textInput(_ text: String) -> SDL_Event {
        var event = SDL_Event()
        event.text.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &event.text.text) { buffer in
            for (i, byte) in text.utf8.prefix(buffer.count - 1).enumerated() { buffer[i] = byte }
        }
        return event
    }
}
