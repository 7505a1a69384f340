import Foundation

/// Where a path that does not exist stops existing: in `~/papres/2024/x.pdf`
/// with no folder `papres`, the folder to name is `~/papres`, not `x.pdf`.
public enum MissingFolder {
    /// The first folder along `path` (absolute, or relative to the current
    /// directory) that does not exist, or nil when every folder above the
    /// last component exists (then only the file itself is missing).
    public static func first(along path: String) -> String? {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let components = absolute.split(separator: "/").dropLast()
        var folder = ""
        for component in components {
            folder += "/" + component
            if !FileManager.default.fileExists(atPath: folder) {
                return folder
            }
        }
        return nil
    }
}
