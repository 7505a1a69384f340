import Foundation
import XCTest
@testable import Viewer

final class PathCompletionTests: XCTestCase {
    private func folderWithBooks() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.writeDocument("books/novel.pdf", content: "n")
        try directory.writeDocument("books/notes.epub", content: "e")
        try directory.writeDocument("books/.hidden.pdf", content: "h")
        try directory.writeDocument("books/comics/issue1.cbz", content: "c")
        try directory.writeDocument("paper.pdf", content: "p")
        return directory
    }

    func testOneMatchIsCompletedWholeAndAFolderGetsASlash() throws {
        let directory = try folderWithBooks()
        let folder = PathCompletion(completing: "bo", relativeTo: directory.url.path)
        XCTAssertEqual(folder.text, "books/")
        XCTAssertEqual(folder.candidates, ["books/"])
        XCTAssertEqual(PathCompletion(completing: "books/nov", relativeTo: directory.url.path).text, "books/novel.pdf")
        XCTAssertEqual(PathCompletion(completing: directory.path("books/co"), relativeTo: "/").text,
                       directory.path("books/comics") + "/")
    }

    func testSeveralMatchesAreCompletedAsFarAsTheyAgreeAndListed() throws {
        let directory = try folderWithBooks()
        let completion = PathCompletion(completing: "books/n", relativeTo: directory.url.path)
        XCTAssertEqual(completion.text, "books/no")
        XCTAssertEqual(completion.candidates, ["notes.epub", "novel.pdf"])
    }

    func testHiddenFilesOnlyWhenTheTypedPartStartsWithADot() throws {
        let directory = try folderWithBooks()
        XCTAssertFalse(PathCompletion(completing: "books/", relativeTo: directory.url.path).candidates.contains(".hidden.pdf"))
        XCTAssertEqual(PathCompletion(completing: "books/.h", relativeTo: directory.url.path).text, "books/.hidden.pdf")
    }

    func testNoMatchOrNoFolderLeavesTheTextAsTyped() throws {
        let directory = try folderWithBooks()
        let none = PathCompletion(completing: "books/zz", relativeTo: directory.url.path)
        XCTAssertEqual(none.text, "books/zz")
        XCTAssertEqual(none.candidates, [])
        XCTAssertEqual(PathCompletion(completing: "nowhere/a", relativeTo: directory.url.path).text, "nowhere/a")
    }

    func testTypedPathsResolveHomeAndRelativePaths() {
        XCTAssertEqual(TypedPath.resolve("  b.pdf ", relativeTo: "/docs/a"), "/docs/a/b.pdf")
        XCTAssertEqual(TypedPath.resolve("../c.pdf", relativeTo: "/docs/a"), "/docs/c.pdf")
        XCTAssertEqual(TypedPath.resolve("~/x.pdf", relativeTo: "/docs"), NSHomeDirectory() + "/x.pdf")
        XCTAssertNil(TypedPath.resolve("  ", relativeTo: "/docs"))
        XCTAssertEqual(TypedPath.abbreviatingHome(NSHomeDirectory() + "/x.pdf"), "~/x.pdf")
    }
}
