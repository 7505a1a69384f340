import Foundation
import PDFEngine

/// A document opened on a thread of its own (reading the file, its
/// cross-reference table, an EPUB's layout), so that the window does not
/// wait for it; `wake` is called once `result` is there.
public final class BackgroundOpen: @unchecked Sendable {
    private let lock = NSLock()
    private var finished: Result<Document, Error>?

    /// Starts opening `path` (`Document(path:password:allowLocked:layout:)`).
    public init(path: String, password: String? = nil, allowLocked: Bool = false, layout: Document.ReflowLayout = .standard,
                wake: @escaping @Sendable () -> Void) {
        Thread.detachNewThread { [self] in
            let result = Result { try Document(path: path, password: password, allowLocked: allowLocked, layout: layout) }
            lock.withLock { finished = result }
            wake()
        }
    }

    /// The opened document, or why it did not open; nil while it opens.
    public var result: Result<Document, Error>? { lock.withLock { finished } }
}
