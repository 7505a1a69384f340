/// A command with the number typed before it ("12G" → `.goToLastPage`, 12).
public struct CountedCommand: Hashable, Sendable {
    public var command: ViewerCommand
    /// The typed number, or nil when none was typed.
    public var count: Int?

    public init(_ command: ViewerCommand, count: Int? = nil) {
        self.command = command
        self.count = count
    }
}
