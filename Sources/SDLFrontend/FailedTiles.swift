import Foundation
import PDFEngine

/// Renders that failed, recorded by the render workers and read by the
/// event loop, which draws an error placeholder instead of asking again.
final class FailedTiles: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [RenderKey: DocumentError] = [:]

    func record(_ error: DocumentError, for key: RenderKey) {
        lock.withLock { errors[key] = error }
    }

    func error(for key: RenderKey) -> DocumentError? {
        lock.withLock { errors[key] }
    }

    func removeAll() {
        lock.withLock { errors.removeAll() }
    }
}
