import CSDL2
import PDFAppearance
import PDFEngine
import Viewer

/// The SDL textures of the tiles on screen, in display colours.
///
/// A tile has a texture per colour pipeline that filled it: after an
/// appearance change the new mode's textures are filled from the cached day
/// pixels, or were filled ahead while idle, and switching back finds the old
/// ones (a tile off screen textured in every allowed mode has no day pixels
/// left, see `FrameComposer`, and renders again
/// once its textures are gone). Textures are kept within a byte budget, least recently
/// drawn first out.
final class TileTextureCache {
    /// A tile in one pipeline's colours.
    private struct Slot: Hashable {
        let key: PageTile.Key
        let pipeline: ObjectIdentifier
    }

    private struct Entry {
        var texture: StreamingTexture
        /// Held so that no other pipeline can take its identifier while the texture lives.
        let pipeline: ColorPipeline
        var lastUsedFrame: UInt64
        /// The page changed (ink) since the texture was filled.
        var isStale = false
    }

    /// A texture to draw and whether it shows the tile as it is now.
    struct Lookup {
        let texture: StreamingTexture
        /// False while a changed page renders again: the old pixels stand in.
        let isCurrent: Bool
    }

    private let renderer: OpaquePointer
    /// The most bytes the cache keeps, but for the textures of one frame.
    let budgetBytes: Int
    private let layout: TileLayout
    private var entries: [Slot: Entry] = [:]
    /// Bytes of the textures kept now.
    private(set) var bytes = 0
    private var frame: UInt64 = 0

    init(renderer: OpaquePointer, budgetBytes: Int = 192 << 20, layout: TileLayout) {
        self.renderer = renderer
        self.budgetBytes = budgetBytes
        self.layout = layout
    }

    /// Textures kept now.
    var count: Int { entries.count }

    /// Starts a new frame: textures used from now on count as recent.
    func beginFrame() {
        frame &+= 1
    }

    /// The texture for `key` in `pipeline`'s colours, uploading `pixels`
    /// (the tile's day pixels) when that texture is missing or stale. A
    /// stale texture without new pixels is returned as not current; nil
    /// when there is nothing to draw.
    func texture(for key: PageTile.Key, pipeline: ColorPipeline, pixels: () -> PixelBuffer?) throws -> Lookup? {
        let slot = Slot(key: key, pipeline: ObjectIdentifier(pipeline))
        if var entry = entries[slot], !entry.isStale {
            entry.lastUsedFrame = frame
            entries[slot] = entry
            return Lookup(texture: entry.texture, isCurrent: true)
        }
        guard let buffer = pixels() else {
            guard var entry = entries[slot] else { return nil }
            entry.lastUsedFrame = frame
            entries[slot] = entry
            return Lookup(texture: entry.texture, isCurrent: false)
        }
        let texture: StreamingTexture
        if let existing = entries[slot]?.texture, existing.width == buffer.width, existing.height == buffer.height {
            texture = existing
        } else {
            remove(slot)
            texture = try StreamingTexture(renderer: renderer, width: buffer.width, height: buffer.height, layout: layout)
            bytes += texture.byteCount
        }
        try texture.upload(from: buffer, pipeline: pipeline)
        entries[slot] = Entry(texture: texture, pipeline: pipeline, lastUsedFrame: frame)
        evictOverBudget()
        return Lookup(texture: texture, isCurrent: true)
    }

    /// Whether `key` has a texture in `pipeline`'s colours showing the page as it is now.
    func hasCurrentTexture(for key: PageTile.Key, pipeline: ColorPipeline) -> Bool {
        entries[Slot(key: key, pipeline: ObjectIdentifier(pipeline))].map { !$0.isStale } ?? false
    }

    /// Whether `key` has a texture showing the page as it is now in the colours of each of `pipelines`.
    func hasCurrentTexture(for key: PageTile.Key, inEveryOf pipelines: [ColorPipeline]) -> Bool {
        pipelines.allSatisfy { hasCurrentTexture(for: key, pipeline: $0) }
    }

    /// Whether a texture of `byteCount` more bytes fits beside the ones
    /// used in this frame without going over the budget (older ones make way).
    func hasRoomBesideThisFrame(for byteCount: Int) -> Bool {
        let thisFrame = entries.values.reduce(0) { $0 + ($1.lastUsedFrame == frame ? $1.texture.byteCount : 0) }
        return thisFrame + byteCount <= budgetBytes
    }

    /// Page `page` changed: its textures keep standing in until new pixels
    /// replace them.
    func markStale(page: Int) {
        for slot in entries.keys where slot.key.pageIndex == page {
            entries[slot]?.isStale = true
        }
    }

    /// Textures of the same page in `pipeline`'s colours at any scale, to draw
    /// stretched while the exact tiles render (no blank flash while zooming).
    /// Returns each texture with the key it was rendered for.
    func standIns(forPage page: Int, rotation: Rotation, pipeline: ColorPipeline) -> [(PageTile.Key, StreamingTexture)] {
        entries.compactMap { slot, entry in
            slot.key.pageIndex == page && slot.key.rotation == rotation && entry.pipeline === pipeline ? (slot.key, entry.texture) : nil
        }
    }

    /// Drops every texture (after a reload the old pixels are wrong).
    func removeAll() {
        entries.removeAll()
        bytes = 0
    }

    private func remove(_ slot: Slot) {
        if let old = entries.removeValue(forKey: slot) {
            bytes -= old.texture.byteCount
        }
    }

    /// Frees the least recently drawn textures, never ones drawn this frame.
    private func evictOverBudget() {
        guard bytes > budgetBytes else { return }
        let oldestFirst = entries.filter { $0.value.lastUsedFrame != frame }.sorted { $0.value.lastUsedFrame < $1.value.lastUsedFrame }
        for (slot, _) in oldestFirst {
            guard bytes > budgetBytes else { break }
            remove(slot)
        }
    }
}
