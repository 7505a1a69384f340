import CGlibcMalloc
import FileSystem
import Foundation
import PDFAppearance
import PDFEngine
import SDLFrontend
import Viewer

/// Exit statuses: 0 success, 1 the document or the window failed, 2 the command
/// line is wrong; an export stopped by SIGINT or SIGTERM exits 128 + the signal.
enum ExitStatus: Int32 {
    case success = 0
    case failure = 1
    case usage = 2
    case interrupted = 130
    case terminated = 143
}

func fail(_ message: String, status: ExitStatus) -> Never {
    StandardError.report(message)
    exit(status.rawValue)
}

// Window titles and input methods speak UTF-8 to Xlib (see CharacterLocale).
CharacterLocale.adoptUTF8()

// Page pixel buffers go back to the kernel when freed (see the header).
sdlpdf_malloc_tune_for_pages()

// OpenJPEG decodes a JPEG 2000 image on one thread unless this variable asks
// for more (MuPDF has no setting for it). A page waits for the whole decode
// (an export before its first band, the window before the page's first tile),
// so it uses every core: the window's first frame of a JPX photo page takes
// 129 ms instead of 172. Set before any other thread exists; the user's value wins.
setenv("OPJ_NUM_THREADS", "ALL_CPUS", 0)

let request: LaunchRequest
do {
    request = try LaunchRequest.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error)\nTry 'sdlpdf --help' for the options.", status: .usage)
}

switch request {
case .help:
    print(HelpText.text)
case .version(let verbose):
    print(VersionText.lines(verbose: verbose))
case .export(let options):
    exit(Export.run(options).rawValue)
case .find(let options):
    exit(TextCommands.find(options).rawValue)
case .text(let options):
    exit(TextCommands.text(options).rawValue)
case .view(let options):
    exit(Viewing.run(options).rawValue)
}
