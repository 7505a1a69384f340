import CPixelKernels
import Foundation

/// Where a page's images are, as `PDFEngine` draws it beside the day pixels: one coverage byte
/// (0...255) a pixel for the images a `KeptImages` choice keeps.
public struct KeptImageMask {
    /// The first coverage byte of the top row.
    public var coverage: UnsafePointer<UInt8>
    /// Bytes from one row's first coverage byte to the next row's.
    public var rowStride: Int
    /// Bytes from one pixel's coverage byte to the next pixel's.
    public var pixelStride: Int

    public init(coverage: UnsafePointer<UInt8>, rowStride: Int, pixelStride: Int) {
        self.coverage = coverage
        self.rowStride = rowStride
        self.pixelStride = pixelStride
    }
}

extension ColorPipeline {
    /// The pipeline of the images these options keep (`RenderOptions.keptImageOptions`), nil when none.
    public var keptImagePipeline: ColorPipeline? {
        options.keptImageOptions.map { ColorPipeline.cached(for: $0) }
    }

    /// Transforms pixels while copying them (source and destination may be the same memory):
    /// where `mask` is 0 through this pipeline, where it is 255 through `kept`, and on image
    /// edges the two results mixed by the coverage (`CPixelKernels_blend_kept`). Rows run on
    /// all cores for large buffers, as `apply(pixels:width:height:stride:)`.
    public func apply(from source: UnsafePointer<UInt8>, sourceStride: Int,
                      to destination: UnsafeMutablePointer<UInt8>, destinationStride: Int, width: Int, height: Int,
                      keeping mask: KeptImageMask, through kept: ColorPipeline) {
        precondition(width >= 0 && height >= 0 && sourceStride >= width * 4 && destinationStride >= width * 4,
                     "pixel buffer \(width)×\(height) does not fit strides \(sourceStride)/\(destinationStride)")
        let source = UnsafeRawPointer(source), destination = UnsafeMutableRawPointer(destination)
        let composeRows = { (rows: Range<Int>) in
            for row in rows {
                self.composeRow(source: source + row * sourceStride, destination: destination + row * destinationStride,
                                coverage: mask.coverage + row * mask.rowStride, pixelStride: mask.pixelStride,
                                width: width, kept: kept)
            }
        }
        let bandCount = width * height >= Self.composeParallelPixelCount ? min(ProcessInfo.processInfo.activeProcessorCount, height) : 1
        guard bandCount > 1 else {
            composeRows(0..<height)
            return
        }
        let rowsPerBand = (height + bandCount - 1) / bandCount
        DispatchQueue.concurrentPerform(iterations: bandCount) { band in
            composeRows(band * rowsPerBand ..< min(height, (band + 1) * rowsPerBand))
        }
    }

    /// As `apply(from:...)` in place.
    public func apply(pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                      keeping mask: KeptImageMask, through kept: ColorPipeline) {
        apply(from: pixels, sourceStride: stride, to: pixels, destinationStride: stride, width: width, height: height,
              keeping: mask, through: kept)
    }

    /// Splits buffers of at least this many pixels into row bands composed on all cores.
    private static let composeParallelPixelCount = 1 << 16

    /// One row, run by run of mask class: runs without images and runs fully inside images go
    /// through one pipeline's row kernel each, edge pixels through both and are mixed.
    private func composeRow(source: UnsafeRawPointer, destination: UnsafeMutableRawPointer, coverage: UnsafePointer<UInt8>,
                            pixelStride: Int, width: Int, kept: ColorPipeline) {
        var x = 0
        while x < width {
            var runClass: Int32 = 0
            let length = CPixelKernels_mask_run(coverage + x * pixelStride, pixelStride, width - x, &runClass)
            let input = source + x * 4, output = destination + x * 4
            switch runClass {
            case 0, 2:
                let pipeline = runClass == 0 ? self : kept
                if pipeline.isIdentity {
                    if input != UnsafeRawPointer(output) { output.copyMemory(from: input, byteCount: length * 4) }
                } else {
                    pipeline.runBand(source: input, sourceStride: length * 4, destination: output,
                                     destinationStride: length * 4, width: length, rows: 0..<1)
                }
            default:
                let recolouring = pixelKernel, keeping = kept.pixelKernel
                for index in 0..<length {
                    let pixel = UInt32(littleEndian: input.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
                    let mixed = CPixelKernels_blend_kept(recolouring.transform(pixel), keeping.transform(pixel),
                                                         UInt32(coverage[(x + index) * pixelStride]))
                    output.storeBytes(of: mixed.littleEndian, toByteOffset: index * 4, as: UInt32.self)
                }
            }
            x += length
        }
    }
}
