import CGlibcMalloc
import CSDL2
import Foundation
import PDFEngine
@_spi(Benchmarking) import SDLFrontend
import Viewer

/// A bounded soak of the real session (offscreen driver, as `SessionBenchmark`)
/// on the book and the infographic: 116 actions a round (100 page turns with
/// zoom in twice and out twice among them, 10 night toggles and 6 ink strokes
/// each undone), 50 rounds (5,800 actions) unless `--soak-rounds` says
/// otherwise. Every action runs until its frame is complete. The checks
/// (`SoakChecks`): resident memory at the 5,000th action at most 5 MiB above
/// the 1,000th; open descriptors and threads at the end no more than at the
/// start, both at idle points (`SoakIdlePoint`); the page tiles' textures
/// within the texture budget at every round's end and their count not
/// trending up after the warm-up. Every 1,000 actions it takes a memory
/// sample (`SoakMemorySample`) to split what grew. The process's malloc is
/// tuned as sdlpdf's (`sdlpdf_malloc_tune_for_pages`).
struct SoakBenchmark {
    static let defaultRounds = 50
    static let turnsPerRound = 100
    static let togglesPerRound = 10
    static let strokesPerRound = 6
    static let actionsPerRound = turnsPerRound + togglesPerRound + strokesPerRound
    /// Actions between memory samples.
    static let sampleInterval = 1000

    /// What one document's soak recorded.
    struct Outcome {
        var actions = 0
        /// A sample every `sampleInterval` actions and one at the end, by action.
        var samples: [Int: SoakMemorySample] = [:]
        var start: SoakIdlePoint?
        var end: SoakIdlePoint?
        /// At each round's end (zoom, mode and ink as at the start).
        var roundEnds: [(liveTextures: Int, tileTextureBytes: Int)] = []
        var textureBudgetBytes = 0
        var seconds = 0.0
        /// VmRSS before and after `malloc_trim(0)` at the end, once idle: what the heap held free and resident.
        var trim: (before: Double, after: Double)?
    }

    let context: BenchContext
    var rounds = defaultRounds

    func run() throws -> [BenchResult] {
        sdlpdf_malloc_tune_for_pages()
        try SessionBenchmark.startOffscreenVideo()
        defer { SDL_Quit() }
        var results: [BenchResult] = []
        for name in [SessionBenchmark.book, SessionBenchmark.slowestPage] {
            guard let path = context.corpus.path(of: name) else { continue }
            context.progress("soak: \(rounds * Self.actionsPerRound) actions on \(BenchCorpus.shortName(name))")
            let outcome = try soak(path)
            results += SoakChecks(outcome: outcome, document: BenchCorpus.shortName(name)).results()
        }
        return results
    }

    private func soak(_ path: String) throws -> Outcome {
        let journals = URL(fileURLWithPath: context.scratch).appendingPathComponent("soak-journal", isDirectory: true)
        let document = try Document(path: path)
        let session = try makeSession(document, journal: InkJournal(documentPath: path, directory: journals))
        var outcome = Outcome()
        outcome.textureBudgetBytes = session.tileTextures.budgetBytes
        outcome.start = SoakIdlePoint.reach(session)
        let began = Date()
        var forward = true
        func sample() {
            let taken = SoakMemorySample.take(after: outcome.actions, session: session, document: document)
            outcome.samples[outcome.actions] = taken
            context.progress("soak: action \(outcome.actions): \(taken.summary)")
        }
        func act(_ body: () -> Void) {
            body()
            session.settleFrame(timeout: 30)
            outcome.actions += 1
            if outcome.actions % Self.sampleInterval == 0 { sample() }
        }
        for _ in 0..<rounds {
            for turn in 0..<Self.turnsPerRound {
                if turn % 25 == 12 {
                    session.perform(turn < 50 ? .zoomIn : .zoomOut)
                }
                act {
                    let before = session.readingPosition
                    session.perform(forward ? .screenDown : .screenUp)
                    if session.readingPosition == before {
                        forward.toggle()
                        session.perform(forward ? .screenDown : .screenUp)
                    }
                }
            }
            for _ in 0..<Self.togglesPerRound {
                act { session.perform(.cycleAppearanceMode) }
            }
            for stroke in 0..<Self.strokesPerRound {
                act { drawStroke(session, offset: stroke) }
            }
            outcome.roundEnds.append((ViewerSession.liveTextureCount, session.tileTextures.bytes))
        }
        if outcome.samples[outcome.actions] == nil { sample() }
        outcome.seconds = Date().timeIntervalSince(began)
        outcome.end = SoakIdlePoint.reach(session)
        let untrimmed = ProcessMemory.mebibytes("VmRSS")
        malloc_trim(0)
        outcome.trim = (untrimmed, ProcessMemory.mebibytes("VmRSS"))
        return outcome
    }

    private func makeSession(_ document: Document, journal: InkJournal) throws -> ViewerSession {
        var options = SessionOptions()
        options.windowWidth = SessionBenchmark.windowWidth
        options.windowHeight = SessionBenchmark.windowHeight
        options.inkJournal = journal
        options.configuration = ViewerConfiguration { builder in
            builder.allowedAppearanceModes = .night
            builder.remembers = false
        }
        let session = try ViewerSession(document: document, options: options)
        guard session.settleFrame(timeout: 30) else {
            throw SessionBenchmark.Failure(description: "the first frame of \(document.path) was not complete within 30 s")
        }
        return session
    }

    /// An ink stroke of 12 motions across the middle of the window, then undone.
    private func drawStroke(_ session: ViewerSession, offset: Int) {
        session.perform(.toggleInkTool)
        let x = Int32(SessionBenchmark.windowWidth / 2 - 100), y = Int32(SessionBenchmark.windowHeight / 2 + 20 * offset)
        session.inject(MouseEvents.press(x: x, y: y))
        for step in 1...12 {
            session.inject(MouseEvents.drag(x: x + Int32(step * 8), y: y + Int32(step % 4 < 2 ? 0 : 6), xrel: 8))
            session.drawIfNeeded()
        }
        session.inject(MouseEvents.release(x: x + 96, y: y))
        session.drawIfNeeded()
        session.perform(.toggleInkTool)
        session.perform(.undo)
    }
}
