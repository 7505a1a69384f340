/// Identifies an ink annotation: its page and its PDF object number. It stays
/// the same through undo and redo, and for annotations already in the file.
public struct InkAnnotationID: Hashable, Sendable, CustomStringConvertible {
    /// 0-based page index.
    public var page: Int
    /// The annotation's PDF object number.
    public var objectNumber: Int

    public init(page: Int, objectNumber: Int) {
        self.page = page
        self.objectNumber = objectNumber
    }

    public var description: String { "ink annotation \(objectNumber) on page \(page + 1)" }
}
