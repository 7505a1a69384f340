/// Page sizes, points, rectangles and pixel rects are part of this module's
/// API (`Document.pageSize(at:)`, `render(region:)`, links, ink), so code that
/// imports PDFEngine can name them without importing PageGeometry too.
@_exported import PageGeometry
