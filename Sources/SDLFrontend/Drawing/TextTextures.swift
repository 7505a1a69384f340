import CSDL2
import PDFAppearance
import PDFEngine

/// Interface text as SDL textures, set by MuPDF's built-in fonts and kept
/// for as long as the same string is drawn in the same size and colour.
final class TextTextures {
    private struct Key: Hashable {
        var text: String
        var size: Double
        var color: Color
    }

    /// A texture with its size in output pixels.
    struct Label {
        let texture: OpaquePointer
        let width: Int
        let height: Int
    }

    private let renderer: OpaquePointer
    private let typesetter: TextRenderer
    private var labels: [Key: Label] = [:]
    private var usedThisFrame: Set<Key> = []

    /// Labels for `renderer`, set by `typesetter`.
    init(renderer: OpaquePointer, typesetter: TextRenderer) {
        self.renderer = renderer
        self.typesetter = typesetter
    }

    deinit {
        labels.values.forEach { LiveTextures.destroy($0.texture) }
    }

    /// The width `text` takes at `size` pixels per em.
    func width(of text: String, size: Double) -> Double {
        typesetter.measure(text, pointSize: size).width
    }

    /// `text` at `size` pixels per em in `color` (already a display colour).
    func label(_ text: String, size: Double, color: Color) -> Label? {
        let key = Key(text: text, size: size, color: color)
        usedThisFrame.insert(key)
        if let label = labels[key] { return label }
        let pixels = typesetter.renderText(text, pointSize: size, color: color)
        guard let texture = LiveTextures.create(renderer, format: UInt32(SDL_PIXELFORMAT_RGBA32.rawValue),
                                                access: SDL_TEXTUREACCESS_STATIC, width: pixels.width, height: pixels.height)
        else { return nil }
        Self.unpremultiply(pixels)
        SDL_UpdateTexture(texture, nil, pixels.pointer, Int32(pixels.stride))
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let label = Label(texture: texture, width: pixels.width, height: pixels.height)
        labels[key] = label
        return label
    }

    /// Draws `text` with its top-left corner at (`x`, `y`); returns its width.
    @discardableResult
    func draw(_ text: String, size: Double, color: Color, x: Double, y: Double) -> Double {
        guard let label = label(text, size: size, color: color) else { return 0 }
        var destination = SDL_Rect(x: Int32(x.rounded()), y: Int32(y.rounded()), w: Int32(label.width), h: Int32(label.height))
        SDL_RenderCopy(renderer, label.texture, nil, &destination)
        return Double(label.width)
    }

    /// Frees the labels not drawn since the last call (called once a frame).
    func dropUnused() {
        for (key, label) in labels where !usedThisFrame.contains(key) {
            LiveTextures.destroy(label.texture)
            labels[key] = nil
        }
        usedThisFrame.removeAll(keepingCapacity: true)
    }

    /// MuPDF draws premultiplied alpha; SDL's blend mode (the only one every
    /// renderer has) expects straight alpha.
    private static func unpremultiply(_ pixels: PixelBuffer) {
        for y in 0..<pixels.height {
            let row = pixels.pointer + y * pixels.stride
            for x in 0..<pixels.width {
                let p = row + x * 4
                let alpha = Int(p[3])
                guard alpha > 0 && alpha < 255 else { continue }
                for channel in 0..<3 {
                    p[channel] = UInt8(min(255, (Int(p[channel]) * 255 + alpha / 2) / alpha))
                }
            }
        }
    }
}
