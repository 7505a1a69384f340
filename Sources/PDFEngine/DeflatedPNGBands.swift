import CMuPDF
import Foundation

/// One band of a PNG image, filtered and deflated by zlib on whichever thread
/// made it (`cmupdf_png_deflate_band`); bands deflated independently join
/// into one zlib stream when written in order, as pigz joins gzip blocks.
final class DeflatedPNGBand: @unchecked Sendable {
    fileprivate var band = cmupdf_png_band()

    /// Deflates `rows` rows of packed RGB (`cmupdf_png_pack_rgb`) `stride`
    /// bytes apart; `last` for the image's bottom band.
    init(rgb: UnsafePointer<UInt8>, width: Int, rows: Int, stride: Int, last: Bool,
         orThrow failure: (MuPDFFailure) -> DocumentError) throws(DocumentError) {
        try MuPDFCall.run({
            cmupdf_png_deflate_band(rgb, Int32(width), Int32(rows), Int32(stride), last ? 1 : 0, &band, &$0)
        }, orThrow: failure)
    }

    deinit { cmupdf_png_band_free(&band) }
}

/// Bands deflated out of order by several threads, handed back in order:
/// `deflate` stores a band under its top row, `take` removes it.
final class DeflatedPNGBands: @unchecked Sendable {
    private let lock = NSLock()
    private var bands: [Int: DeflatedPNGBand] = [:]

    /// Stores the band whose top row is `y`.
    func store(_ band: DeflatedPNGBand, y: Int) {
        lock.withLock { bands[y] = band }
    }

    /// Removes and returns the band whose top row is `y`, if it was stored.
    func take(y: Int) -> DeflatedPNGBand? {
        lock.withLock { bands.removeValue(forKey: y) }
    }
}

/// A PNG file (`cmupdf_png_stream`) written from deflated bands, top to bottom.
struct PNGBandFile {
    private let stream: OpaquePointer
    private let context: MuPDFContext
    private let failure: (MuPDFFailure) -> DocumentError

    /// Creates `path` for a `width`×`height` RGB image at `dpi`.
    init(path: String, width: Int, height: Int, dpi: Int, context: MuPDFContext,
         orThrow failure: @escaping (MuPDFFailure) -> DocumentError) throws(DocumentError) {
        stream = try MuPDFCall.object({
            cmupdf_png_stream_new(context.handle, path, Int32(width), Int32(height), Int32(dpi), &$0)
        }, orThrow: failure)
        self.context = context
        self.failure = failure
    }

    /// Appends the next band below the ones written.
    func write(_ band: DeflatedPNGBand) throws(DocumentError) {
        try MuPDFCall.run({ cmupdf_png_stream_write_band(context.handle, stream, &band.band, &$0) }, orThrow: failure)
    }

    /// Ends the image after its last band.
    func close() throws(DocumentError) {
        try MuPDFCall.run({ cmupdf_png_stream_close(context.handle, stream, &$0) }, orThrow: failure)
    }

    /// Releases the file (closed or not).
    func drop() { cmupdf_png_stream_drop(context.handle, stream) }
}
