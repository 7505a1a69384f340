import PDFEngine
import ReaderCore
import Viewer

/// The window's side of page sizes read after it opened (see
/// `ViewerState+PageSizes`): a move is laid out on the real sizes of the
/// pages it brings on screen, and the layout becomes exact when the
/// document has read every page's size, the page on screen staying put.
extension ViewerSession {
    /// Once the frame on screen is complete and the workers are idle, lets
    /// the document read the page sizes not known yet, so that reading them
    /// slows neither the first frame nor a render waited for; a tile-ready
    /// event says when they are in.
    func readPageSizesWhenIdle() {
        guard state.hasEstimatedPageSizes, !composer.scheduler.tilesMissing, renderQueue.pendingKeys.isEmpty else { return }
        document.readPageSizesInBackground(ready: EventLoopWake.pushing(tileReadyEvent))
    }

    /// Takes the page sizes that came in: all of them once the document
    /// read them, else the real sizes of pages on screen whose sizes are
    /// still estimates (a move that did not go through `changeView`). True
    /// when the layout changed.
    @discardableResult
    func takeArrivedPageSizes() -> Bool {
        guard state.hasEstimatedPageSizes else { return false }
        if document.allPageSizesKnown {
            state.updatePageSizes(from: DocumentGeometry(document))
            return true
        }
        let pages = state.estimatedPagesOnScreen
        guard !pages.isEmpty else { return false }
        state.updatePageSizes(exactSizes(of: pages))
        return true
    }

    /// Runs `change` on the view with the real sizes of the pages it brings on screen.
    func changeView<Result>(_ change: (inout ViewerState) -> Result) -> Result {
        state.withExactPagesOnScreen(exactSizes, change)
    }

    /// The real sizes of `pages`, loading them where they are not known yet.
    private func exactSizes(of pages: [Int]) -> [Int: PageSize] {
        Dictionary(pages.map { ($0, document.pageSize(at: $0)) }) { first, _ in first }
    }
}
