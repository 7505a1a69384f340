import DesktopBus
import PDFEngine
import Viewer
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
            lines.append(automaticAppearanceLine())
        }
        return lines.joined(separator: "\n")
    }

    /// What appearance "auto" follows here: the desktop portal's
    /// color-scheme, else the configured schedule, else Default, and why.
    static func automaticAppearanceLine() -> String {
        let schedule = (try? ViewOptions().loadConfiguration())?.automaticAppearance.schedule
        let fallback = schedule.map { "the schedule \($0)" } ?? "Default (no nightSchedule configured)"
        do {
            let scheme = try DesktopBusClient.colorScheme()
            if scheme == .noPreference, schedule != nil {
                return "appearance auto: \(fallback) (the desktop portal's color-scheme: no preference)"
            }
            return "appearance auto: the desktop portal's color-scheme (\(scheme))"
        } catch {
            return "appearance auto: \(fallback) (\(error))"
        }
    }
}
