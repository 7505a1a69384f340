import PDFEngine
import Viewer

/// The page sizes of an engine document, as the viewer's layout reads them.
struct DocumentGeometry: PageGeometrySource {
    let document: Document

    init(_ document: Document) {
        self.document = document
    }

    var pageCount: Int { document.pageCount }

    func pageSize(at index: Int) -> PageSize {
        document.pageSize(at: index)
    }
}
