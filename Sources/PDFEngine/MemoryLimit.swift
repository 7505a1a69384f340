import CMuPDF

/// The most memory MuPDF may hold at once, for every document of the process
/// together (a window shows one document). A page that would need more fails
/// with `DocumentError.memoryLimitExceeded`; MuPDF first empties its resource
/// store, and other pages still load and render. No single block may exceed
/// 1 GiB whatever the limit, so that decompression bombs fail at once.
public enum MemoryLimit {
    /// A quarter of the machine's RAM, at most 2 GiB.
    public static var defaultBytes: Int { Int(cmupdf_memory_limit_default()) }

    /// The limit in bytes now (`defaultBytes` until set).
    public static var bytes: Int { Int(cmupdf_memory_limit_get()) }

    /// Sets the limit; nil restores `defaultBytes`. Applies from MuPDF's next allocation.
    public static func set(bytes: Int?) {
        cmupdf_memory_limit_set(bytes.map { size_t(max(1, $0)) } ?? 0)
    }

    /// Bytes MuPDF holds now.
    public static var bytesInUse: Int { Int(cmupdf_memory_in_use()) }
}
