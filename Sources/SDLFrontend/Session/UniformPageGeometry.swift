import Viewer

/// A document whose pages all have one size: the layout sdlpdf guesses
/// from the page it opens at, before every page's size has been read.
struct UniformPageGeometry: PageGeometrySource {
    let pageCount: Int
    let size: PageSize

    func pageSize(at index: Int) -> PageSize {
        size
    }
}
