import CMuPDF

/// The most memory MuPDF may hold at once for one document: each document
/// (with every context rendering it) counts against a budget of its own, so
/// a bomb in one document never starves another open beside it. A page that
/// would need more fails with `DocumentError.memoryLimitExceeded`; MuPDF
/// first empties the document's resource store, and other pages still load
/// and render. No single block may exceed 1 GiB whatever the limit, so that
/// decompression bombs fail at once.
public enum MemoryLimit {
    /// A quarter of the machine's RAM, at most 2 GiB.
    public static var defaultBytes: Int { Int(cmupdf_memory_limit_default()) }

    /// The limit in bytes now (`defaultBytes` until set).
    public static var bytes: Int { Int(cmupdf_memory_limit_get()) }

    /// Sets the limit of every document; nil restores `defaultBytes`. Applies from MuPDF's next allocation.
    public static func set(bytes: Int?) {
        cmupdf_memory_limit_set(bytes.map { size_t(max(1, $0)) } ?? 0)
    }
}

extension Document {
    /// Bytes MuPDF holds now for this document, against its `MemoryLimit`.
    public var memoryInUse: Int { contexts.base.bytesInUse }
}
