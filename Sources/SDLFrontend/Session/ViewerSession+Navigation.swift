import CSDL2
import Foundation
import ReaderCore
import Viewer

/// Where the window last showed the reader to be, to tell when the page
/// indicator shows and the title changes.
struct ShownPlace: Equatable {
    var scrollX: Double
    var scrollY: Double
    var page: Int
    var pageCount: Int
    var path: String
}

extension ViewerSession {
    /// Goes to `target` as a jump the history remembers: the outline, the
    /// go-to prompt, and the lead's find.
    func jump(to target: JumpTarget) {
        carryOut(state.jump(to: target))
    }

    var outlinePanel: OutlineLayer? {
        layers.lazy.compactMap { $0 as? OutlineLayer }.first
    }

    /// Opens the outline panel on the entry of the current position, or
    /// closes it (Tab, F9). The outline was read in the background when the
    /// document opened, so opening waits for nothing.
    func toggleOutline() {
        if let panel = outlinePanel {
            remove(panel)
            return
        }
        guard !layers.contains(where: { $0 is ModalLayer }) else { return }
        let reading = state.readingPosition
        let height = state.pageCount > 0 ? state.pageSize(at: reading.pageIndex).height : 0
        let navigation = documentSession.navigation
        let panel = OutlineLayer(read: { navigation.outline },
                                 place: (reading.pageIndex, max(reading.verticalFraction, 0) * height))
        let overlays = layers.firstIndex { $0 is ModalLayer } ?? layers.endIndex
        layers.insert(panel, at: overlays)
        needsRedraw = true
    }

    /// Asks for a page number or label and goes there (`:`, Ctrl+G); an
    /// entry that names no page is said in the prompt, which stays.
    func openGoToPrompt() {
        guard state.pageCount > 0, !layers.contains(where: { $0 is ModalLayer }) else { return }
        let labels = documentSession.navigation.labels
        let pageCount = state.pageCount
        let example = (labels.isEmpty ? nil : labels.label(forPage: min(1, pageCount - 1))).map { ", or a page label (\($0))" } ?? ""
        layers.append(PathPromptLayer(question: "Go to page", suggestion: "",
                                      hint: "A page number from 1 to \(pageCount)\(example).", answer: { [unowned self] text in
            switch GoToEntry.page(for: text, labels: labels, pageCount: pageCount) {
            case .success(let page):
                jump(to: .page(page))
                return nil
            case .failure(let refusal):
                return refusal.description
            }
        }, cancel: {}))
        startTextInput()
        needsRedraw = true
    }

    /// Before a frame: when the reader moved, the page indicator shows
    /// where they are; when the page changed, so does the title (set only
    /// then, so page turns never wait on the window manager).
    func notePlace() {
        let page = state.currentPageIndex
        let place = ShownPlace(scrollX: state.scrollX, scrollY: state.scrollY, page: page, pageCount: state.pageCount,
                               path: document.path)
        guard place != shownPlace else { return }
        let previous = shownPlace
        shownPlace = place
        if previous?.page != place.page || previous?.pageCount != place.pageCount || previous?.path != place.path {
            window.title = Self.title(for: place.path, page: place.pageCount > 0 ? place.page : nil, of: place.pageCount)
        }
        // The first frame and a document without pages show no indicator.
        guard previous != nil, place.pageCount > 0 else { return }
        pageIndicator.show(documentSession.navigation.labels.indicator(forPage: page), now: now)
    }

    /// "paper.pdf — 12/352 — sdlpdf", or without a page "paper.pdf — sdlpdf".
    static func title(for path: String, page: Int?, of pageCount: Int) -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        guard let page else { return "\(name) — sdlpdf" }
        return "\(name) — \(page + 1)/\(pageCount) — sdlpdf"
    }
}
