/// Why the brightness could not be saved; one line, fit to be printed once.
public struct BrightnessMemoryError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String
}
