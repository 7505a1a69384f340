import Viewer
import XCTest

final class OutlineTreeTests: XCTestCase {
    /// 0 Preface (p1) · 1 Part I (p3) · 2 Ch 1 (p3 y200) · 3 Ch 2 (p7) · 4 Part II (p10) · 5 Ch 3 (p10 y300) · 6 Web (nowhere)
    private func book() -> OutlineTree {
        OutlineTree(entries: [
            .init(title: "Preface", depth: 0, page: 0),
            .init(title: "Part I", depth: 0, page: 2),
            .init(title: "Chapter 1", depth: 1, page: 2, point: PagePoint(x: 0, y: 200)),
            .init(title: "Chapter 2", depth: 1, page: 6),
            .init(title: "Part II", depth: 0, page: 9),
            .init(title: "Chapter 3", depth: 1, page: 9, point: PagePoint(x: 0, y: 300)),
            .init(title: "Web", depth: 0, page: nil),
        ])
    }

    func testClosedEntriesHideTheirChildren() {
        var tree = book()
        XCTAssertEqual(tree.visibleEntries, [0, 1, 4, 6])
        tree.toggle(1)
        XCTAssertEqual(tree.visibleEntries, [0, 1, 2, 3, 4, 6])
        tree.toggle(0)
        XCTAssertEqual(tree.visibleEntries, [0, 1, 2, 3, 4, 6], "a leaf has nothing to open")
    }

    func testArrowKeysMoveOpenAndClose() {
        var tree = book()
        tree.moveSelection(by: 1)
        XCTAssertEqual(tree.selection, 1)
        tree.expandSelection()
        XCTAssertEqual(tree.selection, 1)
        XCTAssertTrue(tree.expanded.contains(1))
        tree.expandSelection()
        XCTAssertEqual(tree.selection, 2, "Right on an open entry goes to its first child")
        tree.collapseSelection()
        XCTAssertEqual(tree.selection, 1, "Left on a leaf goes to its parent")
        tree.collapseSelection()
        XCTAssertEqual(tree.visibleEntries, [0, 1, 4, 6])
        tree.moveSelection(by: 10)
        XCTAssertEqual(tree.selection, 6)
        tree.moveSelection(by: -100)
        XCTAssertEqual(tree.selection, 0)
    }

    func testClosingAnAncestorOfTheSelectionSelectsIt() {
        var tree = book()
        tree.select(5)
        XCTAssertEqual(tree.visibleEntries, [0, 1, 4, 5, 6])
        tree.toggle(4)
        XCTAssertEqual(tree.selection, 4)
    }

    func testTheCurrentEntryIsTheLastOneAtOrBeforeThePosition() {
        let tree = book()
        XCTAssertEqual(tree.entry(atPage: 0, y: 0), 0)
        XCTAssertEqual(tree.entry(atPage: 2, y: 100), 1, "above Chapter 1's heading, still in Part I")
        XCTAssertEqual(tree.entry(atPage: 2, y: 250), 2)
        XCTAssertEqual(tree.entry(atPage: 8, y: 0), 3)
        XCTAssertEqual(tree.entry(atPage: 11, y: 0), 5)
        XCTAssertNil(OutlineTree(entries: [.init(title: "Late", depth: 0, page: 5)]).entry(atPage: 1, y: 0))
    }

    func testDepthsThatSkipALevelAreMadeConsistent() {
        let tree = OutlineTree(entries: [.init(title: "a", depth: 0, page: 0), .init(title: "b", depth: 3, page: 1)])
        XCTAssertEqual(tree.entries.map(\.depth), [0, 1])
        XCTAssertEqual(tree.parent(of: 1), 0)
        XCTAssertNil(OutlineTree(entries: []).selection)
    }
}
