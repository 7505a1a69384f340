import Foundation
import PDFEngine

/// A save of the document (Ctrl+S) on a thread of its own: MuPDF writes the
/// whole file and it is flushed to disk while the window keeps presenting
/// frames and taking keys. The window looks at `outcome` at each turn of its
/// loop; `wake` is called once the outcome is there, to end the loop's wait.
public final class BackgroundSave: @unchecked Sendable {
    /// How the save ended.
    public enum Outcome {
        /// Written to `destination` (the document's own file when nil).
        case saved
        /// The document's file changed on disk since it was opened: nothing was written.
        case changedOnDisk
        /// Not written, and why (`DocumentError.saveFailed`); the destination is as it was.
        case failed(Error)
    }

    /// Where the save writes; nil for the document's own file.
    public let destination: String?
    /// Whether it writes over a file that changed on disk since it was opened (the reader chose to).
    public let replacingChangedFile: Bool
    private let lock = NSLock()
    private var finished: Outcome?
    private let done = DispatchGroup()

    /// Starts saving `document` (`Document.save(to:replacingChangedFile:)`).
    public init(document: Document, to destination: String?, replacingChangedFile: Bool = false,
                wake: @escaping @Sendable () -> Void) {
        self.destination = destination
        self.replacingChangedFile = replacingChangedFile
        done.enter()
        Thread.detachNewThread { [self] in
            let outcome: Outcome
            do {
                try document.save(to: destination, replacingChangedFile: replacingChangedFile)
                outcome = .saved
            } catch DocumentError.changedOnDisk {
                outcome = .changedOnDisk
            } catch {
                outcome = .failed(error)
            }
            lock.withLock { finished = outcome }
            done.leave()
            wake()
        }
    }

    /// How the save ended; nil while it runs.
    public var outcome: Outcome? { lock.withLock { finished } }

    /// Waits until the save has ended (the window closing while it runs).
    public func waitUntilFinished() {
        done.wait()
    }
}
