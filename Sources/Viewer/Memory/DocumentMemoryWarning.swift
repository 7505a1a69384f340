/// A problem `DocumentMemory` recovered from, such as a corrupt memory file
/// that was treated as empty. Its message is one line for the user.
public struct DocumentMemoryWarning: Hashable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
