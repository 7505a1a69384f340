import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Calls into the C library that report failure through `errno`: the one
/// place sdlpdf retries a call a signal interrupted (`EINTR`).
public enum SystemCall {
    /// Calls `call` again for as long as it fails with `EINTR` and returns
    /// its first other result; after a failure `errno` is still the call's.
    /// For calls that return -1 (or another negative value) on failure:
    /// `open`, `read`, `write`, `pread`, `fsync`, `rename`, `flock`, `waitpid`;
    /// never `close` (see `close(_:_:)`).
    public static func retryingInterrupted<Result: BinaryInteger>(_ call: () -> Result) -> Result {
        while true {
            let result = call()
            if result < 0 && errno == EINTR { continue }
            return result
        }
    }

    /// As `retryingInterrupted`, throwing a `SystemCallFailure` (`action` on
    /// `path`, with the call's `errno`) when the call fails.
    @discardableResult
    public static func checked<Result: BinaryInteger>(_ action: String, _ path: String,
                                                      _ call: () -> Result) throws(SystemCallFailure) -> Result {
        let result = retryingInterrupted(call)
        guard result >= 0 else { throw SystemCallFailure(action, path) }
        return result
    }

    /// Closes `descriptor` (open on `path`), throwing a `SystemCallFailure`
    /// when `close` fails (a write error some file systems report only
    /// then). Never retried: the descriptor is released even when `close`
    /// fails with `EINTR`, and closing it again could close a descriptor
    /// another thread has opened since.
    public static func close(_ descriptor: Int32, _ path: String) throws(SystemCallFailure) {
        guard Glibc.close(descriptor) == 0 else { throw SystemCallFailure("close", path) }
    }
}
