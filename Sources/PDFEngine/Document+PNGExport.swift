import AtomicFiles
import CMuPDF
import Foundation
import PDFAppearance

extension Document {
    /// Writes page `index` (0-based) as a PNG at `dpi` with MuPDF's PNG writer,
    /// atomically (see below).
    ///
    /// - Parameters:
    ///   - options: appearance applied through their `ColorPipeline`; nil for
    ///     day colours, which equal `mutool draw -r dpi` of the page.
    ///   - timeout: seconds after which the render is aborted (`.timedOut`).
    ///   - cookie: lets another thread cancel the export (`.cancelled`).
    ///   - strategy: `.exact` (one pass, mutool's pixels) or `.parallelBands`.
    /// - Throws: `DocumentError`; a failed export leaves an existing file untouched.
    public func exportPNG(page index: Int, dpi: Double, options: RenderOptions? = nil, to destination: String,
                          timeout: Double? = nil, cookie: RenderCookie? = nil, strategy: PNGExportStrategy = .exact) throws {
        let pipeline = options.map { ColorPipeline.cached(for: $0) }.flatMap { $0.isIdentity ? nil : $0 }
        try exportPNG(page: index, dpi: dpi, to: destination, timeout: timeout, cookie: cookie,
                      strategy: strategy, workers: ProcessInfo.processInfo.activeProcessorCount,
                      processBand: pipeline.map { pipeline in
                          { pixels, width, height, stride in pipeline.apply(pixels: pixels, width: width, height: height, stride: stride) }
                      })
    }

    /// Largest page image (bytes of RGBA) the `.exact` strategy renders in one pass.
    static let exactExportBudget = 512 << 20

    /// Writes page `index` as a PNG at `dpi` with MuPDF's PNG writer (RGB, as
    /// `mutool draw -r dpi` writes it). See `PNGExportStrategy` for how the
    /// page is rendered; the PNG is encoded in bands either way.
    ///
    /// The write is atomic: a temporary file in the destination's directory is
    /// written, flushed to disk and renamed over `destination`; on any failure
    /// an existing destination is left untouched.
    ///
    /// - Parameters:
    ///   - timeout: aborts the render after this many seconds (`.timedOut`).
    ///   - cookie: lets another thread cancel the export (`.cancelled`).
    ///   - processBand: applied to each rendered band (RGBA pixels, width,
    ///     height, stride) before encoding, on a worker thread.
    func exportPNG(page index: Int, dpi: Double, to destination: String, timeout: Double?, cookie: RenderCookie?,
                   strategy: PNGExportStrategy, workers: Int, processBand: (@Sendable (UnsafeMutablePointer<UInt8>, Int, Int, Int) -> Void)?) throws {
        guard dpi > 0 && dpi.isFinite else {
            throw DocumentError.exportFailed(path: path, destination: destination, reason: "resolution must be positive, not \(dpi)")
        }
        let cookie = cookie ?? RenderCookie()
        if let timeout { cookie.abort(after: timeout) }
        let list = try displayList(forPage: index, cookie: cookie)
        let (transform, box) = geometry(page: index, scale: dpi / 72, rotation: 0)
        let width = Int(box.x1 - box.x0), height = Int(box.y1 - box.y0)
        guard width > 0 && height > 0 else {
            throw DocumentError.renderFailed(path: path, page: index, reason: "the page has no area at \(dpi) dpi")
        }
        let temporary = AtomicFileWrite(destination: destination)
        do {
            try ContextPool.shared.withContext { context in
                var error = cmupdf_error()
                guard let writer = cmupdf_png_writer_new(context.handle, temporary.temporaryPath, Int32(width), Int32(height),
                                                         Int32(dpi.rounded()), &error) else {
                    throw DocumentError.exportFailed(path: path, destination: destination, reason: MuPDFFailure(error).message)
                }
                defer { cmupdf_png_writer_drop(context.handle, writer) }
                let write: (PixelBuffer, Int, Int) throws -> Void = { buffer, firstRow, rows in
                    let start = buffer.pointer + firstRow * buffer.stride
                    guard cmupdf_png_writer_write(context.handle, writer, start, Int32(buffer.stride), Int32(rows), &error) == 0 else {
                        throw DocumentError.exportFailed(path: self.path, destination: destination, reason: MuPDFFailure(error).message)
                    }
                }
                if strategy == .exact && width * height * 4 <= Self.exactExportBudget {
                    let pixels = PixelBuffer(unfilledWidth: width, height: height)
                    try draw(list, page: index, transform: transform, originX: Int(box.x0), originY: Int(box.y0),
                             into: pixels.pointer, width: width, height: height, stride: pixels.stride,
                             context: context, cookie: cookie)
                    processBand?(pixels.pointer, width, height, pixels.stride)
                    for first in stride(from: 0, to: height, by: 256) {
                        try write(pixels, first, min(256, height - first))
                    }
                } else {
                    let bands = BandRenderer(width: width, height: height, workers: workers) { band, pixels, stride, context in
                        try self.draw(list, page: index, transform: transform, originX: Int(box.x0), originY: Int(box.y0) + band.y,
                                      into: pixels, width: width, height: band.height, stride: stride, context: context, cookie: cookie)
                        processBand?(pixels, width, band.height, stride)
                    }
                    try bands.run(cancel: { cookie.abort() }) { buffer, rows in try write(buffer, 0, rows) }
                }
                guard cmupdf_png_writer_close(context.handle, writer, &error) == 0 else {
                    throw DocumentError.exportFailed(path: path, destination: destination, reason: MuPDFFailure(error).message)
                }
            }
            try temporary.commit()
        } catch let failure as AtomicFileWrite.Failure {
            temporary.discard()
            throw DocumentError.exportFailed(path: path, destination: destination, reason: failure.reason)
        } catch {
            temporary.discard()
            throw error
        }
    }
}
