/// One value per page of a document, stored as runs of consecutive pages
/// with equal values: a long document whose pages mostly share one size
/// costs a few runs, not an entry a page (issue 15, goal 3). Reading a
/// page's value is a binary search over the runs.
public struct PageRuns<Value: Equatable & Sendable>: Sendable, Equatable {
    /// First page of each run, ascending; the first run starts at page 0.
    private var starts: [Int32] = []
    /// Each run's value; no two neighbouring runs are equal.
    private var values: [Value] = []
    /// Number of pages.
    public private(set) var count = 0

    /// No pages.
    public init() {}

    /// `count` pages of `value`.
    public init(repeating value: Value, count: Int) {
        guard count > 0 else { return }
        starts = [0]
        values = [value]
        self.count = count
    }

    /// The pages' values in order.
    public init(_ pages: some Sequence<Value>) {
        for value in pages { append(value) }
    }

    /// Adds a page of `value` at the end.
    public mutating func append(_ value: Value) {
        if values.last != value {
            starts.append(Int32(count))
            values.append(value)
        }
        count += 1
    }

    /// Number of runs.
    public var runCount: Int { values.count }

    /// The pages and value of run `index` (`0..<runCount`).
    public func run(_ index: Int) -> (pages: Range<Int>, value: Value) {
        let end = index + 1 < starts.count ? Int(starts[index + 1]) : count
        return (Int(starts[index])..<end, values[index])
    }

    /// The runs in order.
    public var runs: [(pages: Range<Int>, value: Value)] { (0..<runCount).map(run) }

    /// The index of the run holding `page` (`0..<count`).
    public func runIndex(containing page: Int) -> Int {
        precondition(page >= 0 && page < count, "page \(page) out of range 0..<\(count)")
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(starts[middle]) <= page { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The value of `page` (`0..<count`); setting it splits its run where
    /// the value differs and joins runs that become equal.
    public subscript(page: Int) -> Value {
        get { values[runIndex(containing: page)] }
        set {
            let index = runIndex(containing: page)
            guard values[index] != newValue else { return }
            let pages = run(index).pages
            // Split the run around the page: [before][page][after].
            var newStarts: [Int32] = [], newValues: [Value] = []
            if pages.lowerBound < page {
                newStarts.append(Int32(pages.lowerBound))
                newValues.append(values[index])
            }
            newStarts.append(Int32(page))
            newValues.append(newValue)
            if page + 1 < pages.upperBound {
                newStarts.append(Int32(page + 1))
                newValues.append(values[index])
            }
            starts.replaceSubrange(index...index, with: newStarts)
            values.replaceSubrange(index...index, with: newValues)
            let changed = index + (pages.lowerBound < page ? 1 : 0)
            joinWithNext(changed)
            if changed > 0 { joinWithNext(changed - 1) }
        }
    }

    /// Joins run `index` with the one after it when their values are equal.
    private mutating func joinWithNext(_ index: Int) {
        guard index + 1 < values.count, values[index] == values[index + 1] else { return }
        starts.remove(at: index + 1)
        values.remove(at: index + 1)
    }

    /// Whether some page has `value`.
    public func contains(_ value: Value) -> Bool { values.contains(value) }

    /// Each run's value in order (neighbours differ).
    public var runValues: [Value] { values }

    /// The same pages with each value transformed.
    public func map<T>(_ transform: (Value) -> T) -> PageRuns<T> {
        var result = PageRuns<T>()
        for index in 0..<runCount {
            let run = run(index)
            result.append(transform(run.value), pages: run.pages.count)
        }
        return result
    }

    /// Adds `pages` pages of `value` at the end.
    public mutating func append(_ value: Value, pages: Int) {
        guard pages > 0 else { return }
        append(value)
        count += pages - 1
    }
}
