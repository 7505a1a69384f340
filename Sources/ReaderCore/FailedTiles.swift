import Foundation
import PDFEngine

/// Renders that failed, recorded by the render workers and read by the
/// event loop, which draws an error placeholder instead of asking again.
public final class FailedTiles: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [RenderKey: DocumentError] = [:]

    public init() {}

    /// The render of `key` failed with `error`; safe from any thread.
    public func record(_ error: DocumentError, for key: RenderKey) {
        lock.withLock { errors[key] = error }
    }

    /// Why the render of `key` failed, if it did.
    public func error(for key: RenderKey) -> DocumentError? {
        lock.withLock { errors[key] }
    }

    /// Forgets every failure (the document was replaced).
    public func removeAll() {
        lock.withLock { errors.removeAll() }
    }
}
