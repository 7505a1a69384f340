import PDFEngine
import Viewer

/// What a text selection holds, from MuPDF: the quads that highlight it on
/// a page and its text for the clipboard. The structured text of the pages
/// selected last is kept, so a drag recomputes only the highlight.
///
/// Used on the window's thread. Extracting a page's text waits for the
/// document while a render worker records that page.
public final class SelectionText {
    private let document: Document
    private var pages: [Int: TextPage] = [:]
    /// Pages in `pages`, least recently used first.
    private var order: [Int] = []

    /// How many pages' structured text is kept: a drag across a spread and
    /// back touches a few pages, each a few hundred kilobytes at most.
    static let keptPages = 8

    public init(document: Document) {
        self.document = document
    }

    /// The quads that highlight `span`, in page space; none when the page's
    /// text cannot be read (the page then shows no highlight, and copying
    /// says why).
    public func highlight(_ span: TextSpan) -> [PageQuad] {
        (try? page(span.page).highlight(span)) ?? []
    }

    /// The selected text in reading order: each page's part as MuPDF copies
    /// it, pages joined by a newline (pages without any text selected add
    /// nothing).
    /// - Throws: `DocumentError` naming the page whose text cannot be read.
    public func text(of selection: TextSelection) throws -> String {
        try selection.spans.map { try page($0.page).text(of: $0) }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// Whether the document lets its text be copied (`Document.allowsCopying`).
    /// - Throws: `DocumentError` when MuPDF cannot read the permissions.
    public var allowsCopying: Bool {
        get throws { try document.allowsCopying }
    }

    private func page(_ index: Int) throws -> TextPage {
        if let known = pages[index] {
            order.removeAll { $0 == index }
            order.append(index)
            return known
        }
        let page = try document.textPage(at: index)
        pages[index] = page
        order.append(index)
        if order.count > Self.keptPages {
            pages[order.removeFirst()] = nil
        }
        return page
    }
}
