import Foundation

/// Tab completion of a typed path, as a shell does it: the last part of
/// the path is completed from the names in its folder that start with it.
/// One match is completed whole (a folder with a `/` after it); several
/// are completed as far as they agree and listed. Hidden files are only
/// offered when the typed part starts with a dot.
public struct PathCompletion: Equatable, Sendable {
    /// The text after completion (unchanged when nothing matched).
    public var text: String
    /// The names that matched, sorted, folders with a `/` after them; empty
    /// when none did, one when the completion is whole.
    public var candidates: [String]

    /// Completes `typed`, whose relative paths are taken from `folder`.
    public init(completing typed: String, relativeTo folder: String) {
        let slash = typed.lastIndex(of: "/")
        let typedFolder = slash.map { String(typed[...$0]) } ?? ""
        let stem = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
        let listed = TypedPath.resolve(typedFolder.isEmpty ? "." : typedFolder, relativeTo: folder) ?? folder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: listed)) ?? []
        let matches = names.filter { $0.hasPrefix(stem) && (stem.hasPrefix(".") || !$0.hasPrefix(".")) }.sorted()
            .map { name -> String in
                var isFolder: ObjCBool = false
                FileManager.default.fileExists(atPath: listed + "/" + name, isDirectory: &isFolder)
                return isFolder.boolValue ? name + "/" : name
            }
        candidates = matches
        guard let first = matches.first else {
            text = typed
            return
        }
        let common = matches.dropFirst().reduce(first) { String($0.commonPrefix(with: $1)) }
        text = typedFolder + (common.count >= stem.count ? common : stem)
    }
}
