import FileSystem
import Foundation

extension DocumentMemory {
    /// The documents remembered, most recently opened first, as canonical
    /// paths: at most `limit`, leaving out `excluding` (any spelling of the
    /// path) and the files that are no longer there as regular files. An
    /// unreadable memory file gives none.
    public func recentDocuments(limit: Int, excluding: String? = nil) -> [String] {
        let (file, _) = DocumentMemoryFile.load(from: fileURL.path)
        let excluded = excluding.map(CanonicalPath.of)
        var recent: [String] = []
        for (path, _) in file.documents.sorted(by: { ($0.value.record.lastOpened, $1.key) > ($1.value.record.lastOpened, $0.key) })
        where path != excluded && recent.count < limit {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                recent.append(path)
            }
        }
        return recent
    }
}
