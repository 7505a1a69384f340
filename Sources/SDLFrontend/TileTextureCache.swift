import CSDL2
import PDFAppearance
import PDFEngine
import Viewer

/// The SDL textures of the tiles on screen, in display colours.
///
/// A texture remembers which colour pipeline filled it; after an appearance
/// change it is filled again from the cached day pixels, so switching modes
/// never renders a page again. Textures are kept within a byte budget, least
/// recently drawn first out.
final class TileTextureCache {
    private struct Entry {
        var texture: StreamingTexture
        var pipeline: ObjectIdentifier
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
    private let budgetBytes: Int
    private let layout: TileLayout
    private var entries: [PageTile.Key: Entry] = [:]
    private var bytes = 0
    private var frame: UInt64 = 0

    init(renderer: OpaquePointer, budgetBytes: Int = 192 << 20, layout: TileLayout) {
        self.renderer = renderer
        self.budgetBytes = budgetBytes
        self.layout = layout
    }

    /// Starts a new frame: textures used from now on count as recent.
    func beginFrame() {
        frame &+= 1
    }

    /// The texture for `key` in `pipeline`'s colours, uploading `pixels`
    /// (the tile's day pixels) when the texture is missing, stale or was
    /// filled by another pipeline. A stale texture without new pixels is
    /// returned as not current; nil when there is nothing to draw.
    func texture(for key: PageTile.Key, pipeline: ColorPipeline, pixels: () -> PixelBuffer?) throws -> Lookup? {
        let pipelineID = ObjectIdentifier(pipeline)
        if var entry = entries[key], entry.pipeline == pipelineID, !entry.isStale {
            entry.lastUsedFrame = frame
            entries[key] = entry
            return Lookup(texture: entry.texture, isCurrent: true)
        }
        guard let buffer = pixels() else {
            guard var entry = entries[key], entry.isStale, entry.pipeline == pipelineID else { return nil }
            entry.lastUsedFrame = frame
            entries[key] = entry
            return Lookup(texture: entry.texture, isCurrent: false)
        }
        let texture: StreamingTexture
        if let existing = entries[key]?.texture, existing.width == buffer.width, existing.height == buffer.height {
            texture = existing
        } else {
            remove(key)
            texture = try StreamingTexture(renderer: renderer, width: buffer.width, height: buffer.height, layout: layout)
            bytes += texture.byteCount
        }
        try texture.upload(from: buffer.pointer, stride: buffer.stride, pipeline: pipeline)
        entries[key] = Entry(texture: texture, pipeline: pipelineID, lastUsedFrame: frame)
        evictOverBudget()
        return Lookup(texture: texture, isCurrent: true)
    }

    /// Whether `key` has a texture in `pipeline`'s colours showing the page as it is now.
    func hasCurrentTexture(for key: PageTile.Key, pipeline: ColorPipeline) -> Bool {
        guard let entry = entries[key] else { return false }
        return entry.pipeline == ObjectIdentifier(pipeline) && !entry.isStale
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
        for key in entries.keys where key.pageIndex == page {
            entries[key]?.isStale = true
        }
    }

    /// A texture of the same page at another scale, drawn stretched while
    /// the exact tiles render (no blank flash while zooming). Returns the
    /// texture and the key it was rendered for.
    func standIns(forPage page: Int, rotation: Rotation) -> [(PageTile.Key, StreamingTexture)] {
        entries.compactMap { key, entry in
            key.pageIndex == page && key.rotation == rotation ? (key, entry.texture) : nil
        }
    }

    /// Drops every texture (after a reload the old pixels are wrong).
    func removeAll() {
        entries.removeAll()
        bytes = 0
    }

    private func remove(_ key: PageTile.Key) {
        if let old = entries.removeValue(forKey: key) {
            bytes -= old.texture.byteCount
        }
    }

    /// Frees the least recently drawn textures, never ones drawn this frame.
    private func evictOverBudget() {
        guard bytes > budgetBytes else { return }
        let oldestFirst = entries.filter { $0.value.lastUsedFrame != frame }.sorted { $0.value.lastUsedFrame < $1.value.lastUsedFrame }
        for (key, _) in oldestFirst {
            guard bytes > budgetBytes else { break }
            remove(key)
        }
    }
}
