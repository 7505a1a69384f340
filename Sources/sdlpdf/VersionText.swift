import PDFEngine
import SDLFrontend

/// `sdlpdf --version [--verbose]`.
enum VersionText {
    /// "sdlpdf 0.1.0", the SDL and MuPDF versions, and with `verbose` the
    /// video driver SDL uses (or why none starts).
    static func lines(verbose: Bool) -> String {
        var lines = [
            "sdlpdf \(HelpText.version)",
            "SDL \(SDLLibrary.linkedVersion) (built with \(SDLLibrary.compiledVersion))",
            "MuPDF \(MuPDFVersion.string)",
        ]
        if verbose {
            do {
                lines.append("video driver: \(try SDLLibrary.videoDriverInUse())")
            } catch {
                lines.append("video driver: none (\(error))")
            }
        }
        return lines.joined(separator: "\n")
    }
}
