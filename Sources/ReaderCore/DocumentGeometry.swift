import PDFEngine
import Viewer

/// The page sizes of an engine document, as the viewer's layout reads them.
public struct DocumentGeometry: PageGeometrySource {
    public let document: Document

    public init(_ document: Document) {
        self.document = document
    }

    public var pageCount: Int { document.pageCount }

    public func pageSize(at index: Int) -> PageSize {
        document.pageSize(at: index)
    }
}
