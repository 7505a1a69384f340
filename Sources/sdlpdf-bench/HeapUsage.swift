import CGlibcMalloc

/// glibc's heap as `mallinfo2` counts it, over every arena (the main one
/// and those of the threads that allocate: render workers, MuPDF's).
struct HeapUsage {
    /// Bytes of blocks in use, in the arenas.
    var inUse: Int
    /// Bytes the arenas hold free (resident where they were written before).
    var free: Int
    /// Bytes of blocks glibc mapped on their own (past the mmap threshold).
    var mapped: Int

    static func now() -> HeapUsage {
        let info = mallinfo2()
        return HeapUsage(inUse: Int(info.uordblks), free: Int(info.fordblks), mapped: Int(info.hblkhd))
    }
}
