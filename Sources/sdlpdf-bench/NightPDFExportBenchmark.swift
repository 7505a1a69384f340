import Foundation

/// The book exported whole, beside MuPDF's own tools in the same run, alternating (issue 27):
/// `sdlpdf export BOOK -o x.pdf --mode night` against `mutool convert -o x.pdf BOOK`
/// (goal: median ratio ≤ 1.5), and every page as 150-dpi PNGs,
/// `sdlpdf export BOOK -o 'page%03d.png' --dpi 150` against `mutool draw -r 150 -o page%d.png BOOK`
/// (goal: median ratio ≤ 0.6, both cores).
struct NightPDFExportBenchmark {
    static let book = "b_long-book-352p_freeculture.pdf"
    static let dpi = 150
    static let pdfGoal = 1.5
    static let pagesGoal = 0.6

    let context: BenchContext
    let sdlpdf: String?

    func run() throws -> [BenchResult] {
        guard let sdlpdf, let mutool = context.mutool, let book = context.corpus.path(of: Self.book) else {
            context.progress("nightpdf: needs the sdlpdf binary, mutool and \(Self.book)")
            return []
        }
        let pages = context.scratch + "/pages"
        try FileManager.default.createDirectory(atPath: pages, withIntermediateDirectories: true)
        let comparisons: [(name: String, mine: [String], reference: String, theirs: [String], goal: Double)] = [
            ("book night PDF", [sdlpdf, "export", book, "-o", context.scratch + "/night.pdf", "--mode", "night", "--quiet"],
             "mutool convert -o x.pdf", [mutool, "convert", "-o", context.scratch + "/converted.pdf", book], Self.pdfGoal),
            ("book every page \(Self.dpi) dpi PNG", [sdlpdf, "export", book, "-o", pages + "/page%03d.png", "--dpi", "\(Self.dpi)", "--quiet"],
             "mutool draw -r \(Self.dpi) -o page%d.png", [mutool, "draw", "-q", "-r", "\(Self.dpi)", "-o", pages + "/mutool%d.png", book],
             Self.pagesGoal),
        ]
        return try comparisons.map { comparison in
            context.progress("nightpdf: \(comparison.name)")
            let measured = try context.rounds.measure(subject: { try Subprocess.time(comparison.mine) },
                                                      reference: { try Subprocess.time(comparison.theirs) })
            return BenchResult(group: "nightpdf", name: comparison.name, subject: measured.subject,
                               referenceName: comparison.reference,
                               reference: measured.reference, ratios: measured.ratios,
                               notes: ["command": comparison.mine.dropFirst().joined(separator: " ")],
                               goal: "median ratio ≤ \(comparison.goal)", goalMet: measured.ratios.median <= comparison.goal)
        }
    }
}
