import Foundation
import PDFEngine
import Viewer

/// The outline and the page labels of a document, read once in the
/// background when `read()` is first called (the window calls it once its
/// first frame is shown, so the reading never competes with the first
/// renders for the document lock, and never waits for them: the outline
/// panel opens at once with what is here, the page indicator shows numbers
/// until the labels are in).
public final class DocumentNavigation: @unchecked Sendable {
    /// What is known of the outline.
    public enum Outline: Sendable {
        /// Still being read.
        case reading
        /// Read (empty for a document without one).
        case read(OutlineTree)
        /// MuPDF could not read it: why.
        case unreadable(String)
    }

    private let lock = NSLock()
    private var outlineRead: Outline = .reading
    private var labelsRead: PageLabels
    private var started = false
    private let document: Document
    private let pageCount: Int
    private let ready: @Sendable () -> Void

    /// The navigation of `document`, read by `read()`; `ready` is called on
    /// the reading queue once both are in. A locked document has neither (a
    /// new navigation is made after unlocking).
    public init(document: Document, pageCount: Int, ready: @escaping @Sendable () -> Void) {
        self.document = document
        self.pageCount = pageCount
        self.ready = ready
        labelsRead = PageLabels(ranges: [], pageCount: pageCount)
        if document.needsPassword {
            outlineRead = .read(OutlineTree(entries: []))
            started = true
        }
    }

    /// Starts reading the outline and labels on a background queue, the first time it is called.
    public func read() {
        guard lock.withLock({ () -> Bool in
            defer { started = true }
            return !started
        }) else { return }
        DispatchQueue.global(qos: .utility).async { [self] in
            let outline: Outline
            do {
                outline = .read(OutlineTree(entries: try document.outline().map(Self.entry)))
            } catch let error as DocumentError {
                outline = .unreadable(error.reason)
            } catch {
                outline = .unreadable("\(error)")
            }
            let ranges = (try? document.pageLabelRanges()) ?? []
            let labels = PageLabels(ranges: ranges.map(Self.range), pageCount: pageCount)
            lock.withLock {
                outlineRead = outline
                labelsRead = labels
            }
            ready()
        }
    }

    /// Whether `read()` started and the outline and labels are not in yet.
    public var isReading: Bool {
        lock.withLock {
            guard started, case .reading = outlineRead else { return false }
            return true
        }
    }

    /// The outline as far as it is read.
    public var outline: Outline { lock.withLock { outlineRead } }
    /// The page labels; none until read.
    public var labels: PageLabels { lock.withLock { labelsRead } }

    private static func entry(_ item: OutlineItem) -> OutlineTree.Entry {
        guard case .page(let index, let point) = item.destination, index >= 0 else {
            return OutlineTree.Entry(title: item.title, depth: item.depth, page: nil)
        }
        return OutlineTree.Entry(title: item.title, depth: item.depth, page: index, point: point)
    }

    private static func range(_ range: PageLabelRange) -> PageLabels.Range {
        PageLabels.Range(firstPage: range.firstPage, style: range.style.flatMap(PageLabels.Style.init(rawValue:)),
                         prefix: range.prefix, start: range.start)
    }
}
