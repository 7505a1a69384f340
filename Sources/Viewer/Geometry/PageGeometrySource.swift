/// Supplies the number of pages and their sizes; the only thing the viewer
/// needs to know about a document. The front end adapts `PDFEngine.Document`
/// to it; tests use a fake.
public protocol PageGeometrySource {
    /// Number of pages in the document (may be zero).
    var pageCount: Int { get }
    /// Size of the page at `index` (0-based, `0..<pageCount`) in points.
    func pageSize(at index: Int) -> PageSize
    /// Every page's size, and which of them are only estimates (the pages
    /// of a long document whose sizes are still being read): `estimated`
    /// has no pages when none is, otherwise a flag for every page.
    func pageSizes() -> (sizes: PageRuns<PageSize>, estimated: PageRuns<Bool>)
}

extension PageGeometrySource {
    /// Every page's size from `pageSize(at:)`, none estimated.
    public func pageSizes() -> (sizes: PageRuns<PageSize>, estimated: PageRuns<Bool>) {
        (PageRuns((0..<max(pageCount, 0)).lazy.map { pageSize(at: $0) }), PageRuns())
    }
}
