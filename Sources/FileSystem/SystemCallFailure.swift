import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A failed system call on a file: what was attempted, on which path, and
/// the `errno` it failed with. The one place sdlpdf turns an `errno` into text.
public struct SystemCallFailure: Error, CustomStringConvertible, Equatable, Sendable {
    /// What was attempted, as a verb phrase ("create", "lock", "rename … to").
    public let action: String
    public let path: String
    public let code: Int32

    /// A failure described by `code`, by default the current `errno`.
    public init(_ action: String, _ path: String, code: Int32 = errno) {
        self.action = action
        self.path = path
        self.code = code
    }

    /// The system's text for the error number: "Permission denied".
    public var reason: String { Self.reason(for: code) }

    /// "cannot create /x/y: Permission denied".
    public var description: String {
        "cannot \(action) \(path): \(reason)"
    }

    /// The system's text for error number `code` (`strerror`).
    public static func reason(for code: Int32) -> String {
        String(cString: strerror(code))
    }
}
