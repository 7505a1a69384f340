import Foundation

/// Rendered day pixels (before any appearance processing) kept within a byte
/// budget, least recently used evicted first. Thread-safe.
public final class PageCache: @unchecked Sendable {
    private final class Entry {
        let key: RenderKey
        let pixels: PixelBuffer
        var newer: Entry?
        weak var older: Entry?

        init(key: RenderKey, pixels: PixelBuffer) {
            self.key = key
            self.pixels = pixels
        }
    }

    /// Bytes of pixels the cache may hold.
    public let budget: Int

    private let lock = NSLock()
    private var entries: [RenderKey: Entry] = [:]
    private var oldest: Entry?
    private var newest: Entry?
    private var bytes = 0

    /// A cache holding at most `budget` bytes of pixels (default 256 MiB).
    public init(budget: Int = 256 << 20) {
        self.budget = budget
    }

    /// Bytes of pixels currently held.
    public var byteCount: Int { lock.withLock { bytes } }

    /// Number of images currently held.
    public var count: Int { lock.withLock { entries.count } }

    /// The pixels for `key`, marking them most recently used.
    public func pixels(for key: RenderKey) -> PixelBuffer? {
        lock.withLock {
            guard let entry = entries[key] else { return nil }
            unlink(entry)
            append(entry)
            return entry.pixels
        }
    }

    /// The pixels for `key` if they were drawn with at least `extras` (see `RenderExtras`),
    /// marking them most recently used.
    public func pixels(for key: RenderKey, with extras: RenderExtras) -> PixelBuffer? {
        pixels(for: key).flatMap { $0.extras.isSuperset(of: extras) ? $0 : nil }
    }

    /// Whether `key` is cached, without changing its place in the eviction order.
    public func contains(_ key: RenderKey) -> Bool {
        lock.withLock { entries[key] != nil }
    }

    /// Whether `key` is cached with at least `extras`, without changing its place in the eviction order.
    public func contains(_ key: RenderKey, with extras: RenderExtras) -> Bool {
        lock.withLock { entries[key]?.pixels.extras.isSuperset(of: extras) ?? false }
    }

    /// Stores `pixels` as the most recently used, evicting the least recently
    /// used until the budget holds. Images larger than the budget are not kept.
    public func insert(_ pixels: PixelBuffer, for key: RenderKey) {
        lock.withLock {
            if let old = entries.removeValue(forKey: key) {
                unlink(old)
                bytes -= old.pixels.byteCount
            }
            guard pixels.byteCount <= budget else { return }
            let entry = Entry(key: key, pixels: pixels)
            entries[key] = entry
            append(entry)
            bytes += pixels.byteCount
            while bytes > budget, let victim = oldest {
                unlink(victim)
                entries[victim.key] = nil
                bytes -= victim.pixels.byteCount
            }
        }
    }

    /// Drops the image of `key`, if cached (its pixels are no longer needed, for example
    /// because textures in every colour they are shown in hold them).
    public func remove(_ key: RenderKey) {
        lock.withLock {
            guard let entry = entries.removeValue(forKey: key) else { return }
            unlink(entry)
            bytes -= entry.pixels.byteCount
        }
    }

    /// Drops every image whose key matches (for example all tiles of a page).
    public func removeAll(where matches: (RenderKey) -> Bool) {
        lock.withLock {
            for (key, entry) in entries where matches(key) {
                unlink(entry)
                entries[key] = nil
                bytes -= entry.pixels.byteCount
            }
        }
    }

    /// Drops everything (for example after the document was reloaded).
    public func removeAll() {
        removeAll { _ in true }
    }

    /// Keys from least to most recently used.
    public var keysByAge: [RenderKey] {
        lock.withLock {
            var keys: [RenderKey] = []
            var entry = oldest
            while let current = entry {
                keys.append(current.key)
                entry = current.newer
            }
            return keys
        }
    }

    private func unlink(_ entry: Entry) {
        let older = entry.older, newer = entry.newer
        if let older { older.newer = newer } else { oldest = newer }
        if let newer { newer.older = older } else { newest = older }
        entry.older = nil
        entry.newer = nil
    }

    private func append(_ entry: Entry) {
        entry.older = newest
        newest?.newer = entry
        newest = entry
        if oldest == nil { oldest = entry }
    }
}
