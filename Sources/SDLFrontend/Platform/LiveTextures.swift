import CSDL2
import Synchronization

/// Every SDL texture the frontend creates and destroys goes through here, so
/// the number alive can be read (SDL keeps no public count): a soak that
/// pages, zooms and draws for thousands of actions checks it stays bounded.
///
/// It also knows each texture's renderer. `SDL_DestroyRenderer` frees every
/// texture the renderer made, and a session's tile, label and shape textures
/// are released after its window (Swift releases a session's window before
/// the caches declared after it): `SDL_DestroyTexture` on those read freed
/// memory, which crashed the soak once with SIGSEGV inside SDL. A texture
/// its renderer took with it is not destroyed again.
enum LiveTextures {
    /// Each live texture's renderer, by texture.
    private static let renderers = Mutex<[OpaquePointer: OpaquePointer]>([:])

    /// Textures created and not yet destroyed, in every renderer of the process.
    static var count: Int { renderers.withLock { $0.count } }

    /// `SDL_CreateTexture`, counted when it succeeds.
    static func create(_ renderer: OpaquePointer, format: UInt32, access: SDL_TextureAccess,
                       width: Int, height: Int) -> OpaquePointer? {
        guard let texture = SDL_CreateTexture(renderer, format, Int32(access.rawValue), Int32(width), Int32(height)) else {
            return nil
        }
        renderers.withLock { $0[texture] = renderer }
        return texture
    }

    /// `SDL_DestroyTexture` of a texture `create` made, unless its renderer
    /// is gone and freed it already.
    static func destroy(_ texture: OpaquePointer) {
        guard renderers.withLock({ $0.removeValue(forKey: texture) }) != nil else { return }
        SDL_DestroyTexture(texture)
    }

    /// `SDL_DestroyRenderer`, which frees the renderer's textures with it:
    /// they no longer count, and `destroy` leaves them alone.
    static func destroyRenderer(_ renderer: OpaquePointer) {
        renderers.withLock { $0 = $0.filter { $0.value != renderer } }
        SDL_DestroyRenderer(renderer)
    }
}
