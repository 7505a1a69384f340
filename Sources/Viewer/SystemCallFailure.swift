import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A failed system call on a file: what was attempted, on which path, and
/// the `errno` it failed with.
struct SystemCallFailure: Error, CustomStringConvertible {
    /// What was attempted, as a verb phrase ("create", "lock", "rename … to").
    let action: String
    let path: String
    let code: Int32

    /// A failure described by the current `errno`.
    init(_ action: String, _ path: String, code: Int32 = errno) {
        self.action = action
        self.path = path
        self.code = code
    }

    /// "cannot create /x/y: Permission denied".
    var description: String {
        "cannot \(action) \(path): \(String(cString: strerror(code)))"
    }
}
