import CSDL2
import Synchronization

/// Every SDL texture the frontend creates and destroys goes through here, so
/// the number alive can be read (SDL keeps no public count): a soak that
/// pages, zooms and draws for thousands of actions checks it stays bounded.
enum LiveTextures {
    private static let alive = Atomic<Int>(0)

    /// Textures created and not yet destroyed, in every renderer of the process.
    static var count: Int { alive.load(ordering: .relaxed) }

    /// `SDL_CreateTexture`, counted when it succeeds.
    static func create(_ renderer: OpaquePointer, format: UInt32, access: SDL_TextureAccess,
                       width: Int, height: Int) -> OpaquePointer? {
        guard let texture = SDL_CreateTexture(renderer, format, Int32(access.rawValue), Int32(width), Int32(height)) else {
            return nil
        }
        alive.add(1, ordering: .relaxed)
        return texture
    }

    /// `SDL_DestroyTexture` of a texture `create` made.
    static func destroy(_ texture: OpaquePointer) {
        SDL_DestroyTexture(texture)
        alive.subtract(1, ordering: .relaxed)
    }
}
