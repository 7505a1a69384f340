/// The outline (table of contents) as the outline panel shows it: entries
/// depth-first, each opened or closed, one selected. Only entries whose
/// ancestors are all open are visible; a closed entry hides its subtree.
public struct OutlineTree: Sendable {
    /// One entry of the outline.
    public struct Entry: Hashable, Sendable {
        public var title: String
        /// 0 for top-level entries.
        public var depth: Int
        /// The page it leads to (0-based); nil for an entry that leads
        /// nowhere in the document (a web link, an unresolved target).
        public var page: Int?
        /// The point on `page` it leads to, when it names one.
        public var point: PagePoint?

        public init(title: String, depth: Int, page: Int?, point: PagePoint? = nil) {
            self.title = title
            self.depth = depth
            self.page = page
            self.point = point
        }
    }

    /// Depth-first, as the document lists them (depths made consistent:
    /// an entry is at most one level below the one before it).
    public let entries: [Entry]
    /// Which entries are open.
    public private(set) var expanded: Set<Int> = []
    /// The selected entry (an index into `entries`); nil for an empty outline.
    public private(set) var selection: Int?

    public init(entries: [Entry]) {
        var previousDepth = -1
        self.entries = entries.map { entry in
            var entry = entry
            entry.depth = min(max(entry.depth, 0), previousDepth + 1)
            previousDepth = entry.depth
            return entry
        }
        selection = self.entries.isEmpty ? nil : 0
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// Whether entry `index` has entries below it.
    public func hasChildren(_ index: Int) -> Bool {
        index + 1 < entries.count && entries[index + 1].depth > entries[index].depth
    }

    /// The entry's parent, nil for a top-level one.
    public func parent(of index: Int) -> Int? {
        let depth = entries[index].depth
        return (0..<index).last { entries[$0].depth < depth }
    }

    /// The entries shown, in order: those whose ancestors are all open.
    public var visibleEntries: [Int] {
        var visible: [Int] = []
        var hiddenBelowDepth: Int?
        for (index, entry) in entries.enumerated() {
            if let depth = hiddenBelowDepth {
                if entry.depth > depth { continue }
                hiddenBelowDepth = nil
            }
            visible.append(index)
            if hasChildren(index), !expanded.contains(index) { hiddenBelowDepth = entry.depth }
        }
        return visible
    }

    /// Moves the selection `steps` visible entries down (up when negative), within the list.
    public mutating func moveSelection(by steps: Int) {
        let visible = visibleEntries
        guard let selection, let position = visible.firstIndex(of: selection) else { return }
        self.selection = visible[min(max(position + steps, 0), visible.count - 1)]
    }

    /// Selects entry `index` (opening its ancestors so it shows).
    public mutating func select(_ index: Int) {
        guard entries.indices.contains(index) else { return }
        var ancestor = parent(of: index)
        while let open = ancestor {
            expanded.insert(open)
            ancestor = parent(of: open)
        }
        selection = index
    }

    /// Right: opens the selected entry, or when open (or a leaf) moves to its first child.
    public mutating func expandSelection() {
        guard let selection, hasChildren(selection) else { return }
        if expanded.contains(selection) {
            self.selection = selection + 1
        } else {
            expanded.insert(selection)
        }
    }

    /// Left: closes the selected entry, or when closed (or a leaf) moves to its parent.
    public mutating func collapseSelection() {
        guard let selection else { return }
        if hasChildren(selection), expanded.contains(selection) {
            expanded.remove(selection)
        } else if let parent = parent(of: selection) {
            self.selection = parent
        }
    }

    /// Opens a closed entry, closes an open one (a click on its arrow).
    public mutating func toggle(_ index: Int) {
        guard hasChildren(index) else { return }
        if expanded.contains(index) {
            expanded.remove(index)
            if let selection, isDescendant(selection, of: index) { self.selection = index }
        } else {
            expanded.insert(index)
        }
    }

    private func isDescendant(_ index: Int, of ancestor: Int) -> Bool {
        var current = parent(of: index)
        while let node = current {
            if node == ancestor { return true }
            current = parent(of: node)
        }
        return false
    }

    /// The entry of the place `page` (0-based) and `pagePoint`'s height on
    /// it: the last entry, in document order, that leads to a place at or
    /// before it; nil when every entry leads further on (or nowhere).
    public func entry(atPage page: Int, y: Double) -> Int? {
        var best: (index: Int, page: Int, y: Double)?
        for (index, entry) in entries.enumerated() {
            guard let target = entry.page else { continue }
            let targetY = entry.point?.y ?? 0
            guard target < page || (target == page && targetY <= y) else { continue }
            if let current = best, (target, targetY) < (current.page, current.y) { continue }
            best = (index, target, targetY)
        }
        return best?.index
    }
}
