import FileSystem
import Foundation

extension XDGDirectory {
    /// The state directory as a URL, for the memories kept there.
    static func stateURL(environment: [String: String]) throws(DocumentMemoryError) -> URL {
        guard let path = XDGDirectory.state.path(environment: environment) else { throw .noStateDirectory }
        return URL(fileURLWithPath: path, isDirectory: true)
    }
}
