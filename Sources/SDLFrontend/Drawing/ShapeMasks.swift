import CSDL2
import Foundation
import PDFAppearance

/// Shapes SDL has no primitive for — discs (and so rounded corners) and the
/// toolbar's icons — as white textures whose alpha is the shape's coverage,
/// antialiased by sampling each pixel 4×4 times. Drawn tinted with a display
/// colour through the texture's colour and alpha modulation, so they take the
/// same colours as everything else. One texture per shape and pixel size.
final class ShapeMasks {
    /// A shape filling the square it is drawn into.
    enum Shape: Hashable {
        /// A filled circle.
        case disc
        /// A cog wheel with eight teeth and a hole (the settings button).
        case gear
        /// A pencil pointing to the lower left (the ink button).
        case pen
        /// A triangle pointing right: a closed outline entry.
        case closedDisclosure
        /// A triangle pointing down: an open outline entry.
        case openDisclosure
    }

    private struct Key: Hashable {
        var shape: Shape
        var side: Int
    }

    private let renderer: OpaquePointer
    private var textures: [Key: OpaquePointer] = [:]

    init(renderer: OpaquePointer) {
        self.renderer = renderer
    }

    deinit {
        textures.values.forEach(LiveTextures.destroy)
    }

    /// Draws `shape` into the square of side `side` pixels at (`x`, `y`) in
    /// `color` (a display colour); `part` is the piece of the shape's square
    /// to draw, in pixels of that square (the whole square when nil).
    func draw(_ shape: Shape, side: Int, x: Int, y: Int, color: Color, part: SDL_Rect? = nil) {
        guard side > 0, let texture = texture(for: Key(shape: shape, side: side)) else { return }
        let (r, g, b, a) = color.rgba8
        SDL_SetTextureColorMod(texture, r, g, b)
        SDL_SetTextureAlphaMod(texture, a)
        var source = part ?? SDL_Rect(x: 0, y: 0, w: Int32(side), h: Int32(side))
        var destination = SDL_Rect(x: Int32(x) + source.x, y: Int32(y) + source.y, w: source.w, h: source.h)
        SDL_RenderCopy(renderer, texture, &source, &destination)
    }

    private func texture(for key: Key) -> OpaquePointer? {
        if let texture = textures[key] { return texture }
        guard let texture = LiveTextures.create(renderer, format: UInt32(SDL_PIXELFORMAT_RGBA32.rawValue),
                                                access: SDL_TEXTUREACCESS_STATIC, width: key.side, height: key.side)
        else { return nil }
        let pixels = Self.mask(key.shape, side: key.side)
        SDL_UpdateTexture(texture, nil, pixels, Int32(key.side * 4))
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        textures[key] = texture
        return texture
    }

    /// White RGBA8 pixels (straight alpha) whose alpha is the coverage of `shape`.
    static func mask(_ shape: Shape, side: Int) -> [UInt8] {
        let samples = 4
        var pixels = [UInt8](repeating: 255, count: side * side * 4)
        for row in 0..<side {
            for column in 0..<side {
                var inside = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        // Map the sample to -1…1 across the square.
                        let x = (Double(column) + (Double(sx) + 0.5) / Double(samples)) / Double(side) * 2 - 1
                        let y = (Double(row) + (Double(sy) + 0.5) / Double(samples)) / Double(side) * 2 - 1
                        if contains(shape, x: x, y: y) { inside += 1 }
                    }
                }
                pixels[(row * side + column) * 4 + 3] = UInt8((inside * 255 + samples * samples / 2) / (samples * samples))
            }
        }
        return pixels
    }

    /// Whether the point (`x`, `y`) of the square -1…1 (y down) lies in `shape`.
    static func contains(_ shape: Shape, x: Double, y: Double) -> Bool {
        switch shape {
        case .disc:
            return x * x + y * y <= 1
        case .gear:
            let radius = (x * x + y * y).squareRoot()
            guard radius >= 0.30, radius <= 0.96 else { return false }
            if radius <= 0.68 { return true }
            return (0..<8).contains { tooth in
                let angle = Double(tooth) * .pi / 4 + .pi / 8
                let along = x * cos(angle) + y * sin(angle)
                let across = -x * sin(angle) + y * cos(angle)
                return along > 0 && abs(across) <= 0.19
            }
        case .pen:
            // u runs along the pencil from its tip (lower left) to its end
            // (upper right), v across it.
            let u = (x - y) / 2.0.squareRoot()
            let v = (x + y) / 2.0.squareRoot()
            let halfWidth = 0.22
            if u < -0.95 || u > 0.95 || abs(v) > halfWidth { return false }
            if u < -0.5 { return abs(v) <= halfWidth * (u + 0.95) / 0.45 }
            if u > 0.52 && u < 0.64 { return false }
            return true
        case .closedDisclosure:
            return x >= -0.45 && x <= 0.55 && abs(y) <= 0.6 * (0.55 - x) / 1.0
        case .openDisclosure:
            return contains(.closedDisclosure, x: y, y: x)
        }
    }
}
