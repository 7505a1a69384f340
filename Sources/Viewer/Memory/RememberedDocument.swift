/// One entry of the memory file: a document's record and the fingerprint of
/// its content when it was saved (nil when the file could not be read).
struct RememberedDocument: Hashable, Sendable, Codable {
    var fingerprint: DocumentFingerprint?
    var record: DocumentRecord
}
