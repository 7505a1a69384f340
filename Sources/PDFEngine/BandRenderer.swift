import Foundation

/// Renders a tall image as horizontal bands on several threads (each with its
/// own MuPDF context) while the calling thread consumes finished bands in
/// top-to-bottom order. At most a few bands are held at once.
final class BandRenderer: @unchecked Sendable {
    typealias Draw = (_ band: PixelRect, _ pixels: UnsafeMutablePointer<UInt8>, _ stride: Int, _ context: MuPDFContext) throws -> Void

    private let width: Int
    private let bands: [PixelRect]
    private let workers: Int
    private let drawBand: Draw
    private let condition = NSCondition()
    private var nextToDraw = 0
    private var nextToConsume = 0
    private var finished: [Int: PixelBuffer] = [:]
    private var failure: Error?

    /// Bands of about `bandBytes` each; `draw` fills one band's memory.
    init(width: Int, height: Int, workers: Int, bandBytes: Int = 2 << 20, draw: @escaping Draw) {
        self.width = width
        let rows = max(16, min(height, bandBytes / max(1, width * 4)))
        bands = stride(from: 0, to: height, by: rows).map { PixelRect(x: 0, y: $0, width: width, height: min(rows, height - $0)) }
        self.workers = max(1, workers)
        drawBand = draw
    }

    /// Draws every band and hands each to `consume` in order. The first error
    /// stops the work (`cancel` aborts draws in progress) and is rethrown.
    func run(cancel: @escaping @Sendable () -> Void, consume: (PixelBuffer, Int) throws -> Void) throws {
        let group = DispatchGroup()
        for _ in 0..<min(workers, bands.count) {
            DispatchQueue.global(qos: .userInitiated).async(group: group) { self.work(cancel: cancel) }
        }
        defer {
            condition.withLock {
                if failure == nil { failure = CancellationError() }
                condition.broadcast()
            }
            group.wait()
        }
        for index in bands.indices {
            let buffer: PixelBuffer = try condition.withLock {
                while finished[index] == nil && failure == nil { condition.wait() }
                if let failure { throw failure }
                let buffer = finished.removeValue(forKey: index)!
                nextToConsume = index + 1
                condition.broadcast()
                return buffer
            }
            do {
                try consume(buffer, bands[index].height)
            } catch {
                condition.withLock { failure = failure ?? error }
                cancel()
                throw error
            }
        }
    }

    /// How many bands may be drawn ahead of the consumer.
    private var lookahead: Int { workers * 2 }

    private func work(cancel: @Sendable () -> Void) {
        let context: MuPDFContext
        do {
            context = try MuPDFContext.makeClone()
        } catch {
            condition.withLock {
                failure = failure ?? error
                condition.broadcast()
            }
            return
        }
        while true {
            let index: Int? = condition.withLock {
                while failure == nil && nextToDraw < bands.count && nextToDraw - nextToConsume >= lookahead { condition.wait() }
                guard failure == nil && nextToDraw < bands.count else { return nil }
                defer { nextToDraw += 1 }
                return nextToDraw
            }
            guard let index else { return }
            let band = bands[index]
            let buffer = PixelBuffer(unfilledWidth: width, height: band.height)
            do {
                try drawBand(band, buffer.pointer, buffer.stride, context)
                condition.withLock {
                    finished[index] = buffer
                    condition.broadcast()
                }
            } catch {
                condition.withLock {
                    failure = failure ?? error
                    condition.broadcast()
                }
                cancel()
                return
            }
        }
    }
}
