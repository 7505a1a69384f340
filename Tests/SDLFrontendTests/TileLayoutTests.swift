import CSDL2
import XCTest
@testable import SDLFrontend

final class TileLayoutTests: XCTestCase {
    func testWindowsInBGRXGetTilesInTheirOwnFormat() {
        XCTAssertEqual(TileLayout(windowFormat: SDL_PIXELFORMAT_RGB888.rawValue), .windowBGRX(format: SDL_PIXELFORMAT_RGB888.rawValue))
        XCTAssertEqual(TileLayout(windowFormat: SDL_PIXELFORMAT_ARGB8888.rawValue).textureFormat, SDL_PIXELFORMAT_ARGB8888.rawValue)
        XCTAssertEqual(TileLayout(windowFormat: SDL_PIXELFORMAT_RGB565.rawValue), .rgba)
        XCTAssertEqual(TileLayout.rgba.textureFormat, UInt32(SDL_PIXELFORMAT_RGBA32.rawValue))
    }

    /// The bytes the pipeline wrote (R, G, B, A) must read back as the same
    /// colour through SDL's description of the texture format.
    func testArrangedPixelsAreTheSameColoursInTheTextureFormat() throws {
        let layout = TileLayout(windowFormat: SDL_PIXELFORMAT_RGB888.rawValue)
        let width = 3, height = 2, pitch = 16
        var bytes = [UInt8](repeating: 0xEE, count: pitch * height)
        let colours: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (12, 34, 56), (200, 100, 50), (1, 2, 3)]
        for (index, colour) in colours.enumerated() {
            let offset = (index / width) * pitch + (index % width) * 4
            bytes[offset] = colour.0
            bytes[offset + 1] = colour.1
            bytes[offset + 2] = colour.2
            bytes[offset + 3] = 255
        }
        bytes.withUnsafeMutableBytes { layout.arrange($0.baseAddress!, width: width, height: height, pitch: pitch) }
        let format = try XCTUnwrap(SDL_AllocFormat(layout.textureFormat))
        defer { SDL_FreeFormat(format) }
        for (index, colour) in colours.enumerated() {
            let offset = (index / width) * pitch + (index % width) * 4
            let pixel = bytes[offset..<offset + 4].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
            var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0
            SDL_GetRGB(pixel, format, &r, &g, &b)
            XCTAssertEqual([r, g, b], [colour.0, colour.1, colour.2], "pixel \(index)")
        }
        XCTAssertEqual(bytes[12..<16], [0xEE, 0xEE, 0xEE, 0xEE], "padding past the row is left alone")
    }
}
