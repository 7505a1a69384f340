/// A configuration that cannot be used: a file that cannot be read, is not
/// JSON, names an unknown key or holds a bad value, or a flag with a bad
/// value. The description is one line that names the file and line (or the
/// flag) and the problem; sdlpdf prints it and exits with status 2.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
