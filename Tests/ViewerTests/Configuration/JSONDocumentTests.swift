import XCTest
@testable import Viewer

final class JSONDocumentTests: XCTestCase {
    private func syntaxError(_ text: String) -> JSONDocument.SyntaxError? {
        do {
            _ = try JSONDocument.parse(text)
            return nil
        } catch {
            return error
        }
    }

    func testValuesAndTheirPositions() throws {
        let text = """
        {
          "name": "sdlpdf",
          "list": [1, -2.5e1, true, false, null],
          "nested": {"a": "b"}
        }
        """
        let value = try JSONDocument.parse(text)
        guard case .object(let members) = value.kind else { return XCTFail("expected an object, got \(value)") }
        XCTAssertEqual(members.map(\.key), ["name", "list", "nested"])
        XCTAssertEqual(members[0].keyPosition, JSONDocument.Position(line: 2, column: 3))
        XCTAssertEqual(members[0].value, JSONDocument.Value(kind: .string("sdlpdf"), position: .init(line: 2, column: 11)))
        guard case .array(let elements) = members[1].value.kind else { return XCTFail("expected a list") }
        XCTAssertEqual(elements.map(\.kind), [.number(1, text: "1"), .number(-25, text: "-2.5e1"), .bool(true), .bool(false), .null])
        XCTAssertEqual(elements[1].position, JSONDocument.Position(line: 3, column: 15))
        XCTAssertEqual(members[2].value.position.line, 4)
    }

    func testStringEscapes() throws {
        let value = try JSONDocument.parse(#""a\"b\\c\/\n\t\u00e9\ud83d\ude00""#)
        XCTAssertEqual(value.kind, .string("a\"b\\c/\n\té😀"))
    }

    func testEmptyContainersAndSurroundingWhiteSpace() throws {
        XCTAssertEqual(try JSONDocument.parse(" \r\n{ } \n").kind, .object([]))
        XCTAssertEqual(try JSONDocument.parse("[ ]").kind, .array([]))
    }

    func testSyntaxErrorsNameLineColumnAndProblem() {
        XCTAssertEqual(syntaxError("{\n  \"a\": 1\n  \"b\": 2\n}")?.description,
                       "line 3, column 3: expected ',' or '}' after the value of \"a\", found '\"'")
        XCTAssertEqual(syntaxError("{\"a\": 1,}")?.description,
                       "line 1, column 9: unexpected '}' after ',' (no trailing commas in JSON)")
        XCTAssertEqual(syntaxError("{\"a\": yes}")?.description, "line 1, column 7: expected a value, found 'y'")
        XCTAssertEqual(syntaxError("{\"a\": tru}")?.description,
                       "line 1, column 7: expected a value (did you mean true? strings need double quotes)")
        XCTAssertEqual(syntaxError("{\"a\": \"open\n}")?.description,
                       "line 1, column 7: string starting here is not closed before the end of the line")
        XCTAssertEqual(syntaxError("{\"a\": 1} x")?.description,
                       "line 1, column 10: unexpected 'x' after the end of the JSON value")
        XCTAssertEqual(syntaxError("{\"a\": 1,\n \"a\": 2}")?.description,
                       "line 2, column 2: key \"a\" appears twice (first on line 1)")
        XCTAssertEqual(syntaxError("[01]")?.description, "line 1, column 2: numbers cannot start with 0 (01…)")
        XCTAssertEqual(syntaxError("[1.]")?.description, "line 1, column 4: expected a digit after '.', found ']'")
        XCTAssertEqual(syntaxError("{a: 1}")?.description, "line 1, column 2: expected a key in double quotes, found 'a'")
        XCTAssertEqual(syntaxError("\"\\x\"")?.description, "line 1, column 3: unknown escape '\\x' in a string")
        XCTAssertEqual(syntaxError("\"\\ud800\"")?.description, "line 1, column 3: unpaired surrogate \\ud800")
        XCTAssertEqual(syntaxError("")?.description, "line 1, column 1: expected a value, found end of file")
        XCTAssertEqual(syntaxError("// comment\n{}")?.description, "line 1, column 1: expected a value, found '/'")
    }

    func testDeepNestingIsRefused() {
        let text = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        XCTAssertEqual(syntaxError(text)?.description, "line 1, column 65: nested deeper than 64 levels")
        XCTAssertNoThrow(try JSONDocument.parse(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)))
    }
}
