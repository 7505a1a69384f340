import Viewer
import XCTest

final class SyncTeXOptionsTests: XCTestCase {
    func testTheEditorCommandSplitsLikeAShellAndFillsInThePlaceholders() throws {
        let command = try SyncTeXEditorCommand(parsing: #"gvim --remote-silent "+call cursor(%{line}, %{column})" 'my file' %{input}"#)
        XCTAssertEqual(command.arguments(input: "/home/a b/thesis.tex", line: 12, column: 3),
                       ["gvim", "--remote-silent", "+call cursor(12, 3)", "my file", "/home/a b/thesis.tex"])
        XCTAssertEqual(try SyncTeXEditorCommand(parsing: #"code -g %{input}:%{line} a\ b"#).words, ["code", "-g", "%{input}:%{line}", "a b"])
    }

    func testEditorCommandsThatCannotWork() {
        for (text, reason) in [("", "it names no program"), ("gvim 'x %{line}", "the quote ' is not closed"),
                               ("gvim thesis.tex", "it names no place in the source: give %{input} and %{line}")] {
            XCTAssertThrowsError(try SyncTeXEditorCommand(parsing: text)) { error in
                XCTAssertEqual("\(error)", reason, text)
            }
        }
    }

    func testForwardSearchTakesLineColumnAndFile() throws {
        XCTAssertEqual(SyncTeXForward(parsing: "12:0:/home/me/c:drive/thesis.tex"),
                       SyncTeXForward(line: 12, column: 0, input: "/home/me/c:drive/thesis.tex"))
        for bad in ["12:thesis.tex", "0:0:thesis.tex", "a:0:thesis.tex", "12:0:"] {
            XCTAssertNil(SyncTeXForward(parsing: bad), bad)
        }
        guard case .view(let options) = try LaunchRequest.parse(["--synctex-forward", "3:1:a.tex", "a.pdf"]) else {
            return XCTFail("not a window")
        }
        XCTAssertEqual(options.synctexForward, SyncTeXForward(line: 3, column: 1, input: "a.tex"))
        XCTAssertThrowsError(try LaunchRequest.parse(["--synctex-forward", "3:1:a.tex"]))
    }
}
