import Foundation
@_spi(Benchmarking) import SDLFrontend
import Viewer

/// Panning the CAD plan at 1600 % (issue 15, goal 3): the session zoomed in
/// with `zoomIn` until its zoom reaches 1600 %, then 240 × `scrollRight`
/// (turning to `scrollDown` and back every 40 steps), one every 16 ms with the
/// event loop running in between, as a held arrow key would pan. For each
/// step, the time its frame takes to compose and present (tiles not rendered
/// yet show as placeholders; goal p95 ≤ 16 ms), and the resident set before
/// and after the sweep (bounded: only what is visible and prefetched is kept).
struct DeepZoomPanBenchmark {
    static let zoomPercent = 1600
    static let steps = 240

    struct Outcome {
        var frames: Samples
        var residentMiBBefore: Double
        var residentMiBAfter: Double
        var zoomPercent: Int
    }

    let session: ViewerSession

    func run() -> Outcome {
        while session.zoomPercent < Self.zoomPercent {
            let before = session.zoomPercent
            session.perform(.zoomIn)
            session.settleFrame(timeout: 30)
            if session.zoomPercent == before { break }
        }
        session.runEventLoop(for: 0.5)
        let before = ProcessMemory.mebibytes("VmRSS")
        var frames = Samples()
        for step in 0..<Self.steps {
            let command: ViewerCommand = step % 40 == 39 ? .scrollDown : (step / 40 % 2 == 0 ? .scrollRight : .scrollLeft)
            frames.values.append(Stopwatch.time {
                session.perform(command)
                session.drawIfNeeded()
            })
            session.runEventLoop(for: 0.016)
        }
        session.settleFrame(timeout: 30)
        return Outcome(frames: frames, residentMiBBefore: before, residentMiBAfter: ProcessMemory.mebibytes("VmRSS"), zoomPercent: session.zoomPercent)
    }
}
