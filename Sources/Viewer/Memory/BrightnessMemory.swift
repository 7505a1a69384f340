import AtomicFiles
import FileSystem
import Foundation

/// Remembers the brightness slider across runs, for all documents alike, in
/// `brightness.json` in sdlpdf's XDG state directory (next to the document
/// memory): `{"brightness": 0.75}`, 0 darkest to 1 brightest.
public struct BrightnessMemory: Sendable {
    /// Name of the file in `directory`.
    public static let fileName = "brightness.json"

    /// The directory holding the file (created on the first save).
    public let directory: URL

    /// The file, `directory/brightness.json`.
    public var fileURL: URL { directory.appendingPathComponent(Self.fileName) }

    public init(directory: URL) {
        self.directory = directory.standardizedFileURL
    }

    /// The memory in `$XDG_STATE_HOME/sdlpdf`, or `$HOME/.local/state/sdlpdf`
    /// when `XDG_STATE_HOME` is unset, empty or relative; nil when neither
    /// variable is usable.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> BrightnessMemory? {
        (try? XDGDirectory.stateURL(environment: environment)).map(BrightnessMemory.init(directory:))
    }

    /// The remembered brightness (0...1), or nil when none was saved or the
    /// file is unreadable or damaged (the next save replaces it).
    public func load() -> Double? {
        guard let data = FileManager.default.contents(atPath: fileURL.path),
              let text = String(data: data, encoding: .utf8),
              case .object(let members)? = try? JSONDocument.parse(text).kind,
              case .number(let value, _)? = members.first(where: { $0.key == "brightness" })?.value.kind,
              (0...1).contains(value) else { return nil }
        return value
    }

    /// Remembers `brightness` (clamped to 0...1), atomically replacing the
    /// file; creates the directory when missing.
    public func save(_ brightness: Double) throws(BrightnessMemoryError) {
        let value = brightness.isNaN ? 1 : min(max(brightness, 0), 1)
        do {
            try XDGDirectory.create(directory.path)
            try AtomicFileWrite.replace(fileURL.path, with: Data("{\"brightness\": \(value)}\n".utf8))
        } catch {
            throw BrightnessMemoryError(description: "cannot remember the brightness: \(error)")
        }
    }
}

/// Why the brightness could not be saved; one line, fit to be printed once.
public struct BrightnessMemoryError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String
}
