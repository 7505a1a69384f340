import XCTest
@testable import Viewer

final class ReloadTests: XCTestCase {
    func testReloadWithTheSameGeometryKeepsEverything() {
        var state = ViewerState.make()
        state.zoom(to: 1.3, about: state.viewport.center)
        _ = state.apply(.rotateClockwise)
        state.goToPage(4)
        state.scroll(byX: 0, y: 123)
        let scroll = (state.scrollX, state.scrollY)
        state.reload(geometry: FakePageGeometry.mixed)
        XCTAssertEqual(state.zoom, 1.3)
        XCTAssertEqual(state.rotation, .clockwise90)
        XCTAssertEqual(state.scrollX, scroll.0, accuracy: 1)
        XCTAssertEqual(state.scrollY, scroll.1, accuracy: 1)
    }

    func testRestoreAgainstChangedPageSizesKeepsPageAndFraction() {
        var state = ViewerState.make(.uniform)
        state.zoom(to: 1, about: state.viewport.center)
        state.goToPage(12)
        state.scroll(byX: 0, y: 396)  // half of a 792 pt Letter page
        let saved = state.savedPosition
        XCTAssertEqual(saved.reading.pageIndex, 12)
        XCTAssertEqual(saved.reading.verticalFraction, 0.5, accuracy: 0.002)

        let a4 = FakePageGeometry(sizes: Array(repeating: FakePageGeometry.a4, count: 30))
        state.replaceGeometry(with: a4, restoring: saved)
        XCTAssertEqual(state.readingPosition.pageIndex, 12)
        XCTAssertEqual(state.readingPosition.verticalFraction, 0.5, accuracy: 0.002)
        XCTAssertEqual(state.zoom, 1)
        XCTAssertEqual(state.fitMode, .custom)
    }

    func testRestoreClampsToAShorterDocument() {
        var state = ViewerState.make(.uniform)
        _ = state.apply(.fitWidth)
        state.goToPage(25)
        let saved = state.savedPosition
        state.replaceGeometry(with: FakePageGeometry(sizes: Array(FakePageGeometry.uniform.sizes.prefix(5))),
                              restoring: saved)
        XCTAssertEqual(state.pageCount, 5)
        XCTAssertEqual(state.currentPageIndex, 4)
        XCTAssertEqual(state.fitMode, .width)
        XCTAssertEqual(state.screenFrame(ofPage: 4).width, 800)
        XCTAssertEqual(state.screenFrame(ofPage: 4).y, 0, "top of the last page")
    }

    func testRestoreIntoAnEmptyDocumentAndBack() {
        var state = ViewerState.make(.uniform, startPage: 3)
        let saved = state.savedPosition
        state.replaceGeometry(with: FakePageGeometry(sizes: []), restoring: saved)
        XCTAssertTrue(state.visiblePages().isEmpty)
        state.replaceGeometry(with: FakePageGeometry.uniform, restoring: saved)
        XCTAssertEqual(state.currentPageIndex, 3)
    }
}

final class SavedPositionTests: XCTestCase {
    func testSavedPositionSurvivesJSONAndRestoresInANewSession() throws {
        var state = ViewerState.make(.mixed)
        state.zoom(to: 2, about: state.viewport.center)
        _ = state.apply(.rotateCounterClockwise)
        state.goToPage(7)
        state.scroll(byX: 0, y: 250)
        let data = try JSONEncoder().encode(state.savedPosition)
        let decoded = try JSONDecoder().decode(SavedViewerPosition.self, from: data)
        XCTAssertEqual(decoded, state.savedPosition)

        var fresh = ViewerState.make(.mixed)
        fresh.restore(decoded)
        XCTAssertEqual(fresh.rotation, .clockwise270)
        XCTAssertEqual(fresh.zoom, 2)
        XCTAssertEqual(fresh.scrollY, state.scrollY, accuracy: 1)
        XCTAssertEqual(fresh.currentPageIndex, state.currentPageIndex)
    }
}
