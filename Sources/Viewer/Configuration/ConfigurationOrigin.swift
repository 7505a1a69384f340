/// Where a configuration setting was given, for error messages.
public enum ConfigurationOrigin: Hashable, Sendable, CustomStringConvertible {
    /// A key of a configuration file (`name` as it was given) on `line`.
    case file(name: String, line: Int)
    /// A command-line flag such as `--page-mode`.
    case flag(String)

    /// "config.json line 7" or "--page-mode".
    public var description: String {
        switch self {
        case let .file(name, line): return "\(name) line \(line)"
        case let .flag(flag): return flag
        }
    }
}
