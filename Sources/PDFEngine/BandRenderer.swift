import Foundation

/// Renders a tall image as horizontal bands while the calling thread consumes
/// finished bands in top-to-bottom order (e.g. encodes them). Background
/// threads (each with its own MuPDF context) draw bands ahead; whenever the
/// band the caller needs next is not ready yet, the caller draws the next
/// unclaimed band itself instead of waiting, so `workers` threads in all keep
/// `workers` cores busy whether drawing or consuming is the slower side.
/// At most a few bands are held at once, and their memory is reused.
final class BandRenderer: @unchecked Sendable {
    typealias Draw = (_ band: PixelRect, _ pixels: UnsafeMutablePointer<UInt8>, _ stride: Int, _ context: MuPDFContext) throws -> Void

    /// Rows in every band but the last, which may be shorter.
    let bandRows: Int
    private let width: Int
    private let bands: [PixelRect]
    private let workers: Int
    private let drawBand: Draw
    /// Where the background threads take their contexts (the document's).
    private let contexts: ContextPool
    private let condition = NSCondition()
    private var nextToDraw = 0
    private var nextToConsume = 0
    private var finished: [Int: PixelBuffer] = [:]
    private var spare: [PixelBuffer] = []
    private var failure: Error?

    /// Bands of about `bandBytes` of RGBA each; `draw` fills one band's memory
    /// (`band.height` rows of RGBA, `stride` bytes apart) using `context`.
    init(width: Int, height: Int, workers: Int, bandBytes: Int = 2 << 20, contexts: ContextPool, draw: @escaping Draw) {
        self.width = width
        self.contexts = contexts
        let rows = max(16, min(height, bandBytes / max(1, width * 4)))
        bandRows = rows
        bands = stride(from: 0, to: height, by: rows).map { PixelRect(x: 0, y: $0, width: width, height: min(rows, height - $0)) }
        self.workers = max(1, workers)
        drawBand = draw
    }

    /// Draws every band and hands each to `consume` in order (its pixels as
    /// `draw` left them, its stride and its row count); the caller's share of
    /// the drawing uses `context`. The first error stops the work (`cancel`
    /// aborts draws in progress) and is rethrown.
    func run(context: MuPDFContext, cancel: @escaping @Sendable () -> Void,
             consume: (UnsafeMutablePointer<UInt8>, Int, Int) throws -> Void) throws {
        let group = DispatchGroup()
        for _ in 0..<min(workers - 1, bands.count) {
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
            let buffer = try nextBand(index, context: context, cancel: cancel)
            do {
                try consume(buffer.pointer, buffer.stride, bands[index].height)
            } catch {
                fail(error, cancel: cancel)
                throw error
            }
            condition.withLock {
                spare.append(buffer)
                condition.broadcast()
            }
        }
    }

    /// What the consumer does next while it waits for a band.
    private enum Step {
        case consume(PixelBuffer)
        case draw(Int, PixelBuffer)
    }

    /// Band `index`, drawn: waits for it, drawing unclaimed bands meanwhile.
    private func nextBand(_ index: Int, context: MuPDFContext, cancel: @Sendable () -> Void) throws -> PixelBuffer {
        while true {
            let step: Step = try condition.withLock {
                while true {
                    if let failure { throw failure }
                    if let buffer = finished.removeValue(forKey: index) {
                        nextToConsume = index + 1
                        condition.broadcast()
                        return .consume(buffer)
                    }
                    if let (band, buffer) = claimLocked() { return .draw(band, buffer) }
                    condition.wait()
                }
            }
            switch step {
            case .consume(let buffer):
                return buffer
            case .draw(let band, let buffer):
                try draw(band, into: buffer, context: context, cancel: cancel)
            }
        }
    }

    /// How many bands may be drawn ahead of the consumer.
    private var lookahead: Int { workers * 2 }

    /// The next band to draw and a buffer for it, if the lookahead allows;
    /// call with `condition` locked.
    private func claimLocked() -> (Int, PixelBuffer)? {
        guard nextToDraw < bands.count && nextToDraw - nextToConsume < lookahead else { return nil }
        defer { nextToDraw += 1 }
        return (nextToDraw, spare.popLast() ?? PixelBuffer(unfilledWidth: width, height: bandRows))
    }

    private func draw(_ index: Int, into buffer: PixelBuffer, context: MuPDFContext, cancel: @Sendable () -> Void) throws {
        do {
            try drawBand(bands[index], buffer.pointer, buffer.stride, context)
        } catch {
            fail(error, cancel: cancel)
            throw error
        }
        condition.withLock {
            finished[index] = buffer
            condition.broadcast()
        }
    }

    private func fail(_ error: Error, cancel: @Sendable () -> Void) {
        condition.withLock {
            failure = failure ?? error
            condition.broadcast()
        }
        cancel()
    }

    private func work(cancel: @Sendable () -> Void) {
        do {
            try contexts.withContext { context in
                while let (index, buffer) = condition.withLock({ () -> (Int, PixelBuffer)? in
                    while failure == nil && nextToDraw < bands.count {
                        if let claim = claimLocked() { return claim }
                        condition.wait()
                    }
                    return nil
                }) {
                    try draw(index, into: buffer, context: context, cancel: cancel)
                }
            }
        } catch {
            fail(error, cancel: cancel)
        }
    }
}
