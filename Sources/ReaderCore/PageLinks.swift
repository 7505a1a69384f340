import Foundation
import PDFEngine

/// The links of the pages on screen, read in the background.
///
/// Reading links loads the page, which waits while a render worker holds the
/// document; the event loop only ever looks at what is already here (for the
/// pointer shape) or waits on a click, when the user expects a response.
public final class PageLinks: @unchecked Sendable {
    private let document: Document
    private let lock = NSLock()
    private var links: [Int: [Link]] = [:]
    private var requested: Set<Int> = []
    /// Prefetches queued on `reader` and not finished.
    private var prefetchesInFlight = 0
    private let reader = DispatchQueue(label: "sdlpdf.links", qos: .utility)

    public init(document: Document) {
        self.document = document
    }

    /// The links of `page` if they have been read.
    public func cached(onPage page: Int) -> [Link]? {
        lock.withLock { links[page] }
    }

    /// The links of `page`, reading them now if needed, ahead of any
    /// display-list recording (a click waits for them).
    public func load(onPage page: Int) -> [Link] {
        read(page, aheadOfRecording: true)
    }

    /// Whether links asked for by `prefetch` are still being read.
    public var isReading: Bool { lock.withLock { prefetchesInFlight > 0 } }

    /// Starts reading the links of `pages` in the background.
    public func prefetch(_ pages: [Int]) {
        let wanted = lock.withLock { () -> [Int] in
            let new = pages.filter { !requested.contains($0) }
            requested.formUnion(new)
            if !new.isEmpty { prefetchesInFlight += 1 }
            return new
        }
        guard !wanted.isEmpty else { return }
        reader.async { [self] in
            for page in wanted {
                _ = read(page, aheadOfRecording: false)
            }
            lock.withLock { prefetchesInFlight -= 1 }
        }
    }

    private func read(_ page: Int, aheadOfRecording: Bool) -> [Link] {
        if let known = cached(onPage: page) { return known }
        let read = (try? document.links(onPage: page, aheadOfRecording: aheadOfRecording)) ?? []
        lock.withLock { links[page] = read }
        return read
    }
}
