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

    func testVersionPrintsAVersionAndExitsWithStatus0() throws {
        let result = try runSDLPDF(["--version"])

        XCTAssertEqual(result.termination, Termination(status: 0, signaled: false), "stderr: \(result.standardError)")
        XCTAssertNotNil(result.standardOutput.rangeOfCharacter(from: .decimalDigits),
                        "--version should print a version number, printed: \(result.standardOutput)")
    }
}
