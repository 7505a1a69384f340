import Viewer
import XCTest
@testable import SDLFrontend

final class PresentedFrameTests: XCTestCase {
    private let day = ObjectIdentifier(NSObject())

    private func frame(_ pages: [ScreenRect], pipeline: ObjectIdentifier? = nil, dimming: Double = 0,
                       layersBlank: Bool = true) -> PresentedFrame {
        PresentedFrame(pages: pages, surroundings: .init(pipeline: pipeline ?? day, dimming: dimming, outputWidth: 900,
                                                         outputHeight: 1000, layersBlank: layersBlank))
    }

    func testAPageTurnChangesTheBoxAroundThePagesOfBothFrames() {
        let before = frame([ScreenRect(x: 200, y: -300, width: 500, height: 700), ScreenRect(x: 180, y: 408, width: 540, height: 700)])
        let after = frame([ScreenRect(x: 180, y: -552, width: 540, height: 700), ScreenRect(x: 230, y: 156, width: 440, height: 600)])
        XCTAssertEqual(after.changedRegion(since: before), ScreenRect(x: 180, y: 0, width: 540, height: 1000))
    }

    func testThePagesOfTheFrameShownCountWhereTheyLeaveDesk() {
        let wide = frame([ScreenRect(x: 100, y: 100, width: 700, height: 800)])
        let narrow = frame([ScreenRect(x: 300, y: 200, width: 300, height: 400)])
        XCTAssertEqual(narrow.changedRegion(since: wide), ScreenRect(x: 100, y: 100, width: 700, height: 800))
    }

    func testTheWholeWindowGoesWhenAnythingBesideThePagesMayDiffer() {
        let pages = [ScreenRect(x: 200, y: 0, width: 500, height: 1000)]
        XCTAssertNil(frame(pages).changedRegion(since: nil), "nothing shown yet")
        XCTAssertNil(frame(pages, layersBlank: false).changedRegion(since: frame(pages)), "a layer draws now")
        XCTAssertNil(frame(pages).changedRegion(since: frame(pages, layersBlank: false)), "a layer drew before")
        XCTAssertNil(frame(pages, pipeline: ObjectIdentifier(NSObject())).changedRegion(since: frame(pages)), "another mode")
        XCTAssertNil(frame(pages, dimming: 0.3).changedRegion(since: frame(pages)), "another brightness")
        XCTAssertNil(frame([]).changedRegion(since: frame([])), "no pages")
    }
}
