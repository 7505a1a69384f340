/// The 64-bit FNV-1a hash: fast and well spread, not cryptographic. Good
/// enough to tell documents apart and to name files after paths, not to
/// resist someone forging a match.
public struct FNV1a64: Hashable, Sendable {
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    public private(set) var value = FNV1a64.offsetBasis

    public init() {}

    /// The hash of `text`'s UTF-8 bytes.
    public init(hashing text: String) {
        Array(text.utf8).withUnsafeBytes { combine($0) }
    }

    /// Feeds `bytes` into the hash.
    public mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        var hash = value
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= Self.prime
        }
        value = hash
    }

    /// The value as 16 lower-case hexadecimal digits: a stable file name.
    public var hexDigits: String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
