import ReaderCore
import Viewer
import XCTest
@testable import SDLFrontend

final class OutlineLayerTests: XCTestCase {
    private let outline = OutlineTree(entries: [
        .init(title: "One", depth: 0, page: 0),
        .init(title: "Two", depth: 0, page: 1),
        .init(title: "Two.a", depth: 1, page: 2, point: PagePoint(x: 0, y: 300)),
        .init(title: "Web", depth: 0, page: nil),
    ])

    private func key(_ key: Key) -> InputEvent { .keyDown(KeyChord(key), isRepeat: false) }

    func testItOpensOnTheCurrentEntryAndEnterJumpsAndCloses() {
        let host = FakeLayerHost()
        let layer = OutlineLayer(read: { [outline] in .read(outline) }, place: (page: 2, y: 400))
        XCTAssertEqual(layer.shownTree?.selection, 2)
        XCTAssertTrue(layer.handle(key(.enter), in: host))
        XCTAssertEqual(host.actions, [.remove(ObjectIdentifier(layer)), .jump(.point(page: 2, PagePoint(x: 0, y: 300)))])
    }

    func testKeysMoveOpenAndCloseAndEscapeCloses() {
        let host = FakeLayerHost()
        let layer = OutlineLayer(read: { [outline] in .read(outline) }, place: (page: 0, y: 0))
        XCTAssertTrue(layer.handle(key(.down), in: host))
        XCTAssertTrue(layer.handle(key(.right), in: host))
        XCTAssertEqual(layer.shownTree?.visibleEntries, [0, 1, 2, 3])
        XCTAssertTrue(layer.handle(key(.left), in: host))
        XCTAssertEqual(layer.shownTree?.visibleEntries, [0, 1, 3])
        XCTAssertTrue(layer.handle(key(.character("j")), in: host))
        XCTAssertTrue(layer.handle(key(.enter), in: host), "an entry leading nowhere does nothing")
        XCTAssertEqual(host.actions, [])
        XCTAssertTrue(layer.handle(key(.escape), in: host))
        XCTAssertEqual(host.actions, [.remove(ObjectIdentifier(layer))])
    }

    func testWhileReadingItSaysSoAndShowsTheOutlineOnceRead() {
        let host = FakeLayerHost()
        var known: DocumentNavigation.Outline = .reading
        let layer = OutlineLayer(read: { known }, place: (page: 1, y: 0))
        XCTAssertNil(layer.shownTree)
        XCTAssertNotNil(layer.nextWakeUp)
        known = .read(outline)
        layer.tick(now: host.now, in: host)
        XCTAssertEqual(layer.shownTree?.selection, 1)
        XCTAssertNil(layer.nextWakeUp)
    }

    func testAClickBesideThePanelClosesIt() {
        let host = FakeLayerHost()
        let layer = OutlineLayer(read: { [outline] in .read(outline) }, place: (page: 0, y: 0))
        XCTAssertTrue(layer.handle(.pointer(PointerInput(.pressed(.left, at: ScreenPoint(x: 790, y: 500)))), in: host))
        XCTAssertEqual(host.actions, [.remove(ObjectIdentifier(layer))])
    }

    func testTheIndicatorHidesAfterTwoSeconds() {
        let host = FakeLayerHost()
        let indicator = PageIndicatorLayer()
        XCTAssertTrue(indicator.isBlank)
        indicator.show("ii (2 / 5)", now: 1000)
        XCTAssertFalse(indicator.isBlank)
        XCTAssertEqual(indicator.nextWakeUp, 3000)
        indicator.tick(now: 2999, in: host)
        XCTAssertFalse(indicator.isBlank)
        indicator.tick(now: 3000, in: host)
        XCTAssertTrue(indicator.isBlank)
    }
}
