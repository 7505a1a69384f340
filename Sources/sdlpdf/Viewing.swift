import Foundation
import PDFEngine
import SDLFrontend
import Viewer

/// `sdlpdf [OPTIONS] [FILE]`: the document in a window.
enum Viewing {
    static func run(_ options: ViewOptions) -> ExitStatus {
        guard let path = options.file ?? WelcomeDocument.path() else {
            fail("cannot find the welcome document (assets/welcome.pdf); name a FILE to open", status: .failure)
        }
        let document: Document
        do {
            document = try Document(path: path, password: options.password)
        } catch DocumentError.passwordRequired, DocumentError.wrongPassword {
            let reason = options.password == nil ? "needs a password" : "does not open with the password given"
            FileHandle.standardError.write(Data("sdlpdf: \(path) \(reason); type it in the window or pass --password\n".utf8))
            do {
                document = try Document(path: path, allowLocked: true)
            } catch {
                fail("\(error)", status: .failure)
            }
        } catch {
            fail("\(error)", status: .failure)
        }
        var session = SessionOptions()
        if let page = options.page, !document.needsPassword {
            if page > document.pageCount {
                FileHandle.standardError.write(Data("sdlpdf: \(path) has only \(document.pageCount) page\(document.pageCount == 1 ? "" : "s"); showing the last\n".utf8))
            }
            session.startPage = min(page, document.pageCount) - 1
        }
        session.appearanceMode = options.mode
        do {
            session.memory = try DocumentMemory.standard()
        } catch {
            FileHandle.standardError.write(Data("sdlpdf: reading positions are not remembered: \(error)\n".utf8))
        }
        session.allowedModes = options.allowedModes
        session.fullscreen = options.fullscreen
        session.password = options.password
        do {
            try ViewerApplication.run(document: document, options: session)
        } catch {
            fail("\(error)", status: .failure)
        }
        return .success
    }
}
