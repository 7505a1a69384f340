import PDFAppearance
import PDFEngine
import Viewer

/// Day pixels are kept only while a texture still has to be filled from them. Once a tile has a
/// current texture in the colours of every mode the reader may switch to (Default and the
/// `allowedAppearanceModes`), nothing reads its day pixels any more: a mode change or a peek
/// copies textures, ink renders the page again, export renders its own. They then leave the
/// render queue's cache instead of staying beside those textures. A tile whose textures are
/// evicted afterwards renders again when it is next wanted; until then the prefetch counts a
/// tile textured in every mode as rendered, so the workers do not draw it again.
extension ViewerSession {
    /// Whether `key` has a current texture in the colours of every allowed mode, `pipelines`
    /// being `allowedModePipelines`.
    func isTexturedInEveryMode(_ key: PageTile.Key, pipelines: [ColorPipeline]?) -> Bool {
        guard let pipelines else { return false }
        return textures.hasCurrentTexture(for: key, inEveryOf: pipelines)
    }

    /// Drops the day pixels of `key` from the render queue's cache when a texture in every
    /// allowed mode's colours holds them; called after a texture of the tile was filled.
    func releaseDayPixelsIfTexturedInEveryMode(_ key: PageTile.Key) {
        guard isTexturedInEveryMode(key, pipelines: allowedModePipelines) else { return }
        renderQueue.cache?.remove(key.renderKey)
    }
}
