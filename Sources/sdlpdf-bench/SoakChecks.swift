import Foundation

/// The soak's checks on one document's `SoakBenchmark.Outcome`, each a row
/// with its criterion printed as the goal:
/// - resident memory: growth from the 1,000th to the 5,000th action ≤ 5 MiB
///   (issue 14's figure), with the growth split by `SoakMemorySample`;
/// - descriptors and the process's own threads: no more at the end than at
///   the start, both counted at idle points (`SoakIdlePoint`); libdispatch's
///   idle pool threads are reported beside them, not checked: libdispatch
///   keeps or retires them on its own clock (2 or 3 at idle points of one
///   quiet run);
/// - textures: the page tiles' textures within the texture budget at the end
///   of every round, and the count of live SDL textures not trending up after
///   the warm-up (the first fifth of the rounds): the median count of the
///   second half of the remaining rounds at most one above the first half's
///   (the count varies by a few with the tiles the pages on screen take).
struct SoakChecks {
    static let growthLimitMiB = 5.0
    static let firstSample = 1000
    static let lastSample = 5000

    let outcome: SoakBenchmark.Outcome
    let document: String

    func results() -> [BenchResult] {
        [memory(), descriptors(), threads(), textures()]
    }

    private func memory() -> BenchResult {
        let first = outcome.samples[Self.firstSample], last = outcome.samples[Self.lastSample]
        let growth = (last?.residentMiB ?? .nan) - (first?.residentMiB ?? .nan)
        var notes = ["actions": "\(outcome.actions) in \(String(format: "%.0f", outcome.seconds)) s"]
        for (action, sample) in outcome.samples.sorted(by: { $0.key < $1.key })
            where action == Self.firstSample || action == Self.lastSample || action == outcome.actions {
            notes["at action \(action), MiB"] = sample.summary
        }
        if let first, let last {
            notes["growth 1,000 → 5,000, MiB"] = last.growth(since: first)
        }
        if let trim = outcome.trim {
            notes["malloc_trim(0) at the end, idle: VmRSS before / after, MiB"] = String(format: "%.1f / %.1f", trim.before, trim.after)
        }
        if let last, let end = outcome.samples[outcome.actions], end.actions > Self.lastSample {
            notes["growth 5,000 → \(end.actions), MiB"] = end.growth(since: last)
        }
        return BenchResult(group: "soak", name: "VmRSS growth, action 1,000 → 5,000, \(document) (MiB)", unit: "MiB",
                           subject: Samples([growth]), notes: notes,
                           goal: "VmRSS at action 5,000 ≤ at action 1,000 + 5 MiB", goalMet: growth <= Self.growthLimitMiB)
    }

    private func descriptors() -> BenchResult {
        let start = outcome.start?.descriptors ?? -1, end = outcome.end?.descriptors ?? Int.max
        return BenchResult(group: "soak", name: "open descriptors at idle, start / end, \(document)", unit: "count",
                           subject: Samples([Double(end)]), notes: ["start / end": "\(start) / \(end)", "idle": idleNote],
                           goal: "end ≤ start, both at idle points", goalMet: end <= start && idleReached)
    }

    private func threads() -> BenchResult {
        let start = outcome.start, end = outcome.end
        let met = (end?.ownThreads ?? Int.max) <= (start?.ownThreads ?? -1) && idleReached
        return BenchResult(group: "soak", name: "threads at idle, start / end, \(document)", unit: "count",
                           subject: Samples([Double(end?.ownThreads ?? -1)]),
                           notes: ["start / end": "\(start?.threadSummary ?? "?") / \(end?.threadSummary ?? "?")", "idle": idleNote],
                           goal: "own threads: end ≤ start, both at idle points (dispatch pool reported)", goalMet: met)
    }

    private func textures() -> BenchResult {
        let budget = outcome.textureBudgetBytes
        let overBudget = outcome.roundEnds.filter { $0.tileTextureBytes > budget }.count
        let settled = outcome.roundEnds.dropFirst(outcome.roundEnds.count / 5).map(\.liveTextures)
        let earlier = settled.prefix(settled.count / 2), later = settled.dropFirst(settled.count / 2)
        let median = { (counts: ArraySlice<Int>) in Samples(counts.map(Double.init)).median }
        let trendingUp = !(median(later) <= median(earlier) + 1)
        let mib = { (bytes: Int) in String(format: "%.1f", Double(bytes) / 1_048_576) }
        let tileBytes = outcome.roundEnds.map(\.tileTextureBytes)
        return BenchResult(group: "soak", name: "SDL textures at round ends, \(document)", unit: "count",
                           subject: Samples(settled.map(Double.init)),
                           notes: ["tile textures at round ends, MiB": "\(mib(tileBytes.min() ?? 0))–\(mib(tileBytes.max() ?? 0)) "
                                       + "of a \(mib(budget)) MiB budget; \(overBudget) of \(outcome.roundEnds.count) rounds over it",
                                   "live textures after the warm-up, first / second half, median (min–max)":
                                       String(format: "%.0f (%d–%d) / %.0f (%d–%d)", median(earlier), earlier.min() ?? -1,
                                              earlier.max() ?? -1, median(later), later.min() ?? -1, later.max() ?? -1)],
                           goal: "tile textures within the budget at every round end; live textures' median in the second half "
                               + "of the rounds after the warm-up (first fifth) ≤ the first half's + 1",
                           goalMet: overBudget == 0 && !trendingUp && !settled.isEmpty)
    }

    private var idleReached: Bool {
        outcome.start?.backgroundWorkEnded == true && outcome.end?.backgroundWorkEnded == true
    }

    private var idleNote: String {
        idleReached ? "background work ended before both counts"
            : "background work still running after \(Int(SoakIdlePoint.backgroundDeadline)) s at the start or the end"
    }
}
