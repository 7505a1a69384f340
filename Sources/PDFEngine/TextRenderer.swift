import CMuPDF
import Foundation
import PDFAppearance

/// Draws user-interface text (password prompt, error placeholders, overlays)
/// with MuPDF's built-in Helvetica, falling back to its built-in Noto fonts for
/// other scripts. Thread-safe.
public final class TextRenderer: @unchecked Sendable {
    private let lock = NSLock()
    private let context: MuPDFContext

    /// - Throws: `DocumentError.engineFailure` when MuPDF cannot start.
    public init() throws {
        context = try MuPDFContext.makeClone()
    }

    /// The size of `string` set at `pointSize` (pixels per em).
    public func measure(_ string: String, pointSize: Double) -> TextMetrics {
        lock.withLock {
            var width: Float = 0, ascent: Float = 0, descent: Float = 0
            var error = cmupdf_error()
            guard cmupdf_text_measure(context.handle, string, Float(pointSize), &width, &ascent, &descent, &error) == 0 else {
                return TextMetrics(width: 0, ascent: pointSize, descent: 0)
            }
            return TextMetrics(width: Double(width), ascent: Double(ascent), descent: Double(descent))
        }
    }

    /// `string` set on one line at `pointSize` in `color`: RGBA8, premultiplied,
    /// on a transparent background, as wide as the text and as tall as ascent
    /// plus descent (rounded up; at least 1×1).
    public func renderText(_ string: String, pointSize: Double, color: Color) -> PixelBuffer {
        let metrics = measure(string, pointSize: pointSize)
        let width = max(1, Int(metrics.width.rounded(.up)))
        let height = max(1, Int(metrics.height.rounded(.up)))
        let pixels = PixelBuffer(width: width, height: height)
        guard metrics.width > 0 else { return pixels }
        var rgba: [Float] = [Float(color.red), Float(color.green), Float(color.blue), Float(color.alpha)]
        lock.withLock {
            var error = cmupdf_error()
            _ = cmupdf_text_draw(context.handle, string, Float(pointSize), &rgba, 0, Float(metrics.ascent),
                                 pixels.pointer, Int32(width), Int32(height), Int32(pixels.stride), &error)
        }
        return pixels
    }
}
