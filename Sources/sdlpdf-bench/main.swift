import Foundation

/// `sdlpdf-bench`: what sdlpdf's speed looks like from inside the process, next to
/// references measured in the same run. See `BenchArguments.usage`.
if CommandLine.arguments.count == 3 && CommandLine.arguments[1] == ScalingBenchmark.childFlag {
    do {
        try ScalingBenchmark.runChild(CommandLine.arguments[2])
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("sdlpdf-bench: \(error)\n".utf8))
        exit(1)
    }
}
if CommandLine.arguments.count == 3 && CommandLine.arguments[1] == ScalingBenchmark.writeDocumentsFlag {
    do {
        for document in try ScalingBenchmark.writeDocuments(to: CommandLine.arguments[2]) { print(document.path) }
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("sdlpdf-bench: cannot write the scaling documents: \(error)\n".utf8))
        exit(1)
    }
}
let arguments: BenchArguments
let corpus: BenchCorpus
do {
    arguments = try BenchArguments.parse(Array(CommandLine.arguments.dropFirst()))
    corpus = try BenchCorpus.locate(arguments.corpus)
} catch {
    FileHandle.standardError.write(Data("sdlpdf-bench: \(error)\n".utf8))
    exit(2)
}

let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sdlpdf-bench-\(getpid())").path
try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)

let context = BenchContext(corpus: corpus, rounds: AlternatingRuns(warmUp: arguments.warmUp, runs: arguments.runs),
                           scratch: scratch, mutool: Subprocess.locate("mutool"))
if context.mutool == nil {
    context.progress("mutool is not installed (apt-get install mupdf-tools): figures without the mutool reference")
}
let sdlpdf = arguments.sdlpdf ?? Bundle.main.executableURL.map { $0.deletingLastPathComponent().appendingPathComponent("sdlpdf").path }
let sdlpdfBinary = sdlpdf.flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }
if !arguments.groups.isDisjoint(with: ["export", "nightpdf"]) && sdlpdfBinary == nil {
    context.progress("no sdlpdf binary at \(sdlpdf ?? "?") (build it, or pass --sdlpdf PATH): export measured in process only")
}

var report = BenchReport(machine: .current(), corpus: corpus.directory, warmUpRounds: arguments.warmUp, measuredRounds: arguments.runs)
var failed = false
func measure(_ group: String, _ body: () throws -> [BenchResult]) {
    guard arguments.groups.contains(group) else { return }
    do {
        report.results += try body()
    } catch {
        context.progress("\(group) benchmark failed: \(error)")
        failed = true
    }
}
measure("color") { PipelineCompileBenchmark(context: context).run() }
measure("render") { try RenderBenchmark(context: context).run() }
measure("export") { try ExportBenchmark(context: context, sdlpdf: sdlpdfBinary).run() }
measure("color") { try ColorPipelineBenchmark(context: context).run() }
measure("frame") { try FrameBenchmark(context: context).run() }
measure("session") { try SessionBenchmark(context: context).run() }
measure("find") { try FindBenchmark(context: context).run() }
measure("scaling") {
    guard let bench = Bundle.main.executablePath else { throw ScalingBenchmark.Failure(description: "cannot tell this binary's path") }
    return try ScalingBenchmark(context: context, benchBinary: bench).run()
}
measure("nightimages") {
    try NightImagesBenchmark(context: context, palette: arguments.palette, paletteWords: arguments.paletteWords,
                             sdlpdf: sdlpdfBinary).run()
}
measure("nightpdf") { try NightPDFExportBenchmark(context: context, sdlpdf: sdlpdfBinary).run() }
measure("soak") { try SoakBenchmark(context: context, rounds: arguments.soakRounds).run() }

do {
    print(arguments.json ? try report.json() : report.tables())
} catch {
    context.progress("cannot encode the report: \(error)")
    failed = true
}
try? FileManager.default.removeItem(atPath: scratch)
exit(failed ? 1 : 0)
