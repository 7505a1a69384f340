import CSDL2
import Foundation
@_spi(Benchmarking) import SDLFrontend
import Viewer

/// Holding Page Down on the book (issue 15, goal 5): key-repeat events at
/// 30 a second for 5 s handed to the real session while its own event loop
/// runs, as SDL delivers them from a held key. For each key, the time until
/// the next presented frame (how old the screen's view of the input is,
/// goal ≤ 100 ms), and after the release the time until the frame is
/// complete (every tile in, goal ≤ 150 ms) on the page that as many
/// `screenDown`s reach without rendering (a second session that only lays out).
struct HeldKeyBenchmark {
    static let repeatsPerSecond = 30.0
    static let holdSeconds = 5.0

    struct Outcome {
        /// Per key: ms until a frame was presented after it.
        var keyToFrame: Samples
        /// Longest time between two presented frames while the key was held.
        var longestGap: Double
        /// ms from the release until the frame was complete.
        var releaseToComplete: Double
        /// Whether the session ended where the keys lead.
        var endsOnTheRightPage: Bool
        var keys: Int
    }

    let session: ViewerSession
    /// A second session on the same document that only applies the commands.
    let reference: ViewerSession

    func run() -> Outcome {
        let period = 1000 / Self.repeatsPerSecond
        let start = Stopwatch.now()
        var nextKey = start
        var keys = 0
        var waiting: [Double] = []
        var keyToFrame = Samples()
        var lastPresent = start, longestGap = 0.0
        var presented = session.presentedFrames
        while Stopwatch.now() - start < Self.holdSeconds * 1000 {
            let now = Stopwatch.now()
            if now >= nextKey {
                session.inject(Self.pageDown(down: true, isRepeat: keys > 0))
                waiting.append(now)
                keys += 1
                nextKey += period
            }
            session.runLoopOnce(waitingAtMostMilliseconds: max(1, Int(nextKey - Stopwatch.now())))
            if session.presentedFrames != presented {
                presented = session.presentedFrames
                let at = Stopwatch.now()
                keyToFrame.values += waiting.map { at - $0 }
                waiting.removeAll()
                longestGap = max(longestGap, at - lastPresent)
                lastPresent = at
            }
        }
        session.inject(Self.pageDown(down: false, isRepeat: false))
        let releaseToComplete = Stopwatch.time { session.settleFrame(timeout: 10) }
        for _ in 0..<keys { reference.perform(.screenDown) }
        return Outcome(keyToFrame: keyToFrame, longestGap: longestGap, releaseToComplete: releaseToComplete,
                       endsOnTheRightPage: session.readingPosition == reference.readingPosition, keys: keys)
    }

    private static func pageDown(down: Bool, isRepeat: Bool) -> SDL_Event {
        var event = SDL_Event()
        event.key.type = down ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
        event.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.key.repeat = isRepeat ? 1 : 0
        event.key.keysym.sym = SDL_Keycode(SDLK_PAGEDOWN.rawValue)
        event.key.keysym.scancode = SDL_SCANCODE_PAGEDOWN
        return event
    }
}
