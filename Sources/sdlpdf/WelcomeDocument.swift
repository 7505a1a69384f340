import Foundation

/// Finds the bundled welcome document that `sdlpdf` opens when no file is given.
enum WelcomeDocument {
    /// The first existing path among: `$SDLPDF_ASSETS/welcome.pdf`, the source
    /// tree's `assets/` next to a SwiftPM build (`.build/<config>/sdlpdf`), and
    /// an installed `share/sdlpdf/` beside the binary's `bin/`.
    static func path() -> String? {
        candidates().first { FileManager.default.isReadableFile(atPath: $0) }
    }

    private static func candidates() -> [String] {
        var paths: [String] = []
        if let assets = ProcessInfo.processInfo.environment["SDLPDF_ASSETS"] {
            paths.append(assets + "/welcome.pdf")
        }
        let executablePath = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let executable = URL(fileURLWithPath: executablePath)
        let binaryDirectory = executable.deletingLastPathComponent()
        var directory = binaryDirectory
        for _ in 0..<4 {
            directory = directory.deletingLastPathComponent()
            paths.append(directory.appendingPathComponent("assets/welcome.pdf").path)
        }
        paths.append(binaryDirectory.deletingLastPathComponent().appendingPathComponent("share/sdlpdf/welcome.pdf").path)
        return paths
    }
}
