/// The 64-bit FNV-1a hash: fast and well spread, not cryptographic. Good
/// enough to tell documents apart, not to resist someone forging a match.
struct FNV1a64 {
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    private(set) var value = FNV1a64.offsetBasis

    /// Feeds `bytes` into the hash.
    mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        var hash = value
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= Self.prime
        }
        value = hash
    }
}
