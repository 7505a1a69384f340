import CPixelKernels
import Foundation

/// `RenderOptions` compiled into a per-pixel color function: built once per distinct options
/// (see `cached(for:)`), then run on day pixels from the renderer or cache to produce display pixels.
///
/// Pixels are RGBA8 (bytes R, G, B, A; premultiplied alpha), described by a pointer, width, height and
/// a stride in bytes. A block of 16 identical pixels costs one comparison, opaque grays one table
/// lookup; other colors are interpolated from a 3-D table (eight pixels at a time where the CPU
/// has AVX2, see `PixelTables`), and large buffers are split into row bands on all cores, so
/// switching appearance on an already rendered page is cheap.
public final class ColorPipeline: Sendable {
    /// Pipelines kept by `cached(for:)` before the cache starts over.
    private static let cacheCapacity = 32
    private static let cacheLock = NSLock()
    nonisolated(unsafe) private static var cache: [RenderOptions: ColorPipeline] = [:]

    /// The options this pipeline applies.
    public let options: RenderOptions
    private let kernel: PixelKernel

    /// Compiles `options`; this precomputes tables, so prefer `cached(for:)`.
    public init(options: RenderOptions) {
        self.options = options
        kernel = PixelKernel(stages: ColorStages(options), backgroundFill: options.backgroundFill)
    }

    /// The shared pipeline for `options`, compiled on first use. Options that differ only in the
    /// closures of additional filters with the same names share a pipeline.
    public static func cached(for options: RenderOptions) -> ColorPipeline {
        cacheLock.lock()
        if let pipeline = cache[options] {
            cacheLock.unlock()
            return pipeline
        }
        cacheLock.unlock()
        let pipeline = ColorPipeline(options: options)
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if let existing = cache[options] { return existing }
        if cache.count >= cacheCapacity { cache.removeAll() }
        cache[options] = pipeline
        return pipeline
    }

    /// Builds the shared pipelines for `options` (see `cached(for:)`) on a background queue, so
    /// that the first switch to one of them finds it ready; `completion` runs on that queue after.
    public static func prepare(for options: [RenderOptions], completion: (@Sendable () -> Void)? = nil) {
        DispatchQueue.global(qos: .utility).async {
            for each in options {
                _ = cached(for: each)
            }
            completion?()
        }
    }

    /// The shared pipeline for `options` if it is already built (by `cached(for:)`
    /// or `prepare(for:)`), without building it: for work worth doing only when cheap.
    public static func built(for options: RenderOptions) -> ColorPipeline? {
        cacheLock.lock()
        defer { cacheLock.unlock() }
        return cache[options]
    }

    /// Frees what building night pipelines keeps for the next one (the night color of every table
    /// node, 1.1 MiB a palette): for a process whose pipelines are all built. A night pipeline
    /// built afterwards computes those colors again (a few milliseconds on all cores).
    public static func releaseNightColorTables() {
        LUTGrid.releaseNightColors()
    }

    /// The per-pixel function the buffer paths run, for tests.
    var pixelKernel: PixelKernel { kernel }

    /// True when applying the pipeline changes no pixel.
    public var isIdentity: Bool { kernel.isColorIdentity && options.backgroundFill == nil }

    /// Whether the pipeline of `options` changes no pixel (its `isIdentity`), without building its
    /// tables: for decisions made before a mode is shown, such as what its renders need.
    public static func isIdentity(for options: RenderOptions) -> Bool {
        ColorStages(options).isIdentity && options.backgroundFill == nil
    }

    /// `color` as the pipeline shows it. Opaque colors are quantized to 8 bits and give exactly the
    /// pixel the buffer paths give; translucent colors keep their alpha and are then drawn over the
    /// background fill, if any.
    public func apply(to color: Color) -> Color {
        let (r, g, b, _) = color.rgba8
        let output = kernel.transformOpaque(PixelKernel.pack(SIMD3(UInt32(r), UInt32(g), UInt32(b))))
        let transformed = Color(rgba8: (UInt8(output & 0xFF), UInt8(output >> 8 & 0xFF), UInt8(output >> 16 & 0xFF), 255))
        guard color.alpha < 1 else { return transformed }
        let alpha = max(color.alpha, 0)
        guard let fill = options.backgroundFill else { return Color(rgb: transformed.rgb, alpha: alpha) }
        let outAlpha = alpha + fill.alpha * (1 - alpha)
        guard outAlpha > 0 else { return .clear }
        let rgb = (transformed.rgb * alpha + fill.rgb * fill.alpha * (1 - alpha)) / outAlpha
        return Color(rgb: rgb, alpha: outAlpha)
    }

    /// The opaque color `color` as the pipeline shows it with Night's contrast floor off
    /// (`RenderOptions.nightMinimumContrast` 1), computed exactly rather than from the table: for
    /// what surrounds the pages (the desk), which is no content to keep visible and stays as dark
    /// as the strict night rule makes it. Without a floor, `apply(to:)`.
    public func applyWithoutContrastFloor(to color: Color) -> Color {
        guard options.nightMinimumContrast > 1, options.invertRenderColor, options.filters.contains(.colorCorrectInverted) else {
            return apply(to: color)
        }
        var strict = options
        strict.nightMinimumContrast = 1
        let (r, g, b, _) = color.rgba8
        return Color(rgb: ColorStages(strict).apply(SIMD3(Double(r), Double(g), Double(b)) / 255))
    }

    /// Transforms pixels in place.
    public func apply(pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        guard !isIdentity else { return }
        run(source: UnsafeRawPointer(pixels), sourceStride: stride,
            destination: UnsafeMutableRawPointer(pixels), destinationStride: stride, width: width, height: height)
    }

    /// Transforms pixels while copying them, e.g. from the day-pixel cache into a locked texture.
    public func apply(from source: UnsafePointer<UInt8>, sourceStride: Int,
                      to destination: UnsafeMutablePointer<UInt8>, destinationStride: Int, width: Int, height: Int) {
        guard !isIdentity else {
            for row in 0..<height {
                (destination + row * destinationStride).update(from: source + row * sourceStride, count: width * 4)
            }
            return
        }
        run(source: UnsafeRawPointer(source), sourceStride: sourceStride,
            destination: UnsafeMutableRawPointer(destination), destinationStride: destinationStride,
            width: width, height: height)
    }

    /// Splits buffers of at least this many pixels into row bands transformed on all cores.
    private static let parallelPixelCount = 1 << 16

    private func run(source: UnsafeRawPointer, sourceStride: Int, destination: UnsafeMutableRawPointer,
                     destinationStride: Int, width: Int, height: Int) {
        precondition(width >= 0 && height >= 0 && sourceStride >= width * 4 && destinationStride >= width * 4,
                     "pixel buffer \(width)×\(height) does not fit strides \(sourceStride)/\(destinationStride)")
        let bandCount = width * height >= Self.parallelPixelCount ? min(ProcessInfo.processInfo.activeProcessorCount, height) : 1
        guard bandCount > 1 else {
            runBand(source: source, sourceStride: sourceStride, destination: destination,
                    destinationStride: destinationStride, width: width, rows: 0..<height)
            return
        }
        let rowsPerBand = (height + bandCount - 1) / bandCount
        DispatchQueue.concurrentPerform(iterations: bandCount) { band in
            let rows = band * rowsPerBand ..< min(height, (band + 1) * rowsPerBand)
            runBand(source: source, sourceStride: sourceStride, destination: destination,
                    destinationStride: destinationStride, width: width, rows: rows)
        }
    }

    /// Pixels per block: a block of identical pixels costs one comparison.
    private static let blockPixels = 16

    /// Transforms the rows `rows` a block of 16 pixels at a time: a block of the last computed
    /// color (white paper, once its first pixel is done) is filled with one output; otherwise
    /// opaque grays (text) take a table lookup four at a time, and the rest of the block together
    /// with the following blocks up to the next uniform one go to the C run kernel (photos: one
    /// call per row). A pixel that is not opaque stops the run kernel; it and the rest of its
    /// block go through the kernel one pixel at a time, reusing the output of a repeated pixel.
    func runBand(source: UnsafeRawPointer, sourceStride: Int, destination: UnsafeMutableRawPointer,
                 destinationStride: Int, width: Int, rows: Range<Int>) {
        let kernel = self.kernel
        let tables: PixelTables
        switch kernel.opaque {
        case .scaled(let factors):
            runScaledBand(source: source, sourceStride: sourceStride, destination: destination,
                          destinationStride: destinationStride, width: width, rows: rows, factors: factors)
            return
        case .interpolated(let interpolation):
            tables = interpolation
        }
        let grays = tables.grays
        let whiteInput: UInt32 = 0xFFFF_FFFF
        var lastInput = whiteInput
        var lastOutput = kernel.opaqueWhiteOutput
        let end = width * 4
        let blockBytes = Self.blockPixels * 4
        for row in rows {
            let input = source + row * sourceStride
            let output = destination + row * destinationStride
            var offset = 0
            while offset < end {
                if offset + blockBytes <= end && Self.isUniformBlock(input + offset, lastInput.littleEndian) {
                    let repeated = SIMD4(repeating: lastOutput.littleEndian)
                    for part in 0..<4 {
                        output.storeBytes(of: repeated, toByteOffset: offset + part * 16, as: SIMD4<UInt32>.self)
                    }
                    offset += blockBytes
                    continue
                }
                let blockEnd = min(offset + blockBytes, end)
                // Four opaque grays (antialiased text) at a time: one check, four lookups.
                while offset + 16 <= blockEnd && Self.areOpaqueGrays(input + offset) {
                    // Read before the stores: in place, they overwrite the input.
                    let fourthInput = UInt32(littleEndian: input.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    for part in 0..<4 {
                        let level = input.load(fromByteOffset: offset + part * 4, as: UInt8.self)
                        lastOutput = grays[Int(level)]
                        output.storeBytes(of: lastOutput.littleEndian, toByteOffset: offset + part * 4, as: UInt32.self)
                    }
                    lastInput = fourthInput
                    offset += 16
                }
                guard offset < blockEnd else { continue }
                var runEnd = blockEnd
                while runEnd + blockBytes <= end
                    && !Self.isUniformBlock(input + runEnd, input.loadUnaligned(fromByteOffset: runEnd - 4, as: UInt32.self)) {
                    runEnd += blockBytes
                }
                // Read before the kernel runs: in place, it overwrites the input.
                let runLastInput = UInt32(littleEndian: input.loadUnaligned(fromByteOffset: runEnd - 4, as: UInt32.self))
                let runPixels = (runEnd - offset) / 4
                let transformed = tables.transformOpaque(from: input + offset, to: output + offset, count: runPixels)
                offset += transformed * 4
                if transformed == runPixels {
                    lastInput = runLastInput
                    lastOutput = UInt32(littleEndian: output.loadUnaligned(fromByteOffset: runEnd - 4, as: UInt32.self))
                    continue
                }
                lastInput = whiteInput
                lastOutput = kernel.opaqueWhiteOutput
                let pixelsEnd = min((offset / blockBytes + 1) * blockBytes, end)
                while offset < pixelsEnd {
                    let pixel = UInt32(littleEndian: input.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                    if pixel != lastInput {
                        lastOutput = kernel.transform(pixel)
                    }
                    lastInput = pixel
                    output.storeBytes(of: lastOutput.littleEndian, toByteOffset: offset, as: UInt32.self)
                    offset += 4
                }
            }
        }
    }

    /// `runBand` for stages that only scale channels: opaque pixels are multiplied by the C kernel,
    /// a pixel that is not opaque goes through the kernel alone.
    private func runScaledBand(source: UnsafeRawPointer, sourceStride: Int, destination: UnsafeMutableRawPointer,
                               destinationStride: Int, width: Int, rows: Range<Int>, factors: UInt64) {
        for row in rows {
            let input = (source + row * sourceStride).assumingMemoryBound(to: UInt8.self)
            let output = (destination + row * destinationStride).assumingMemoryBound(to: UInt8.self)
            var x = 0
            while x < width {
                x += CPixelKernels_scale_opaque(input + x * 4, output + x * 4, width - x, factors)
                guard x < width else { break }
                let pixel = UInt32(littleEndian: UnsafeRawPointer(input).loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
                UnsafeMutableRawPointer(output).storeBytes(of: kernel.transform(pixel).littleEndian, toByteOffset: x * 4, as: UInt32.self)
                x += 1
            }
        }
    }

    /// True when the 4 pixels at `pixels` are opaque grays (see `PixelTables.isOpaqueGray`).
    @inline(__always)
    private static func areOpaqueGrays(_ pixels: UnsafeRawPointer) -> Bool {
        var four = pixels.loadUnaligned(as: SIMD4<UInt32>.self)
        for lane in four.indices {
            four[lane] = UInt32(littleEndian: four[lane])
        }
        let test = (four ^ four &>> 8) & 0xFFFF | ~four & 0xFF00_0000
        let halves = unsafeBitCast(test, to: SIMD2<UInt64>.self)
        return halves.x | halves.y == 0
    }

    /// True when the 16 pixels at `block` all equal `pixel` (as stored).
    @inline(__always)
    private static func isUniformBlock(_ block: UnsafeRawPointer, _ pixel: UInt32) -> Bool {
        let repeated = SIMD2(repeating: UInt64(pixel) | UInt64(pixel) << 32)
        let difference = (block.loadUnaligned(as: SIMD2<UInt64>.self) ^ repeated)
            | (block.loadUnaligned(fromByteOffset: 16, as: SIMD2<UInt64>.self) ^ repeated)
            | (block.loadUnaligned(fromByteOffset: 32, as: SIMD2<UInt64>.self) ^ repeated)
            | (block.loadUnaligned(fromByteOffset: 48, as: SIMD2<UInt64>.self) ^ repeated)
        return difference.x | difference.y == 0
    }
}
