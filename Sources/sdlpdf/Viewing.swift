import DesktopBus
import FileSystem
import Foundation
import PDFEngine
import SDLFrontend
import Viewer

/// `sdlpdf [OPTIONS] [FILE]`: the document in a window.
///
/// SDL connects to the display at once while the configuration is read and
/// the document opens on another thread (`ViewerApplication.run(opening:)`);
/// a configuration or document that fails ends the launch with its one-line
/// error before any window exists.
enum Viewing {
    /// Why the window does not open, and the exit status that says so.
    private struct Failure: Error {
        let message: String
        let status: ExitStatus
    }

    static func run(_ options: ViewOptions) -> ExitStatus {
        if let forward = options.synctexForward, let file = options.file, let viewer = try? DesktopBusClient.viewer(showing: file) {
            return searchForward(forward, in: viewer)
        }
        var opened: Document?
        let shown: Document
        do {
            shown = try ViewerApplication.run {
                let prepared = try prepare(options)
                opened = prepared.document
                return prepared
            }
        } catch let failure as Failure {
            fail(failure.message, status: failure.status)
        } catch {
            fail("\(error)", status: .failure)
        }
        if shown === opened && shown.needsPassword {
            // The window closed at the password prompt: nothing was opened.
            let error: DocumentError = options.password == nil ? .passwordRequired(path: shown.path) : .wrongPassword(path: shown.path)
            fail("\(error)", status: .failure)
        }
        return .success
    }

    /// `--synctex-forward` in the window `viewer`, which shows the file already.
    private static func searchForward(_ forward: SyncTeXForward, in viewer: String) -> ExitStatus {
        do {
            try DesktopBusClient.synctexView(viewer: viewer, input: forward.input, line: forward.line, column: forward.column)
        } catch {
            fail("SyncTeX: \(error)", status: .failure)
        }
        return .success
    }

    /// Reads the configuration and opens the document (on the session-start
    /// thread, while SDL starts): what the window shows, and how.
    private static func prepare(_ options: ViewOptions) throws -> (document: Document, options: SessionOptions) {
        let configuration: ViewerConfiguration
        do {
            configuration = try options.loadConfiguration()
        } catch {
            throw Failure(message: "\(error)", status: .usage)
        }
        guard let path = options.file ?? WelcomeDocument.path() else {
            throw Failure(message: "cannot find the welcome document (assets/welcome.pdf); name a FILE to open", status: .failure)
        }
        MemoryLimit.set(bytes: configuration.renderLimits.memoryLimitMiB.map { $0 << 20 })
        let document = try open(path, password: options.password)
        var session = SessionOptions()
        session.configuration = configuration
        if let page = options.page, !document.needsPassword {
            if page > document.pageCount {
                StandardError.report("\(path) has only \(document.pageCount) page\(document.pageCount == 1 ? "" : "s"); showing the last")
            }
            session.startPage = min(page, document.pageCount) - 1
        }
        switch configuration.startingAppearance {
        case .mode(let mode)?: session.appearanceMode = mode
        case .automatic?: session.automaticAppearance = configuration.automaticAppearance
        case nil: break
        }
        session.password = options.password
        session.saveDestination = options.saveDestination
        session.findQuery = options.find
        session.synctexForward = options.synctexForward
        session.inkJournal = InkJournal.standard(documentPath: path)
        if configuration.remembers {
            do {
                session.memory = try DocumentMemory.standard()
            } catch {
                StandardError.report("reading positions are not remembered: \(error)")
            }
            session.brightnessMemory = BrightnessMemory.standard()
        }
        return (document, session)
    }

    /// Opens the document; an encrypted one without the right password opens
    /// locked, and the window asks for the password.
    private static func open(_ path: String, password: String?) throws -> Document {
        do {
            return try Document(path: path, password: password)
        } catch DocumentError.passwordRequired, DocumentError.wrongPassword {
            let reason = password == nil ? "needs a password" : "does not open with the password given"
            StandardError.report("\(path) \(reason); type it in the window or pass --password")
            return try Document(path: path, allowLocked: true)
        }
    }
}
