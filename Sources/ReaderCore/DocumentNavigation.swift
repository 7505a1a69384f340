import Foundation
import PDFEngine
import Viewer

/// The outline and the page labels of a document, read once in the
/// background when it opens (the window never waits for them: the outline
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

    /// Starts reading `document`'s outline and labels on a background queue;
    /// `ready` is called there once both are in. A locked document has
    /// neither (a new navigation is made after unlocking).
    public init(document: Document, pageCount: Int, ready: @escaping @Sendable () -> Void) {
        labelsRead = PageLabels(ranges: [], pageCount: pageCount)
        guard !document.needsPassword else {
            outlineRead = .read(OutlineTree(entries: []))
            return
        }
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
