import PDFAppearance
import XCTest
@testable import Viewer

final class LaunchOptionsTests: XCTestCase {
    func view(_ arguments: String...) throws -> ViewOptions {
        guard case .view(let options) = try LaunchRequest.parse(arguments) else {
            XCTFail("expected a view request for \(arguments)")
            return ViewOptions()
        }
        return options
    }

    func usageError(_ arguments: String...) -> String? {
        do {
            _ = try LaunchRequest.parse(arguments)
            return nil
        } catch let error as UsageError {
            return error.description
        } catch {
            return "unexpected \(error)"
        }
    }

    func testFindOpensAtAHit() throws {
        XCTAssertEqual(try view("--find", "Free Culture", "book.pdf").find, "Free Culture")
        XCTAssertEqual(try view("--find=needle", "book.pdf").find, "needle")
        XCTAssertNotNil(usageError("book.pdf", "--find"), "--find needs its text")
    }

    func testNoArgumentsOpensTheWelcomeDocument() throws {
        XCTAssertEqual(try view(), ViewOptions())
    }

    func testFileAndOptionsInAnyOrder() throws {
        var expected = ViewOptions(file: "paper.pdf")
        expected.page = 3
        expected.password = "secret"
        expected.mode = [.night, .sepia]
        XCTAssertEqual(try view("--page", "3", "paper.pdf", "--password=secret", "--mode", "night,sepia"), expected)
    }

    func testSaveToNamesWhereInkIsSaved() throws {
        XCTAssertEqual(try view("--save-to", "copy.pdf", "a.pdf").saveDestination, "copy.pdf")
        XCTAssertNil(try view("a.pdf").saveDestination)
    }

    func testAllowedModesAndFullscreen() throws {
        let options = try view("--allowed-modes", "night", "--fullscreen", "a.pdf")
        XCTAssertEqual(options.allowedModes, .night)
        XCTAssertTrue(options.fullscreen)
    }

    func testDefaultModeIsTheEmptySet() throws {
        XCTAssertEqual(try view("--mode", "default").mode, [])
    }

    func testDoubleDashMakesTheNextWordAFile() throws {
        XCTAssertEqual(try view("--", "--strange-name.pdf").file, "--strange-name.pdf")
    }

    func testHelpAndVersion() throws {
        XCTAssertEqual(try LaunchRequest.parse(["--help"]), .help)
        XCTAssertEqual(try LaunchRequest.parse(["-h"]), .help)
        XCTAssertEqual(try LaunchRequest.parse(["--version"]), .version(verbose: false))
        XCTAssertEqual(try LaunchRequest.parse(["--verbose", "--version"]), .version(verbose: true))
        XCTAssertEqual(try LaunchRequest.parse(["--version", "--verbose"]), .version(verbose: true))
    }

    func testExport() throws {
        var expected = ExportOptions(file: "in.pdf", output: "out.png")
        expected.page = 2
        expected.dpi = 150
        expected.mode = .night
        XCTAssertEqual(try LaunchRequest.parse(["export", "in.pdf", "-o", "out.png", "--page", "2", "--dpi", "150", "--mode", "night"]),
                       .export(expected))
    }

    func testExportTakesTheNightPalette() throws {
        var expected = ExportOptions(file: "in.pdf", output: "out.png")
        expected.mode = .night
        expected.palette = AppearancePalette(nightPaperColor: Color(hex: "#121212"), nightTextColor: Color(hex: "#E6E6E6"),
                                             sepiaStrength: 0.5)
        XCTAssertEqual(try LaunchRequest.parse(["export", "in.pdf", "-o", "out.png", "--mode", "night", "--night-paper", "#121212",
                                                "--night-text=#E6E6E6", "--sepia-strength", "0.5"]), .export(expected))
        XCTAssertEqual(usageError("export", "in.pdf", "-o", "x.png", "--night-paper", "dark"),
                       "--night-paper needs a color like #121212, not 'dark'")
        XCTAssertEqual(usageError("--night-text", "#FFF"), "--night-text needs a color like #E6E6E6, not '#FFF'")
    }

    func testExportTakesTheNightContrastFloor() throws {
        var expected = ExportOptions(file: "in.pdf", output: "out.png")
        expected.mode = .night
        expected.palette = AppearancePalette(nightMinimumContrast: 4.5)
        XCTAssertEqual(try LaunchRequest.parse(["export", "in.pdf", "-o", "out.png", "--mode", "night", "--night-min-contrast", "4.5"]),
                       .export(expected))
        expected.palette = AppearancePalette(nightMinimumContrast: 1)
        XCTAssertEqual(try LaunchRequest.parse(["export", "in.pdf", "-o", "out.png", "--mode", "night", "--night-min-contrast=1"]),
                       .export(expected))
        for bad in ["high", "0.5", "22", "nan", ""] {
            XCTAssertEqual(usageError("export", "in.pdf", "-o", "x.png", "--night-min-contrast", bad),
                           "--night-min-contrast needs a contrast ratio from 1 (the strict rule) to 21, not '\(bad)'")
        }
        XCTAssertEqual(usageError("export", "in.pdf", "-o", "x.png", "--night-min-contrast"), "--night-min-contrast needs a value")
    }

    func testUsageErrorsSayWhatIsWrong() {
        XCTAssertEqual(usageError("--bogus"), "unknown option '--bogus'")
        XCTAssertEqual(usageError("--page"), "--page needs a value")
        XCTAssertEqual(usageError("--page", "0", "a.pdf"), "--page needs a whole number from 1 up, not '0'")
        XCTAssertEqual(usageError("a.pdf", "b.pdf"), "more than one file given ('a.pdf' and 'b.pdf')")
        XCTAssertEqual(usageError("--mode", "dark"), "--mode needs auto, default, sepia, night or a comma list of modes, not 'dark'")
        XCTAssertEqual(usageError("--mode", "sepia", "--allowed-modes", "night"), "--mode Sepia is not among the --allowed-modes")
        XCTAssertEqual(usageError("export", "in.pdf"), "export needs -o OUT.png, -o 'page-%03d.png' or -o OUT.pdf")
        XCTAssertEqual(usageError("export", "-o", "x.png"), "export needs a FILE")
        XCTAssertEqual(usageError("export", "in.pdf", "-o", "x.png", "--dpi", "-3"), "--dpi needs a number from 1 to 4800, not '-3'")
    }

    /// Export writes PNG or PDF: any other name would hold a file under another format's name.
    func testExportRefusesAnOutputNameThatIsNeitherPNGNorPDF() throws {
        for name in ["x.jpg", "x.JPEG", "x.pam", "x", "x.png.txt", "dir/.png", ".pdf"] {
            XCTAssertEqual(usageError("export", "in.pdf", "-o", name),
                           "export writes .png or .pdf files, so -o needs a name ending in .png or .pdf, not '\(name)'")
        }
        for name in ["x.png", "x.PNG", "dir/x.Png"] {
            XCTAssertEqual(try LaunchRequest.parse(["export", "in.pdf", "-o", name]), .export(ExportOptions(file: "in.pdf", output: name)))
        }
    }

    func testPDFExportTakesAModePagesAndNoResolution() throws {
        var expected = ExportOptions(file: "in.pdf", output: "out.PDF")
        expected.mode = [.night, .sepia]
        expected.pages = PageSelection(ranges: [.init(first: 1, last: 10), .init(first: 20, last: 20), .init(first: 30, last: nil)])
        expected.nightImages = .keep
        expected.quiet = true
        XCTAssertEqual(try LaunchRequest.parse(["export", "in.pdf", "-o", "out.PDF", "--mode", "night+sepia", "--pages", "1-10,20,30-",
                                                "--night-images", "keep", "--quiet"]), .export(expected))
        XCTAssertEqual(expected.target, .pdf)
        XCTAssertEqual(usageError("export", "in.pdf", "-o", "out.pdf"),
                       "a PDF export needs --mode night, sepia or night+sepia (its pages are the document's own otherwise)")
        XCTAssertEqual(usageError("export", "in.pdf", "-o", "out.pdf", "--mode", "night", "--dpi", "150"),
                       "--dpi is for PNG export; a PDF keeps its vectors and text")
        XCTAssertEqual(usageError("export", "in.pdf", "-o", "out.pdf", "--mode", "night", "--pages", "3-1"),
                       "--pages takes page numbers and ranges such as 1-10,20 or 5- (from 1 up, each range ascending), not '3-1'")
        XCTAssertEqual(usageError("export", "in.pdf", "-o", "out.pdf", "--mode", "night", "--page", "2", "--pages", "3"),
                       "--page and --pages both given; --pages 3 exports page 3 alone")
    }

    func testSeveralPagesNeedANameWithAPageNumber() throws {
        var expected = ExportOptions(file: "in.pdf", output: "page-%03d.png")
        expected.pages = PageSelection(ranges: [.init(first: 2, last: 4)])
        expected.dpi = 150
        XCTAssertEqual(try LaunchRequest.parse(["export", "in.pdf", "-o", "page-%03d.png", "--pages", "2-4", "--dpi", "150"]),
                       .export(expected))
        XCTAssertEqual(expected.target, .pngPages)
        XCTAssertEqual(PagePattern("page-%03d.png")?.name(page: 7), "page-007.png")
        XCTAssertEqual(PagePattern("p%d.png")?.name(page: 123), "p123.png")
        XCTAssertNil(PagePattern("100%.png"))
        XCTAssertEqual(usageError("export", "in.pdf", "-o", "page.png", "--pages", "1-3"),
                       "several pages need an -o name with %d for the page number, such as 'page-%03d.png', not 'page.png'")
        var one = ExportOptions(file: "in.pdf", output: "page.png")
        one.page = 3
        XCTAssertEqual(try LaunchRequest.parse(["export", "in.pdf", "-o", "page.png", "--pages", "3"]), .export(one))
    }

    func testPageSelectionNamesPagesOfTheDocument() throws {
        let selection = try PageSelection(parsing: "5-,1-2,2")
        XCTAssertEqual(try selection.pages(count: 6).get(), [0, 1, 4, 5])
        XCTAssertEqual(selection.pages(count: 4), .failure(PageSelection.PageBeyondDocument(page: 5, pageCount: 4)))
        XCTAssertEqual(PageSelection.PageBeyondDocument(page: 5, pageCount: 4).description, "there is no page 5; the document has 4")
    }
}
