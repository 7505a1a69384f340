import CSDL2
import Foundation
import PDFAppearance
import PDFEngine

/// Frame times with SDL's offscreen video driver and software renderer, at
/// 1280×1024 on tracemonkey page 1 about 1000 px tall in the viewer's 512-px
/// tiles (see `FrameSetup`), with two kinds of opaque textures side by side:
/// the window's own format (as `SDLFrontend`, which swaps red and blue when it
/// fills a tile; here timing only, channels are not swapped) and RGBA32, which
/// SDL converts every time it draws a tile.
///
/// Like `SDLFrontend`, the window surface is plain memory
/// (`SDL_HINT_FRAMEBUFFER_ACCELERATION` 0); `SDL_FRAMEBUFFER_ACCELERATION=1` in
/// the environment measures SDL's default, a GL-backed surface (SDL decides once
/// per process).
///
/// Night toggle: refill every tile through the night pipeline, compose and
/// present (goal ≤ 3 ms), against the same frame through the Default pipeline
/// (a plain copy), alternating — which is toggling. Redraw: compose and present
/// from filled textures (a turn to prefetched tiles), window format against RGBA32.
///
/// This rebuilds the frame path from SDL calls, not `ViewerSession` itself (its
/// internals are not public); on-screen figures come from `measure.sh`.
struct FrameBenchmark {
    static let windowWidth: Int32 = 1280
    static let windowHeight: Int32 = 1024
    static let toggleGoal = 3.0

    let context: BenchContext

    func run() throws -> [BenchResult] {
        guard let path = context.corpus.path(of: BenchCorpus.textPage) else { return [] }
        if getenv("SDL_VIDEODRIVER") == nil {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
        }
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw FrameSetup.Failure(description: "cannot start SDL video: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_Quit() }
        let document = try Document(path: path)
        let day = try document.renderDayPixels(page: 0, scale: RenderBenchmark.pageHeight / document.pageSize(at: 0).height)
        var results: [BenchResult] = []
        do { // the windows close before SDL_Quit
            let rgba = try FrameSetup(day: day, width: Self.windowWidth, height: Self.windowHeight, nativeTextures: false)
            let windowFormat = try FrameSetup(day: day, width: Self.windowWidth, height: Self.windowHeight, nativeTextures: true)
            let manager = PDFAppearanceModeManager()
            let night = ColorPipeline.cached(for: manager.renderOptions(for: .night))
            let dayPipeline = ColorPipeline.cached(for: manager.renderOptions(for: []))
            let desk = Color(red: 0.85, green: 0.85, blue: 0.85)
            let frame = { (setup: FrameSetup, pipeline: ColorPipeline) in
                try Stopwatch.time {
                    try setup.upload(pipeline)
                    setup.present(desk: pipeline.apply(to: desk))
                }
            }
            let rounds = AlternatingRuns(warmUp: max(3, context.rounds.warmUp), runs: max(21, context.rounds.runs * 3))
            context.progress("frame: night toggle and redraw at \(Self.windowWidth)×\(Self.windowHeight), offscreen driver")
            let common = ["page pixels": "\(day.width)x\(day.height)", "tiles": "\(rgba.tileCount)",
                          "driver": "offscreen + software renderer", "window": "\(Self.windowWidth)x\(Self.windowHeight)",
                          "window surface": FrameSetup.windowSurface]
            let rgbaNotes = common.merging(["textures": "opaque RGBA32 (converted on every draw)"]) { $1 }
            let windowFormatNotes = common.merging(["textures": "opaque \(windowFormat.windowFormatName) (as SDLFrontend)"]) { $1 }
            for (name, setup, notes) in [("opaque RGBA32 textures", rgba, rgbaNotes), ("window-format opaque textures", windowFormat, windowFormatNotes)] {
                let toggle = try rounds.measure(subject: { try frame(setup, night) }, reference: { try frame(setup, dayPipeline) })
                results.append(BenchResult(group: "frame", name: "night toggle, \(name)", subject: toggle.subject,
                                           referenceName: "same frame, Default pipeline (plain copy)", reference: toggle.reference,
                                           ratios: toggle.ratios, notes: notes,
                                           goal: "≤ \(Self.toggleGoal) ms", goalMet: toggle.subject.median <= Self.toggleGoal))
            }
            let redraw = rounds.measure(subject: { Stopwatch.time { windowFormat.present(desk: desk) } },
                                        reference: { Stopwatch.time { rgba.present(desk: desk) } })
            results.append(BenchResult(group: "frame", name: "redraw from filled window-format opaque textures", subject: redraw.subject,
                                       referenceName: "redraw from opaque RGBA32 textures", reference: redraw.reference, ratios: redraw.ratios,
                                       notes: windowFormatNotes))
        }
        return results
    }
}
