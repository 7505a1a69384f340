import Foundation
import PDFEngine
import SDLFrontend
import Viewer

/// `sdlpdf [OPTIONS] [FILE]`: the document in a window.
enum Viewing {
    static func run(_ options: ViewOptions) -> ExitStatus {
        let configuration: ViewerConfiguration
        do {
            configuration = try options.loadConfiguration()
        } catch {
            fail("\(error)", status: .usage)
        }
        guard let path = options.file ?? WelcomeDocument.path() else {
            fail("cannot find the welcome document (assets/welcome.pdf); name a FILE to open", status: .failure)
        }
        MemoryLimit.set(bytes: configuration.renderLimits.memoryLimitMiB.map { $0 << 20 })
        let document = open(path, password: options.password)
        var session = SessionOptions()
        session.configuration = configuration
        if let page = options.page, !document.needsPassword {
            if page > document.pageCount {
                warn("\(path) has only \(document.pageCount) page\(document.pageCount == 1 ? "" : "s"); showing the last")
            }
            session.startPage = min(page, document.pageCount) - 1
        }
        session.appearanceMode = options.mode
        session.password = options.password
        session.saveDestination = options.saveDestination
        session.findQuery = options.find
        session.inkJournal = InkJournal.standard(documentPath: path)
        if configuration.remembers {
            do {
                session.memory = try DocumentMemory.standard()
            } catch {
                warn("reading positions are not remembered: \(error)")
            }
            session.brightnessMemory = BrightnessMemory.standard()
        }
        let shown: Document
        do {
            shown = try ViewerApplication.run(document: document, options: session)
        } catch {
            fail("\(error)", status: .failure)
        }
        if shown === document && document.needsPassword {
            // The window closed at the password prompt: nothing was opened.
            let error: DocumentError = options.password == nil ? .passwordRequired(path: path) : .wrongPassword(path: path)
            fail("\(error)", status: .failure)
        }
        return .success
    }

    /// Opens the document; an encrypted one without the right password opens
    /// locked, and the window asks for the password.
    private static func open(_ path: String, password: String?) -> Document {
        do {
            return try Document(path: path, password: password)
        } catch DocumentError.passwordRequired, DocumentError.wrongPassword {
            let reason = password == nil ? "needs a password" : "does not open with the password given"
            warn("\(path) \(reason); type it in the window or pass --password")
            do {
                return try Document(path: path, allowLocked: true)
            } catch {
                fail("\(error)", status: .failure)
            }
        } catch {
            fail("\(error)", status: .failure)
        }
    }

    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data("sdlpdf: \(message)\n".utf8))
    }
}
