import FileSystem
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The content of the memory file, `documents.json`:
/// `{"version": 1, "documents": {"<canonical path>": {"fingerprint": …, "record": …}}}`.
/// Dates are Foundation's default encoding (seconds since 2001-01-01 UTC).
struct DocumentMemoryFile: Codable {
    static let currentVersion = 1

    /// Why a memory file on disk could not be used, in whole or in part.
    enum Problem: Hashable {
        /// Missing content or not valid JSON of this format: the whole file
        /// was ignored.
        case unusable(reason: String)
        /// The file is there but could not be read (an I/O error, no
        /// permission): it was ignored, and must not be replaced, since its
        /// content may be sound.
        case unreadable(reason: String)
        /// Entries that did not decode (damaged, or from a newer sdlpdf) were
        /// left out; the rest is used.
        case skippedEntries(count: Int)
    }

    /// A file whose version is newer than this sdlpdf understands.
    private struct NewerFormat: Error {
        let version: Int
    }

    /// Decodes one entry, turning a damaged one into nil instead of failing
    /// the whole file.
    private struct LenientEntry: Decodable {
        let document: RememberedDocument?

        init(from decoder: Decoder) throws {
            document = try? RememberedDocument(from: decoder)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case version, documents
    }

    var version = DocumentMemoryFile.currentVersion
    /// Entries by canonical document path.
    var documents: [String: RememberedDocument] = [:]
    /// How many entries were left out while decoding.
    private(set) var skippedEntryCount = 0

    init() {}

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version <= Self.currentVersion else { throw NewerFormat(version: version) }
        let entries = try container.decode([String: LenientEntry].self, forKey: .documents)
        documents = entries.compactMapValues(\.document)
        skippedEntryCount = entries.count - documents.count
    }

    /// Reads the file at `path`. A missing file is empty without a problem;
    /// any other failure gives an empty file and the problem.
    static func load(from path: String) -> (file: DocumentMemoryFile, problem: Problem?) {
        let data: Data?
        do {
            data = try contents(of: path)
        } catch {
            return (DocumentMemoryFile(), .unreadable(reason: error.description))
        }
        guard let data else { return (DocumentMemoryFile(), nil) }
        guard !data.isEmpty else { return (DocumentMemoryFile(), .unusable(reason: "it is empty")) }
        do {
            let file = try JSONDecoder().decode(DocumentMemoryFile.self, from: data)
            return (file, file.skippedEntryCount > 0 ? .skippedEntries(count: file.skippedEntryCount) : nil)
        } catch let error as NewerFormat {
            return (DocumentMemoryFile(), .unusable(reason: "it is format \(error.version), written by a newer sdlpdf"))
        } catch DecodingError.dataCorrupted {
            return (DocumentMemoryFile(), .unusable(reason: "it is not valid JSON"))
        } catch {
            return (DocumentMemoryFile(), .unusable(reason: "it is not an sdlpdf document memory file"))
        }
    }

    /// The JSON to write: pretty-printed, keys sorted, slashes unescaped, so
    /// it is readable and stable.
    func encoded() throws(DocumentMemoryError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(self)
        } catch {
            throw .unencodable(reason: "the position contains a number that is not finite")
        }
    }

    /// Forgets the least recently opened documents until at most `limit`
    /// remain; the document under `protectedKey` is always kept.
    mutating func forgetLeastRecentlyOpened(keepingAtMost limit: Int, protecting protectedKey: String) {
        guard documents.count > limit else { return }
        let newestFirst = documents
            .filter { $0.key != protectedKey }
            .sorted { ($0.value.record.lastOpened, $0.key) > ($1.value.record.lastOpened, $1.key) }
        for (key, _) in newestFirst.dropFirst(max(limit - 1, 0)) {
            documents[key] = nil
        }
    }

    /// The bytes of the file at `path`, or nil when it does not exist.
    private static func contents(of path: String) throws(SystemCallFailure) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw SystemCallFailure("open", path)
        }
        defer { close(descriptor) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = try SystemCall.checked("read", path) { read(descriptor, &chunk, chunk.count) }
            if count == 0 { return data }
            data.append(chunk, count: count)
        }
    }
}

/// One entry of the memory file: a document's record and the fingerprint of
/// its content when it was saved (nil when the file could not be read).
struct RememberedDocument: Hashable, Sendable, Codable {
    var fingerprint: DocumentFingerprint?
    var record: DocumentRecord
}
