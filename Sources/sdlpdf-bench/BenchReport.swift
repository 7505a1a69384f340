import Foundation

/// Everything one `sdlpdf-bench` run measured, printed as tables or JSON.
struct BenchReport: Codable {
    var machine: MachineDescription
    var corpus: String
    var warmUpRounds: Int
    var measuredRounds: Int
    var results: [BenchResult] = []

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    /// Markdown tables, one per group: median [min–max] of the subject and the
    /// reference, and the median per-round ratio.
    func tables() -> String {
        var lines = ["sdlpdf-bench on \(machine.cpu) × \(machine.cores), Linux \(machine.kernel), \(machine.mutool), \(machine.date)",
                     "corpus \(corpus); \(warmUpRounds) warm-up + \(measuredRounds) measured rounds (color/frame: at least 3 + 21); ms: median [min–max]", ""]
        for group in BenchArguments.allGroups + BenchArguments.namedOnlyGroups {
            let rows = results.filter { $0.group == group }
            guard !rows.isEmpty else { continue }
            lines += ["### \(group)", "", "| what | sdlpdf | reference | reference ms | ratio | notes | goal |", "| --- | --- | --- | --- | --- | --- | --- |"]
            for row in rows {
                let goal = row.goal.map { "\($0): " + (row.goalMet == true ? "met" : "MISSED") } ?? ""
                let notes = row.notes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: "; ")
                lines.append("| \(row.name) | \(Self.describe(row.subject)) | \(row.referenceName ?? "") | "
                             + "\(row.reference.map(Self.describe) ?? "") | \(row.ratios.map { String(format: "%.2f", $0.median) } ?? "") | \(notes) | \(goal) |")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    static func describe(_ samples: Samples) -> String {
        String(format: "%.2f [%.2f–%.2f]", samples.median, samples.minimum, samples.maximum)
    }
}
