import CGlibcMalloc
import CSDL2
import Foundation
import PDFEngine
@_spi(Benchmarking) import SDLFrontend
import Viewer

/// A bounded soak of the real session (offscreen driver, as `SessionBenchmark`)
/// on the book and the infographic: 5,800 actions each, in 50 rounds of 100
/// page turns (zoom in twice and out twice among them), 10 night toggles and
/// 6 ink strokes each undone. Every action runs until its frame is complete.
/// Reports resident memory at the 1,000th and 5,000th action (goal: at most
/// 5 MiB more), and open file descriptors, threads and SDL textures at the
/// start and the end (goal: the same; textures are compared at the ends of
/// rounds, where zoom, mode and ink are as at the start). The process's malloc
/// is tuned as sdlpdf's (`sdlpdf_malloc_tune_for_pages`).
struct SoakBenchmark {
    static let rounds = 50
    static let turnsPerRound = 100
    static let togglesPerRound = 10
    static let strokesPerRound = 6

    struct Counts: Equatable {
        var descriptors: Int
        var threads: Int
        var textures: Int

        static func now() -> Counts {
            Counts(descriptors: entries(in: "/proc/self/fd"), threads: entries(in: "/proc/self/task"),
                   textures: ViewerSession.liveTextureCount)
        }

        private static func entries(in directory: String) -> Int {
            (try? FileManager.default.contentsOfDirectory(atPath: directory).count) ?? -1
        }
    }

    struct Outcome {
        var actions = 0
        var residentMiB: [Int: Double] = [:]
        /// What MuPDF holds for the document (`Document.memoryInUse`), at the same actions.
        var engineMiB: [Int: Double] = [:]
        var start: Counts?
        var end: Counts?
        var texturesAtRoundEnds: [Int] = []
        var seconds = 0.0
    }

    let context: BenchContext

    func run() throws -> [BenchResult] {
        sdlpdf_malloc_tune_for_pages()
        try SessionBenchmark.startOffscreenVideo()
        defer { SDL_Quit() }
        var results: [BenchResult] = []
        for name in [SessionBenchmark.book, SessionBenchmark.slowestPage] {
            guard let path = context.corpus.path(of: name) else { continue }
            context.progress("soak: \(Self.rounds * (Self.turnsPerRound + Self.togglesPerRound + Self.strokesPerRound)) actions on \(BenchCorpus.shortName(name))")
            let outcome = try soak(path)
            results.append(result(outcome, document: BenchCorpus.shortName(name)))
        }
        return results
    }

    private func result(_ outcome: Outcome, document: String) -> BenchResult {
        let first = outcome.residentMiB[1000] ?? .nan, last = outcome.residentMiB[5000] ?? .nan
        let growth = last - first
        let start = outcome.start, end = outcome.end
        let texturesSteady = Set(outcome.texturesAtRoundEnds.dropFirst(outcome.texturesAtRoundEnds.count / 5)).count <= 1
        let constant = start?.descriptors == end?.descriptors && start?.threads == end?.threads && texturesSteady
        func pair(_ key: KeyPath<Counts, Int>) -> String {
            "\(start.map { String($0[keyPath: key]) } ?? "?") / \(end.map { String($0[keyPath: key]) } ?? "?")"
        }
        let roundEnds = outcome.texturesAtRoundEnds
        return BenchResult(group: "soak", name: "VmRSS growth, action 1,000 → 5,000, \(document) (MiB)",
                           subject: Samples([growth]),
                           notes: ["actions": "\(outcome.actions) in \(String(format: "%.0f", outcome.seconds)) s",
                                   "VmRSS at action 1,000 / 5,000 / end, MiB": String(format: "%.1f / %.1f / %.1f", first, last,
                                                                                     outcome.residentMiB[outcome.actions] ?? .nan),
                                   "MuPDF's memory at action 1,000 / 5,000 / end, MiB":
                                       String(format: "%.1f / %.1f / %.1f", outcome.engineMiB[1000] ?? .nan,
                                              outcome.engineMiB[5000] ?? .nan, outcome.engineMiB[outcome.actions] ?? .nan),
                                   "open descriptors start / end": pair(\.descriptors),
                                   "threads start / end": pair(\.threads),
                                   "SDL textures start / end": pair(\.textures),
                                   "SDL textures at round ends (min–max, last 80 %)":
                                       "\(roundEnds.dropFirst(roundEnds.count / 5).min() ?? -1)–\(roundEnds.dropFirst(roundEnds.count / 5).max() ?? -1)"],
                           goal: "≤ 5 MiB; descriptors, threads, textures constant",
                           goalMet: growth <= 5 && constant)
    }

    private func soak(_ path: String) throws -> Outcome {
        let journals = URL(fileURLWithPath: context.scratch).appendingPathComponent("soak-journal", isDirectory: true)
        let document = try Document(path: path)
        let session = try makeSession(document, journal: InkJournal(documentPath: path, directory: journals))
        session.runEventLoop(for: 0.5)
        var outcome = Outcome()
        outcome.start = Counts.now()
        let began = Date()
        var forward = true
        func sample() {
            outcome.residentMiB[outcome.actions] = ProcessMemory.mebibytes("VmRSS")
            outcome.engineMiB[outcome.actions] = Double(document.memoryInUse) / Double(1 << 20)
        }
        func act(_ body: () -> Void) {
            body()
            session.settleFrame(timeout: 30)
            outcome.actions += 1
            if outcome.actions % 1000 == 0 {
                sample()
                context.progress(String(format: "soak: action %d, VmRSS %.1f MiB, MuPDF %.1f MiB", outcome.actions,
                                        outcome.residentMiB[outcome.actions] ?? .nan, outcome.engineMiB[outcome.actions] ?? .nan))
            }
        }
        for _ in 0..<Self.rounds {
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
            outcome.texturesAtRoundEnds.append(ViewerSession.liveTextureCount)
        }
        sample()
        outcome.seconds = Date().timeIntervalSince(began)
        outcome.end = Counts.now()
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
