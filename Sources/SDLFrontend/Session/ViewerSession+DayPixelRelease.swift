import PDFAppearance
import PDFEngine
import Viewer

/// Day pixels are kept only while a texture may still have to be filled from them. A tile that
/// left the screen with a current texture in the colours of every mode the reader may switch to
/// (Default and the `allowedAppearanceModes`) needs them no more: coming back, a mode change or a
/// peek copies textures, ink renders the page again, export renders its own. Its day pixels then
/// leave the render queue's cache instead of staying beside those textures. Tiles on screen keep
/// theirs, so that a mode change never waits for a render when the texture budget evicted the
/// other mode's texture. A tile whose textures are evicted after its pixels went renders again
/// when it is next wanted; until then the prefetch counts a tile textured in every mode as
/// rendered, so the workers do not draw it again.
extension ViewerSession {
    /// Whether `key` has a current texture in the colours of every allowed mode, `pipelines`
    /// being `allowedModePipelines`.
    func isTexturedInEveryMode(_ key: PageTile.Key, pipelines: [ColorPipeline]?) -> Bool {
        guard let pipelines else { return false }
        return textures.hasCurrentTexture(for: key, inEveryOf: pipelines)
    }

    /// The frame being composed shows `visible`: the tiles the last frame showed that it does not
    /// show drop their day pixels from the render queue's cache when they are textured in every
    /// allowed mode.
    func releaseDayPixelsOfTilesThatLeftTheScreen(_ visible: [PageTile]) {
        let keys = Set(visible.map(\.key))
        let left = shownTileKeys.subtracting(keys)
        shownTileKeys = keys
        guard !left.isEmpty, let cache = renderQueue.cache, let pipelines = allowedModePipelines else { return }
        for key in left where textures.hasCurrentTexture(for: key, inEveryOf: pipelines) {
            cache.remove(key.renderKey)
        }
    }
}
