import Foundation
import PDFEngine
import ReaderCore
import Viewer

/// A `SessionStart` made on its own thread while the main thread connects
/// to the display: reading every page's size and starting the first renders
/// takes a few milliseconds (more for long documents) that `SDL_Init`, which
/// takes 15–30 ms under X11, would otherwise wait for.
final class PendingSessionStart {
    private let done = DispatchSemaphore(value: 0)
    private var start: SessionStart?

    init(document: Document, options: SessionOptions, viewport: ViewportSize, tileReadyEvent: UInt32, viewportIsGuess: Bool) {
        let thread = Thread { [self] in
            start = SessionStart(document: document, options: options, viewport: viewport, tileReadyEvent: tileReadyEvent,
                                 viewportIsGuess: viewportIsGuess)
            done.signal()
        }
        thread.name = "sdlpdf.session-start"
        thread.start()
    }

    /// The finished start, waiting for the thread when it is still working.
    func wait() -> SessionStart {
        done.wait()
        done.signal()
        return start!
    }
}
