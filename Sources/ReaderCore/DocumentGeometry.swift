import PDFEngine
import Viewer

/// The page sizes of an engine document, as the viewer's layout reads them:
/// the sizes known so far (see `Document.readPageSizesInBackground`), the
/// others estimated as the size of the first page of `exactPages`.
public struct DocumentGeometry: PageGeometrySource {
    public let document: Document
    /// The size taken for a page whose size is not known yet.
    let estimate: PageSize

    /// Loads the sizes of `exactPages` (those in the document), the pages
    /// the view will show, unless they are known; by default page 1.
    public init(_ document: Document, exactPages: [Int] = [0]) {
        self.document = document
        let pages = exactPages.filter { (0..<document.pageCount).contains($0) }
        estimate = pages.map { document.pageSize(at: $0) }.first ?? .letter
    }

    public var pageCount: Int { document.pageCount }

    public func pageSize(at index: Int) -> PageSize {
        document.knownPageSize(at: index) ?? estimate
    }

    public func pageSizes() -> (sizes: PageRuns<PageSize>, estimated: PageRuns<Bool>) {
        document.knownPageSizes(estimate: estimate)
    }
}
