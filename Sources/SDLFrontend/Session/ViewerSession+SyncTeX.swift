import CSDL2
import Foundation
import SyncTeX
import Viewer

/// SyncTeX: forward search (D-Bus SynctexView, `sdlpdf --synctex-forward`)
/// shows and highlights where a source line went; inverse search (Ctrl+click)
/// runs the editor command the user configured at the line that made the
/// point, never in a kiosk and never anything a document names.
extension ViewerSession {
    /// Ctrl+click at `point`: looks up the source there when an editor
    /// command is configured (else says how to configure one). False when
    /// the click is left to the page (a kiosk, off the pages).
    func searchSource(at point: ScreenPoint) -> Bool {
        guard configuration.kioskPolicy.runsEditorCommands, let hit = state.hit(at: point) else { return false }
        guard configuration.synctexEditorCommand != nil else {
            messages.show("Ctrl+click opens the TeX source when synctexEditorCommand is configured.")
            needsRedraw = true
            return true
        }
        synctex.findSource(onPage: hit.pageIndex, at: hit.point)
        return true
    }

    /// Carries out what the SyncTeX lookups found.
    func takeSyncTeXFindings() {
        for finding in synctex.takeFindings() {
            switch finding {
            case .boxes(let boxes, let line, let call):
                guard !boxes.isEmpty else {
                    let reason = "line \(line) made nothing on the pages of this document"
                    if call == nil { messages.show("SyncTeX: \(reason).", isError: true) }
                    reply(to: call, with: .invalid(reason))
                    continue
                }
                // SyncTeX also gives empty boxes (a page's top and bottom): they place, but show nothing.
                let shown = boxes.filter { $0.rect.width > 0 && $0.rect.height > 0 }
                point(at: Dictionary(grouping: shown.isEmpty ? boxes : shown, by: \.page).mapValues { $0.map(\.rect) })
                reply(to: call, with: .done)
            case .source(let position?):
                openEditor(at: position)
            case .source(nil):
                messages.show("Nothing here comes from a TeX source line.")
            case .failed(let reason, let call?):
                reply(to: call, with: .failed(reason))
            case .failed(let reason, nil):
                if !saidSyncTeXFailure {
                    saidSyncTeXFailure = true
                    messages.show("SyncTeX: \(reason)", isError: true)
                }
            }
            needsRedraw = true
        }
    }

    private func reply(to call: UInt64?, with reply: RemoteReply) {
        guard let call else { return }
        desktop?.reply(to: call, with: reply)
    }

    /// Runs the configured editor command at `position`, the source's path
    /// made absolute from the document's folder; a source that is not where
    /// TeX saw it (the PDF and its SyncTeX file moved) is looked for beside the PDF.
    private func openEditor(at position: SourcePosition) {
        guard let command = configuration.synctexEditorCommand, configuration.kioskPolicy.runsEditorCommands else { return }
        let folder = URL(fileURLWithPath: document.path).deletingLastPathComponent()
        var input = URL(fileURLWithPath: position.input, relativeTo: folder).standardizedFileURL.path
        let beside = folder.appendingPathComponent(URL(fileURLWithPath: input).lastPathComponent).path
        if !FileManager.default.fileExists(atPath: input) && FileManager.default.fileExists(atPath: beside) {
            input = beside
        }
        do {
            try EditorProcess.start(command.arguments(input: input, line: position.line, column: position.column))
        } catch {
            messages.show("\(error)", isError: true)
        }
    }
}
