import CSDL2
import Foundation
import PDFAppearance
import PDFEngine

/// Frame times with SDL's offscreen video driver and software renderer, at
/// 1280×1024 on tracemonkey page 1 about 1000 px tall in 512-px tiles, done the
/// way `SDLFrontend` draws: streaming RGBA32 textures filled through the colour
/// pipeline while locked, copied to the back buffer, presented.
///
/// - Night toggle: re-fill every tile from day pixels through the night
///   pipeline, compose and present (goal ≤ 3 ms), against the same frame with
///   the Default pipeline (a plain copy), alternating — which is toggling.
/// - Redraw: compose and present from textures already filled (a page turn or
///   scroll whose tiles are prefetched).
/// - Both again with textures in the window's pixel format and no blending (a
///   proposed change: SDL's default for RGBA textures is alpha blending plus a
///   format conversion on every copy), against the current textures.
///
/// This is the frame path rebuilt from SDL calls, not `ViewerSession` itself
/// (its internals are not public); the on-screen figures, X11 upload included,
/// come from `measure.sh`.
struct FrameBenchmark {
    static let windowWidth: Int32 = 1280
    static let windowHeight: Int32 = 1024
    static let tileSize = 512
    static let toggleGoal = 3.0

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private struct Tile {
        let texture: OpaquePointer
        let x: Int, y: Int, width: Int, height: Int
    }

    let context: BenchContext

    func run() throws -> [BenchResult] {
        guard let path = context.corpus.path(of: BenchCorpus.textPage) else { return [] }
        if getenv("SDL_VIDEODRIVER") == nil {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
        }
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw Failure(description: "cannot start SDL video: \(String(cString: SDL_GetError()))") }
        defer { SDL_Quit() }
        guard let window = SDL_CreateWindow("sdlpdf-bench", 0, 0, Self.windowWidth, Self.windowHeight, 0) else {
            throw Failure(description: "cannot create an SDL window: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_DestroyWindow(window) }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw Failure(description: "cannot create a software renderer: \(String(cString: SDL_GetError()))")
        }
        defer { SDL_DestroyRenderer(renderer) }

        let document = try Document(path: path)
        let day = try document.renderDayPixels(page: 0, scale: RenderBenchmark.pageHeight / document.pageSize(at: 0).height)
        let left = (Int(Self.windowWidth) - day.width) / 2, top = (Int(Self.windowHeight) - day.height) / 2
        let current = try makeTiles(renderer: renderer, width: day.width, height: day.height,
                                    format: SDL_PIXELFORMAT_RGBA32.rawValue, blend: nil)
        let native = try makeTiles(renderer: renderer, width: day.width, height: day.height,
                                   format: SDL_GetWindowPixelFormat(window), blend: SDL_BLENDMODE_NONE)
        defer { (current + native).forEach { SDL_DestroyTexture($0.texture) } }

        func upload(_ tiles: [Tile], _ pipeline: ColorPipeline) throws {
            for tile in tiles {
                var memory: UnsafeMutableRawPointer?
                var pitch: Int32 = 0
                guard SDL_LockTexture(tile.texture, nil, &memory, &pitch) == 0, let memory else {
                    throw Failure(description: "cannot lock a texture: \(String(cString: SDL_GetError()))")
                }
                pipeline.apply(from: day.pointer + tile.y * day.stride + tile.x * 4, sourceStride: day.stride,
                               to: memory.assumingMemoryBound(to: UInt8.self), destinationStride: Int(pitch),
                               width: tile.width, height: tile.height)
                SDL_UnlockTexture(tile.texture)
            }
        }
        func present(_ tiles: [Tile], desk: Color) {
            let (r, g, b, a) = desk.rgba8
            SDL_SetRenderDrawColor(renderer, r, g, b, a)
            SDL_RenderClear(renderer)
            for tile in tiles {
                var destination = SDL_Rect(x: Int32(left + tile.x), y: Int32(top + tile.y), w: Int32(tile.width), h: Int32(tile.height))
                SDL_RenderCopy(renderer, tile.texture, nil, &destination)
            }
            SDL_RenderPresent(renderer)
        }

        let manager = PDFAppearanceModeManager()
        let night = ColorPipeline.cached(for: manager.renderOptions(for: .night))
        let dayPipeline = ColorPipeline.cached(for: manager.renderOptions(for: []))
        let desk = Color(red: 0.85, green: 0.85, blue: 0.85)
        let frame = { (tiles: [Tile], pipeline: ColorPipeline) in
            try Stopwatch.time {
                try upload(tiles, pipeline)
                present(tiles, desk: pipeline.apply(to: desk))
            }
        }
        let rounds = AlternatingRuns(warmUp: max(3, context.rounds.warmUp), runs: max(21, context.rounds.runs * 3))
        context.progress("frame: night toggle and redraw at \(Self.windowWidth)×\(Self.windowHeight), offscreen driver")
        let toggle = try rounds.measure(subject: { try frame(current, night) }, reference: { try frame(current, dayPipeline) })
        let redraw = rounds.measure { Stopwatch.time { present(current, desk: desk) } }
        let nativeRedraw = rounds.measure(subject: { Stopwatch.time { present(native, desk: desk) } },
                                          reference: { Stopwatch.time { present(current, desk: desk) } })
        let nativeToggle = try rounds.measure(subject: { try frame(native, night) }, reference: { try frame(current, night) })
        let windowFormat = String(cString: SDL_GetPixelFormatName(SDL_GetWindowPixelFormat(window)))
        let notes = ["page pixels": "\(day.width)x\(day.height)", "tiles": "\(current.count)",
                     "driver": "offscreen + software renderer", "window": "\(Self.windowWidth)x\(Self.windowHeight)"]
        var nativeNotes = notes
        nativeNotes["textures"] = "\(windowFormat), SDL_BLENDMODE_NONE; timing only (channel order not converted)"
        return [
            BenchResult(group: "frame", name: "night toggle (re-fill tiles + present)", subject: toggle.subject,
                        referenceName: "same frame, Default pipeline (plain copy)", reference: toggle.reference, ratios: toggle.ratios,
                        notes: notes.merging(["textures": "RGBA32, SDL default blend mode (as SDLFrontend)"]) { $1 },
                        goal: "≤ \(Self.toggleGoal) ms", goalMet: toggle.subject.median <= Self.toggleGoal),
            BenchResult(group: "frame", name: "redraw from filled textures (compose + present)", subject: redraw,
                        notes: notes.merging(["textures": "RGBA32, SDL default blend mode (as SDLFrontend)"]) { $1 }),
            BenchResult(group: "frame", name: "redraw, window-format opaque textures", subject: nativeRedraw.subject,
                        referenceName: "redraw as SDLFrontend", reference: nativeRedraw.reference, ratios: nativeRedraw.ratios, notes: nativeNotes),
            BenchResult(group: "frame", name: "night toggle, window-format opaque textures", subject: nativeToggle.subject,
                        referenceName: "night toggle as SDLFrontend", reference: nativeToggle.reference, ratios: nativeToggle.ratios,
                        notes: nativeNotes, goal: "≤ \(Self.toggleGoal) ms", goalMet: nativeToggle.subject.median <= Self.toggleGoal),
        ]
    }

    /// Streaming textures covering a `width`×`height` page in `tileSize` tiles; `blend` nil keeps SDL's default.
    private func makeTiles(renderer: OpaquePointer, width: Int, height: Int, format: UInt32, blend: SDL_BlendMode?) throws -> [Tile] {
        var tiles: [Tile] = []
        for y in stride(from: 0, to: height, by: Self.tileSize) {
            for x in stride(from: 0, to: width, by: Self.tileSize) {
                let w = min(Self.tileSize, width - x), h = min(Self.tileSize, height - y)
                guard let texture = SDL_CreateTexture(renderer, format, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(w), Int32(h)) else {
                    throw Failure(description: "cannot create a \(w)×\(h) texture: \(String(cString: SDL_GetError()))")
                }
                if let blend {
                    SDL_SetTextureBlendMode(texture, blend)
                }
                tiles.append(Tile(texture: texture, x: x, y: y, width: w, height: h))
            }
        }
        return tiles
    }
}
