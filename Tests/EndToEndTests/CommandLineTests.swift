import Foundation
import XCTest

/// sdlpdf's command line without a window: errors, exit codes, help, version.
final class CommandLineTests: EndToEndTestCase {
    func testMissingFileExitsWithStatus1AndOneLineMessageNamingTheFile() throws {
        let missing = workDirectory.appendingPathComponent("no-such-document.pdf")

        let result = try runSDLPDF([missing.path])

        XCTAssertEqual(result.termination, Termination(status: 1, signaled: false), "stderr: \(result.standardError)")
        let message = result.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertFalse(message.isEmpty, "expected an error message on stderr")
        XCTAssertFalse(message.contains("\n"), "expected a one-line message, got:\n\(message)")
        XCTAssertTrue(message.contains("no-such-document.pdf"), "message does not name the file: \(message)")
    }

    func testEmptyFileExitsWithStatus1AndNamesTheFile() throws {
        let empty = workDirectory.appendingPathComponent("empty.pdf")
        XCTAssertTrue(FileManager.default.createFile(atPath: empty.path, contents: Data()))

        let result = try runSDLPDF([empty.path])

        XCTAssertEqual(result.termination, Termination(status: 1, signaled: false), "stderr: \(result.standardError)")
        let message = result.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertFalse(message.contains("\n"), "expected a one-line message, got:\n\(message)")
        XCTAssertTrue(message.contains("empty.pdf"), "message does not name the file: \(message)")
    }

    func testUnknownFlagExitsWithStatus2() throws {
        let result = try runSDLPDF(["--no-such-flag"])

        XCTAssertEqual(result.termination, Termination(status: 2, signaled: false), "stderr: \(result.standardError)")
        XCTAssertTrue(result.standardError.contains("--no-such-flag"),
                      "stderr should name the unknown flag: \(result.standardError)")
    }

    func testHelpListsTheOptionsAndExitsWithStatus0() throws {
        let result = try runSDLPDF(["--help"])

        XCTAssertEqual(result.termination, Termination(status: 0, signaled: false), "stderr: \(result.standardError)")
        for option in ["--help", "--version", "--mode", "export"] {
            XCTAssertTrue(result.standardOutput.contains(option), "--help output does not mention \(option):\n\(result.standardOutput)")
        }
    }

    /// README's keys table and --help's keys (made from the key map) name
    /// the same keyboard keys: none missing from either, none made up.
    func testReadmesKeysTableNamesTheKeysHelpLists() throws {
        let help = try runSDLPDF(["--help"]).standardOutput.components(separatedBy: "\n")
        let keysStart = try XCTUnwrap(help.firstIndex { $0.hasPrefix("Keys") }, "--help has no Keys section")
        let helpRows = help[(keysStart + 1)...].prefix { $0.hasPrefix("  ") }
        let helpKeys = Set(helpRows.flatMap { row -> [String] in
            let column = row.dropFirst(2).components(separatedBy: "  ").first ?? ""
            return column.components(separatedBy: ", ")
        }.filter(Self.isKeyboardKey))
        let readme = try String(contentsOf: TestEnvironment.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let tableStart = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("| Keys |") }, "README has no keys table")
        let readmeKeys = Set(lines[(tableStart + 2)...].prefix { $0.hasPrefix("|") }.flatMap { row -> [String] in
            let column = row.split(separator: "|").first.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
            return column.components(separatedBy: " / ").flatMap { $0.components(separatedBy: ", ") }
                .map { $0.components(separatedBy: " (").first ?? $0 }
        }.filter(Self.isKeyboardKey))
        XCTAssertGreaterThan(helpKeys.count, 40, "\(helpKeys.sorted())")
        XCTAssertEqual(readmeKeys.subtracting(helpKeys).sorted(), [], "in README's keys table, not bound")
        XCTAssertEqual(helpKeys.subtracting(readmeKeys).sorted(), [], "bound (--help), not in README's keys table")
    }

    /// "Ctrl+R", "Page Down", "j"; not "wheel", "left drag", "dropping a file", "mouse back".
    private static func isKeyboardKey(_ name: String) -> Bool {
        let words = ["wheel", "drag", "click", "file", "button", "press", "link", "mouse"]
        return !name.isEmpty && !words.contains { name.lowercased().contains($0) }
    }

    func testVersionPrintsAVersionAndExitsWithStatus0() throws {
        let result = try runSDLPDF(["--version"])

        XCTAssertEqual(result.termination, Termination(status: 0, signaled: false), "stderr: \(result.standardError)")
        XCTAssertNotNil(result.standardOutput.rangeOfCharacter(from: .decimalDigits),
                        "--version should print a version number, printed: \(result.standardOutput)")
    }

    func testVersionNamesSDLAndMuPDFAndVerboseTheVideoDriverThatSDLVIDEODRIVERChose() throws {
        let plain = try runSDLPDF(["--version"])
        let lines = plain.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, plain.standardOutput)
        XCTAssertTrue(lines.contains { $0.hasPrefix("SDL 2.") }, plain.standardOutput)
        XCTAssertTrue(lines.contains("MuPDF 1.21.1"), plain.standardOutput)

        let display = try startDisplay(width: 640, height: 480)
        var environment = TestEnvironment.sdlpdfEnvironment(home: workDirectory, display: display)
        for (driver, expected) in [("x11", "video driver: x11"), ("dummy", "video driver: dummy")] {
            environment["SDL_VIDEODRIVER"] = driver
            let verbose = try Command.run(try sdlpdf().path, ["--version", "--verbose"], environment: environment,
                                          timeout: 10, logDirectory: workDirectory)
            XCTAssertEqual(verbose.termination, Termination(status: 0, signaled: false), verbose.standardError)
            XCTAssertTrue(verbose.standardOutput.split(separator: "\n").contains { $0 == expected },
                          "SDL_VIDEODRIVER=\(driver) is the driver used: \(verbose.standardOutput)")
        }
        let noDisplay = try runSDLPDF(["--verbose", "--version"])
        XCTAssertEqual(noDisplay.termination, Termination(status: 0, signaled: false), noDisplay.standardError)
        XCTAssertTrue(noDisplay.standardOutput.contains("video driver: none ("), noDisplay.standardOutput)
    }
}
