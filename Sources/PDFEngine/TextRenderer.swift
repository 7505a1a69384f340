import CMuPDF
import Foundation
import PDFAppearance

/// Draws user-interface text (password prompt, error placeholders, overlays)
/// with MuPDF's built-in Helvetica, falling back to its built-in Noto fonts for
/// other scripts. Thread-safe.
///
/// A failure to measure or draw is ignored: the fonts are built in, so only
/// memory can run out, and a blank label is better than a window that stops.
public final class TextRenderer: @unchecked Sendable {
    private let lock = NSLock()
    private let context: MuPDFContext

    /// - Throws: `DocumentError.engineFailure` when MuPDF cannot start.
    public init() throws {
        context = try ContextPool.interface.get().makeClone()
    }

    /// The size of `string` set at `pointSize` (pixels per em). A string
    /// MuPDF fails to set measures 0 wide and one em tall (and draws nothing).
    public func measure(_ string: String, pointSize: Double) -> TextMetrics {
        lock.withLock {
            var width: Float = 0, ascent: Float = 0, descent: Float = 0
            // Ignored: see the type's comment.
            guard MuPDFCall.ignoringFailure({
                cmupdf_text_measure(context.handle, string, Float(pointSize), &width, &ascent, &descent, &$0)
            }) != nil else {
                return TextMetrics(width: 0, ascent: pointSize, descent: 0)
            }
            return TextMetrics(width: Double(width), ascent: Double(ascent), descent: Double(descent))
        }
    }

    /// `string` set on one line at `pointSize` in `color`: RGBA8, premultiplied,
    /// on a transparent background, as wide as the text and as tall as ascent
    /// plus descent (rounded up; at least 1×1). Where MuPDF fails to draw,
    /// the pixels stay transparent.
    public func renderText(_ string: String, pointSize: Double, color: Color) -> PixelBuffer {
        let metrics = measure(string, pointSize: pointSize)
        let width = max(1, Int(metrics.width.rounded(.up)))
        let height = max(1, Int(metrics.height.rounded(.up)))
        let pixels = PixelBuffer(width: width, height: height)
        guard metrics.width > 0 else { return pixels }
        var rgba: [Float] = [Float(color.red), Float(color.green), Float(color.blue), Float(color.alpha)]
        lock.withLock {
            // Ignored: see the type's comment.
            _ = MuPDFCall.ignoringFailure {
                cmupdf_text_draw(context.handle, string, Float(pointSize), &rgba, 0, Float(metrics.ascent),
                                 pixels.pointer, Int32(width), Int32(height), Int32(pixels.stride), &$0)
            }
        }
        return pixels
    }
}
