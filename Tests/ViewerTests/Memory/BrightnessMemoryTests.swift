import Foundation
import XCTest
import Viewer

final class BrightnessMemoryTests: XCTestCase {
    func testSavedBrightnessIsLoadedBack() throws {
        let directory = try TemporaryDirectory()
        let memory = BrightnessMemory(directory: directory.url.appendingPathComponent("state/sdlpdf"))
        XCTAssertNil(memory.load())
        try memory.save(0.35)
        XCTAssertEqual(BrightnessMemory(directory: memory.directory).load(), 0.35)
        try memory.save(7)
        XCTAssertEqual(memory.load(), 1, "saved values are clamped to 0...1")
    }

    func testDamagedFileIsIgnoredAndReplaced() throws {
        let directory = try TemporaryDirectory()
        let memory = BrightnessMemory(directory: directory.url)
        for damaged in ["{\"brightness\": ", "{\"brightness\": \"dim\"}", "[0.5]", "{\"brightness\": 3}"] {
            try Data(damaged.utf8).write(to: memory.fileURL)
            XCTAssertNil(memory.load(), damaged)
        }
        try memory.save(0.5)
        XCTAssertEqual(memory.load(), 0.5)
    }

    func testStandardLocationFollowsXDGStateHome() {
        XCTAssertEqual(BrightnessMemory.standard(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.fileURL.path,
                       "/s/sdlpdf/brightness.json")
        XCTAssertEqual(BrightnessMemory.standard(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])?.fileURL.path,
                       "/h/.local/state/sdlpdf/brightness.json")
        XCTAssertNil(BrightnessMemory.standard(environment: [:]))
    }

    func testUnwritableDirectoryGivesAOneLineError() throws {
        let directory = try TemporaryDirectory()
        let blocker = directory.url.appendingPathComponent("file")
        try Data().write(to: blocker)
        let memory = BrightnessMemory(directory: blocker.appendingPathComponent("sdlpdf"))
        XCTAssertThrowsError(try memory.save(0.5)) { error in
            let description = "\(error)"
            XCTAssertTrue(description.hasPrefix("cannot remember the brightness: cannot create directory "), description)
            XCTAssertFalse(description.contains("\n"))
        }
    }
}
