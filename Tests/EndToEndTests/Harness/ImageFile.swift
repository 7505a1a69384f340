import Foundation

/// Reading image files (PNG and anything else ImageMagick knows) as RGB rasters.
enum ImageFile {
    /// Decodes the image at `url`, flattening any transparency onto white.
    static func load(_ url: URL) throws -> RGBImage {
        try TestEnvironment.requireTools("convert")
        let pixmap = url.deletingPathExtension().appendingPathExtension("decoded.ppm")
        defer { try? FileManager.default.removeItem(at: pixmap) }
        try Command.check("convert", [url.path, "-background", "white", "-alpha", "remove", "-alpha", "off",
                                      "-depth", "8", "ppm:\(pixmap.path)"])
        return try PortablePixmap.decode(try Data(contentsOf: pixmap), path: url.path)
    }
}
