import FileSystem
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// sdlpdf's configuration file: one JSON object whose keys are the raw
/// values of `ConfigurationKey`, e.g.
///
///     { "pageTransition": "jump", "kiosk": true, "kioskExitKey": "ctrl+alt+x" }
///
/// Every key is optional; an unknown key is an error (with a "did you
/// mean"), so a misspelt setting never goes silently unused.
public struct ConfigurationFile: Hashable, Sendable {
    /// How the file is named in messages (the path as given).
    public let name: String
    public let text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// The settings the file gives, or an error naming the file, the line
    /// and the problem.
    public func settings() throws(ConfigurationError) -> PartialConfiguration {
        let document: JSONDocument.Value
        do {
            document = try JSONDocument.parse(text)
        } catch {
            throw ConfigurationError("\(name) line \(error.position.line), column \(error.position.column): "
                + "\(error.problem)")
        }
        guard case .object(let members) = document.kind else {
            throw ConfigurationError("\(name) line \(document.position.line): the configuration must be a JSON object "
                + "({\"key\": value, …}), not \(ConfigurationValue.json(document).quoted)")
        }
        var settings = PartialConfiguration()
        for member in members {
            let origin = ConfigurationOrigin.file(name: name, line: member.keyPosition.line)
            guard let key = ConfigurationKey(rawValue: member.key) else {
                let suggestion = ConfigurationKey.suggestion(for: member.key).map { " (did you mean \"\($0.rawValue)\"?)" } ?? ""
                throw ConfigurationError("\(origin): unknown key \"\(member.key)\"\(suggestion)")
            }
            try settings.set(key, to: .json(member.value), origin: origin)
        }
        return settings
    }

    /// The standard place of the file: `$XDG_CONFIG_HOME/sdlpdf/config.json`,
    /// or `$HOME/.config/sdlpdf/config.json` when `XDG_CONFIG_HOME` is unset,
    /// empty or relative; nil when neither variable is usable.
    public static func standardPath(environment: [String: String]) -> String? {
        XDGDirectory.config.path(environment: environment).map { $0 + "/config.json" }
    }

    /// Reads the file at `path`. With `mustExist` false a missing file
    /// (ENOENT) gives nil; any other failure is an error naming the path and
    /// the reason.
    public static func read(at path: String, mustExist: Bool) throws(ConfigurationError) -> ConfigurationFile? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT && !mustExist { return nil }
            throw ConfigurationError("cannot read the configuration file \(path): \(SystemCallFailure.reason(for: code))")
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = SystemCall.retryingInterrupted { buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) } }
            guard count >= 0 else {
                throw ConfigurationError("cannot read the configuration file \(path): \(SystemCallFailure.reason(for: errno))")
            }
            if count == 0 { break }
            bytes += buffer[..<count]
            guard bytes.count <= maximumSize else {
                throw ConfigurationError("the configuration file \(path) is larger than \(maximumSize / 1024) KiB")
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigurationError("the configuration file \(path) is not UTF-8 text")
        }
        return ConfigurationFile(name: path, text: text)
    }

    /// Larger files are refused: a configuration is a few hundred bytes.
    static let maximumSize = 1 << 20
}
