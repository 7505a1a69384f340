import PDFEngine
import Viewer

/// The page sizes of an engine document, as the viewer's layout reads them.
struct DocumentGeometry: PageGeometrySource {
    let document: Document

    init(_ document: Document) {
        self.document = document
    }

    var pageCount: Int { document.pageCount }

    func pageSize(at index: Int) -> Viewer.PageSize {
        let size = document.pageSize(at: index)
        return Viewer.PageSize(width: size.width, height: size.height)
    }
}
