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
    ///   - cookie: lets another thread cancel the export (`.cancelled`), also
    ///     while the PNG is being encoded; the temporary file is removed.
    ///   - strategy: `.exact` (one pass, mutool's pixels) or `.parallelBands`
    ///     (pages with images that `options` keep are drawn in one pass anyway).
    /// - Throws: `DocumentError`; `.exportTooLarge` before anything is rendered
    ///   when the image would exceed `maximumExportPixels`. A failed export
    ///   leaves an existing file untouched.
    public func exportPNG(page index: Int, dpi: Double, options: RenderOptions? = nil, to destination: String,
                          timeout: Double? = nil, cookie: RenderCookie? = nil, strategy: PNGExportStrategy = .exact) throws {
        try exportPNG(page: index, dpi: dpi, options: options, to: destination, timeout: timeout, cookie: cookie,
                      strategy: strategy, workers: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Most pixels an exported image may have (1 gigapixel, 3 GB of RGB):
    /// beyond it an export is refused before anything is rendered.
    public static let maximumExportPixels = 1_000_000_000

    /// The largest whole resolution below `dpi` at which page `index` stays
    /// within `maximumExportPixels` (at least 1).
    func largestExportDPI(page index: Int, below dpi: Double) -> Int {
        let size = pixelBounds(page: index, scale: dpi / 72)
        var fitting = Int(dpi * (Double(Self.maximumExportPixels) / Double(Self.pixelCount(size))).squareRoot())
        while fitting > 1, Self.pixelCount(pixelBounds(page: index, scale: Double(fitting) / 72)) > Self.maximumExportPixels {
            fitting -= 1
        }
        return max(1, fitting)
    }

    private static func pixelCount(_ rect: PixelRect) -> Int { rect.width * rect.height }

    /// Largest page image (bytes of RGBA) the `.exact` strategy renders in one pass.
    static let exactExportBudget = 512 << 20

    /// Fewest rows the `.exact` strategy deflates as one band.
    static let exactExportDeflateRows = 64

    /// Writes page `index` as a PNG at `dpi` (RGB, as `mutool draw -r dpi`
    /// writes it). See `PNGExportStrategy` for how the page is rendered; the
    /// PNG is deflated in bands on `workers` threads either way and joined
    /// into one zlib stream (`DeflatedPNGBands`).
    ///
    /// The write is atomic: a temporary file in the destination's directory is
    /// written, flushed to disk and renamed over `destination`; on any failure
    /// an existing destination is left untouched.
    ///
    /// - Parameters:
    ///   - options: applied through their `ColorPipeline`, which is built on
    ///     another thread while the page's display list is recorded.
    ///   - timeout: aborts the render after this many seconds (`.timedOut`).
    ///   - cookie: lets another thread cancel the export (`.cancelled`).
    ///   - workers: threads that render `.parallelBands`, the encoding one included.
    func exportPNG(page index: Int, dpi: Double, options: RenderOptions?, to destination: String, timeout: Double?,
                   cookie: RenderCookie?, strategy: PNGExportStrategy, workers: Int) throws {
        guard dpi > 0 && dpi.isFinite else {
            throw DocumentError.exportFailed(path: path, destination: destination, reason: "resolution must be positive, not \(dpi)")
        }
        try checkPage(index)
        let size = pixelBounds(page: index, scale: dpi / 72)
        guard Self.pixelCount(size) <= Self.maximumExportPixels else {
            throw DocumentError.exportTooLarge(path: path, page: index, dpi: dpi, width: size.width, height: size.height,
                                               fittingDPI: largestExportDPI(page: index, below: dpi))
        }
        let cookie = cookie ?? RenderCookie()
        if let timeout { cookie.abort(after: timeout) }
        let pipelineBuilt = DispatchGroup()
        if let options {
            DispatchQueue.global(qos: .userInitiated).async(group: pipelineBuilt) { _ = ColorPipeline.cached(for: options) }
        }
        let list = try displayList(forPage: index, cookie: cookie)
        pipelineBuilt.wait()
        let pipeline = options.map { ColorPipeline.cached(for: $0) }.flatMap { $0.isIdentity ? nil : $0 }
        let keepsImages = pipeline?.options.keptImages != nil
        let (transform, box) = geometry(page: index, scale: dpi / 72, rotation: 0)
        let width = Int(box.x1 - box.x0), height = Int(box.y1 - box.y0)
        guard width > 0 && height > 0 else {
            throw DocumentError.renderFailed(path: path, page: index, reason: "the page has no area at \(dpi) dpi")
        }
        // Draws rows `y ..< y + rows` of the page into `pixels` as packed RGB
        // for the PNG writer: in the default appearance straight to RGB, as
        // mutool draw draws; otherwise to RGBA, through the pipeline, then packed.
        let layers = annotationLayerPlan(page: index, options: options)
        let drawRGB = { (y: Int, rows: Int, pixels: UnsafeMutablePointer<UInt8>, stride: Int, context: MuPDFContext) throws in
            let originY = Int(box.y0) + y
            if let layers {
                try self.drawAnnotationLayers(layers, list: list, page: index, transform: transform, originX: Int(box.x0),
                                              originY: originY, into: pixels, width: width, height: rows,
                                              stride: stride, context: context, cookie: cookie)
            } else if let pipeline {
                try self.draw(list, page: index, transform: transform, originX: Int(box.x0), originY: originY,
                              into: pixels, width: width, height: rows, stride: stride, context: context, cookie: cookie)
                let imageMask = keepsImages ? try self.drawImageMask(list, page: index, transform: transform,
                                                                     originX: Int(box.x0), originY: originY,
                                                                     width: width, height: rows,
                                                                     context: context, cookie: cookie) : nil
                pipeline.apply(from: pixels, stride: stride, imageMask: imageMask, to: pixels, destinationStride: stride,
                               width: width, height: rows)
            } else {
                try self.draw(list, page: index, transform: transform, originX: Int(box.x0), originY: originY, into: pixels,
                              width: width, height: rows, stride: stride, context: context, cookie: cookie, rgb: true)
                return
            }
            cmupdf_png_pack_rgb(pixels, Int32(width), Int32(rows), Int32(stride))
        }
        let failed = { (failure: MuPDFFailure) in
            DocumentError.exportFailed(path: self.path, destination: destination, reason: failure.message)
        }
        let deflate = { (y: Int, rows: Int, pixels: UnsafeMutablePointer<UInt8>, stride: Int) throws in
            try DeflatedPNGBand(rgb: pixels, width: width, rows: rows, stride: stride, last: y + rows == height, orThrow: failed)
        }
        let onePass = strategy == .exact && width * height * 4 <= Self.exactExportBudget
        // Bands drawn by `BandRenderer` are deflated by the thread that drew
        // them and written in order by the consumer.
        let deflated = DeflatedPNGBands()
        let bands = onePass ? nil : BandRenderer(width: width, height: height, workers: workers, contexts: contexts) { band, pixels, stride, context in
            try drawRGB(band.y, band.height, pixels, stride, context)
            deflated.store(try deflate(band.y, band.height, pixels, stride), y: band.y)
        }
        let temporary = AtomicFileWrite(destination: destination)
        do {
            try contexts.withContext { context in
                let file = try PNGBandFile(path: temporary.temporaryPath, width: width, height: height, dpi: Int(dpi.rounded()),
                                           context: context, orThrow: failed)
                defer { file.drop() }
                let write = { (band: DeflatedPNGBand) throws in
                    if cookie.isAborted { throw cookie.abortError(path: self.path, page: index) }
                    try file.write(band)
                }
                if let bands {
                    var y = 0
                    try bands.run(context: context, cancel: { cookie.abort() }) { _, _, rows in
                        guard let band = deflated.take(y: y) else { preconditionFailure("band at row \(y) was drawn but not deflated") }
                        try write(band)
                        y += rows
                    }
                } else {
                    let pixels = PixelBuffer(unfilledWidth: width, height: height)
                    try drawRGB(0, height, pixels.pointer, pixels.stride, context)
                    try deflateInParallel(pixels, height: height, workers: workers, cookie: cookie, page: index,
                                          deflate: deflate).forEach(write)
                }
                try file.close()
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

    /// Deflates the packed RGB rows of a one-pass render in about `workers × 2`
    /// bands at once, in order; skips the work once the cookie is aborted.
    private func deflateInParallel(_ pixels: PixelBuffer, height: Int, workers: Int, cookie: RenderCookie, page index: Int,
                                   deflate: (Int, Int, UnsafeMutablePointer<UInt8>, Int) throws -> DeflatedPNGBand)
        throws -> [DeflatedPNGBand] {
        let rows = max(Self.exactExportDeflateRows, (height + workers * 2 - 1) / max(1, workers * 2))
        let tops = Array(Swift.stride(from: 0, to: height, by: rows))
        let results = UnsafeMutableBufferPointer<Result<DeflatedPNGBand, Error>?>.allocate(capacity: tops.count)
        results.initialize(repeating: nil)
        defer { results.deinitialize(); results.deallocate() }
        DispatchQueue.concurrentPerform(iterations: tops.count) { band in
            let y = tops[band]
            if cookie.isAborted {
                results[band] = .failure(cookie.abortError(path: path, page: index))
                return
            }
            results[band] = Result { try deflate(y, min(rows, height - y), pixels.pointer + y * pixels.stride, pixels.stride) }
        }
        return try results.map { try $0!.get() }
    }
}
