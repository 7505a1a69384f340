/// Supplies the number of pages and their sizes; the only thing the viewer
/// needs to know about a document. The front end adapts `PDFEngine.Document`
/// to it; tests use a fake.
public protocol PageGeometrySource {
    /// Number of pages in the document (may be zero).
    var pageCount: Int { get }
    /// Size of the page at `index` (0-based, `0..<pageCount`) in points.
    func pageSize(at index: Int) -> PageSize
}
