import Foundation
import PDFEngine
import ReaderCore
import Viewer

extension ViewerSession {
    /// Ctrl++, Ctrl+- and Ctrl+0. A reflowable document (EPUB, FB2, HTML)
    /// is laid out again at the next text size in the background, keeping
    /// the text at the top of the reader's page; keys pressed meanwhile
    /// step on from the size asked for. In a document with fixed pages
    /// Ctrl++ and Ctrl+- zoom like + and - (as in zathura and mupdf), and
    /// Ctrl+0 does nothing.
    func changeTextSize(_ command: ViewerCommand) {
        guard documentSession.facts.isReflowable else {
            switch command {
            case .largerText: carryOut(state.apply(.zoomIn))
            case .smallerText: carryOut(state.apply(.zoomOut))
            default: break
            }
            return
        }
        messages.show(textSize.change(command, document: document, password: documentSession.password, state: state,
                                      wake: EventLoopWake.pushing(tileReadyEvent)))
        needsRedraw = true
    }

    /// Switches to a finished relayout, if one is done, and starts the next
    /// when another size was asked for meanwhile (`TextSizeController`).
    /// Called every turn of the event loop.
    func finishRelayout() {
        guard let finished = textSize.takeFinished() else { return }
        if case .success(let outcome) = finished.result {
            var position = state.savedPosition
            position.reading = ReadingPosition(pageIndex: outcome.page, horizontalFraction: position.reading.horizontalFraction)
            replaceDocument(with: outcome.document, restoring: position, journal: document.inkJournal)
        }
        let message = textSize.didShow(finished, document: document, password: documentSession.password, state: &state,
                                       wake: EventLoopWake.pushing(tileReadyEvent))
        messages.show(message.text, isError: message.isError)
        needsRedraw = true
    }

    /// Where the reader is, as a page of the standard text size (`TextSizeController`).
    func positionAtStandardTextSize() -> SavedViewerPosition {
        textSize.positionAtStandardTextSize(of: document, state: state)
    }
}
