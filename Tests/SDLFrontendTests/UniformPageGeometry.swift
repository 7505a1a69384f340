import Viewer

/// A document whose pages all have one size, for layers that need a layout.
struct UniformPageGeometry: PageGeometrySource {
    let pageCount: Int
    let size: PageSize

    func pageSize(at index: Int) -> PageSize {
        size
    }
}
