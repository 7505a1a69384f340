import CSDL2
import Foundation

extension ViewerSession {
    /// Runs the event loop's rounds (`runLoopOnce`) until one draws a frame
    /// with every visible tile on screen and nothing left to draw, or
    /// `timeout` seconds pass; true when the frame is complete. For headless
    /// use (tests, benchmarks) where no one runs the event loop.
    @discardableResult
    func settle(timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if runLoopOnce(waitingAtMost: 20, endingAtCompleteFrame: true) {
                return true
            }
        }
        return false
    }

    /// Runs the event loop's rounds (drawing, events, idle work) for
    /// `seconds`, as while the reader reads.
    func idle(for seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            runLoopOnce(waitingAtMost: max(1, Int(deadline.timeIntervalSinceNow * 1000)))
        }
    }

    /// The back buffer's pixels as RGBA8 rows (`SDL_RenderReadPixels`), after
    /// composing a fresh frame.
    func readFrame() throws -> (width: Int, height: Int, pixels: [UInt8]) {
        compose()
        return try readDrawnFrame()
    }

    /// The back buffer's pixels as RGBA8 rows, as the last frame left them.
    func readDrawnFrame() throws -> (width: Int, height: Int, pixels: [UInt8]) {
        let (width, height) = window.outputSize
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let status = pixels.withUnsafeMutableBytes {
            SDL_RenderReadPixels(window.renderer, nil, UInt32(SDL_PIXELFORMAT_RGBA32.rawValue), $0.baseAddress, Int32(width * 4))
        }
        guard status == 0 else { throw SDLError("read the frame's pixels back") }
        return (width, height, pixels)
    }
}
