import Foundation
import PDFAppearance
import Viewer

/// `sdlpdf-bench [--corpus DIR] [--json] [--runs N] [--warm-up N] [--only GROUP,...] [--sdlpdf PATH]`.
struct BenchArguments {
    static let usage = """
        usage: sdlpdf-bench [--corpus DIR] [--json] [--runs N] [--warm-up N] [--only GROUPS] [--sdlpdf PATH]
          --corpus DIR   documents to measure (default: ../shared/corpus next to the package, or $SDLPDF_CORPUS)
          --json         print the results as JSON instead of tables
          --runs N       measured rounds per figure after the warm-up (default 7)
          --warm-up N    rounds run first and discarded (default 1)
          --only GROUPS  comma-separated subset of: render, export, color, frame, session, find, scaling, nightimages,
                         nightpdf
                         (soak, minutes long, runs only when named: --only soak)
          --sdlpdf PATH  the sdlpdf binary for the export benchmark (default: next to this binary)
          --soak-rounds N  rounds of the soak, 116 actions each (default 50: 5,800 actions)
          --night-paper #RRGGBB, --night-text #RRGGBB, --night-min-contrast RATIO, --sepia-strength X
                         the palette the nightimages group measures Night with, read as `sdlpdf export` reads them
        sdlpdf-bench --write-scaling-documents DIR  writes the scaling group's documents (flat-10.pdf … balanced-20000.pdf) and exits
        SDL_FRAMEBUFFER_ACCELERATION=1 in the environment measures frames on SDL's GL-backed window surface.
        Every figure is the median of the measured rounds with min and max; where a reference exists
        (mutool draw, memcpy) it is measured in the same run, alternating, and reported as a ratio.
        """

    static let allGroups = ["render", "export", "color", "frame", "session", "find", "scaling", "nightimages", "nightpdf"]
    /// Groups run only when `--only` names them.
    static let namedOnlyGroups = ["soak"]

    var corpus: String?
    var json = false
    var runs = 7
    var warmUp = 1
    var groups = Set(allGroups)
    var sdlpdf: String?
    /// `--soak-rounds`: the soak's rounds of 116 actions.
    var soakRounds = SoakBenchmark.defaultRounds
    /// `--night-paper`, `--night-text`, `--night-min-contrast`, `--sepia-strength` (`PaletteFlags`).
    var palette = AppearancePalette()
    /// The palette flags as given, for the `sdlpdf export` the nightimages group compares with.
    var paletteWords: [String] = []

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    static func parse(_ words: [String]) throws -> BenchArguments {
        var arguments = BenchArguments()
        var rest = words[...]
        func value(_ option: String) throws -> String {
            guard let next = rest.popFirst() else { throw UsageError(description: "\(option) needs a value") }
            return next
        }
        func count(_ option: String, minimum: Int) throws -> Int {
            let text = try value(option)
            guard let number = Int(text), number >= minimum else {
                throw UsageError(description: "\(option) needs a whole number of at least \(minimum), not '\(text)'")
            }
            return number
        }
        while let word = rest.popFirst() {
            switch word {
            case "--corpus": arguments.corpus = try value(word)
            case "--json": arguments.json = true
            case "--runs": arguments.runs = try count(word, minimum: 1)
            case "--warm-up": arguments.warmUp = try count(word, minimum: 0)
            case "--sdlpdf": arguments.sdlpdf = try value(word)
            case "--soak-rounds": arguments.soakRounds = try count(word, minimum: 1)
            case "--only":
                let groups = Set(try value(word).split(separator: ",").map(String.init))
                let unknown = groups.subtracting(allGroups).subtracting(namedOnlyGroups)
                guard unknown.isEmpty else {
                    throw UsageError(description: "--only: unknown group \(unknown.sorted().joined(separator: ", ")); groups are \((allGroups + namedOnlyGroups).joined(separator: ", "))")
                }
                arguments.groups = groups
            case let flag where PaletteFlags.contains(flag):
                let text = try value(flag)
                do {
                    try PaletteFlags.read(flag, value: text, into: &arguments.palette)
                } catch {
                    throw UsageError(description: "\(error)")
                }
                arguments.paletteWords += [flag, text]
            case "-h", "--help": throw UsageError(description: usage)
            default: throw UsageError(description: "unknown argument '\(word)'")
            }
        }
        return arguments
    }
}
