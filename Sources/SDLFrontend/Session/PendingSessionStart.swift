import Foundation
import PDFEngine
import ReaderCore
import Viewer

/// What the window opens, made by the caller on the session-start thread:
/// the document (opened there, with its MuPDF context and page count) and
/// the options to show it with. What it throws ends the launch before any
/// window exists.
public typealias DocumentOpening = () throws -> (document: Document, options: SessionOptions)

/// The document opened and its `SessionStart` made on a thread of their own
/// while the main thread connects to the display: `SDL_Init` takes 15–30 ms
/// under X11, and opening the document, reading the sizes the layout needs
/// and starting the first renders (longer for long documents) happen meanwhile.
final class PendingSessionStart {
    /// The opened document and how far its start got on the thread.
    struct Opened {
        let document: Document
        let options: SessionOptions
        /// Nil when the window covers the display (fullscreen, a kiosk): the
        /// layout then waits for SDL to say the display's size.
        let start: SessionStart?
    }

    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Opened, Error>?

    /// Runs `opening` on a new thread, then, when the window's size can be
    /// guessed before SDL's video is up (`SessionStart.viewportGuessedBeforeVideo`),
    /// lays the document out and starts rendering what that layout shows.
    init(opening: @escaping DocumentOpening, tileReadyEvent: UInt32) {
        let thread = Thread { [self] in
            result = Result {
                let (document, options) = try opening()
                let start = SessionStart.viewportGuessedBeforeVideo(options).map {
                    SessionStart(document: document, options: options, viewport: $0, tileReadyEvent: tileReadyEvent,
                                 viewportIsGuess: options.windowSize == nil)
                }
                return Opened(document: document, options: options, start: start)
            }
            done.signal()
        }
        thread.name = "sdlpdf.session-start"
        thread.start()
    }

    /// The opened document, waiting for the thread when it is still working;
    /// throws what opening threw.
    func wait() throws -> Opened {
        done.wait()
        done.signal()
        return try result!.get()
    }
}
