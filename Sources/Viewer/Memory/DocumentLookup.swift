/// The answer of `DocumentMemory.lookUp(documentAt:)`: the remembered record
/// (if any), how it was found, and a warning when the memory file was
/// damaged and had to be ignored in part or whole.
public struct DocumentLookup: Hashable, Sendable {
    /// How a remembered record was matched to the document.
    public enum Match: Hashable, Sendable {
        /// Remembered under the document's canonical path.
        case path
        /// Remembered under another path for a file with the same content
        /// fingerprint: the document was moved or renamed (or copied).
        case fingerprint(rememberedPath: String)
    }

    /// What was remembered; nil for a document never saved.
    public var record: DocumentRecord?
    /// How `record` was found; nil when it is nil.
    public var match: Match?
    /// Set when the memory file could not be read or parts of it were skipped.
    public var warning: DocumentMemoryWarning?

    public init(record: DocumentRecord? = nil, match: Match? = nil, warning: DocumentMemoryWarning? = nil) {
        self.record = record
        self.match = match
        self.warning = warning
    }
}
