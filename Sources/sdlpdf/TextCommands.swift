import FileSystem
import Foundation
import PDFEngine
import Viewer

/// `sdlpdf find FILE TEXT` and `sdlpdf text FILE`: a document's text on
/// standard output, as MuPDF extracts and matches it, no window.
enum TextCommands {
    /// One hit as `--json` prints it.
    private struct PrintedHit: Encodable {
        let page: Int
        let box: [Double]
        let context: String
    }

    /// Prints every hit of the query, one line each (`PAGE<TAB>X0 Y0 X1 Y1<TAB>LINE`,
    /// page 1-based, box in points from the displayed page's top-left) or as
    /// one JSON array. Exits as grep: 0 with a hit, 1 without, 2 when the
    /// document cannot be read, nor any of its pages. A page whose text
    /// cannot be read is named on standard error and skipped.
    static func find(_ options: FindOptions) -> ExitStatus {
        let query = FindQuery(options.query)
        if query.isTruncated {
            let limit = FindQuery.maximumLength
            StandardError.report("the text to find is longer than \(limit) characters; only its first \(limit) are searched")
        }
        let document: Document
        do {
            document = try Document(path: options.file, password: options.password)
        } catch {
            fail("\(error)", status: .usage)
        }
        let details: TextHit.Details = query.isCaseSensitive ? [.line, .text] : [.line]
        var printed: [PrintedHit] = []
        var searchedPages = 0
        for page in 0..<document.pageCount {
            do {
                let hits = try document.textPage(at: page).search(query.text, details: details)
                searchedPages += 1
                for hit in hits where query.accepts(matchedText: hit.text) {
                    let box = hit.box
                    let printedHit = PrintedHit(page: page + 1, box: [box.x, box.y, box.x + box.width, box.y + box.height].map(rounded),
                                                context: hit.line ?? "")
                    if !options.json { print(line(printedHit)) }
                    printed.append(printedHit)
                }
            } catch {
                StandardError.report("\(error)")
            }
        }
        if options.json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.withoutEscapingSlashes]
            print(String(decoding: (try? encoder.encode(printed)) ?? Data("[]".utf8), as: UTF8.self))
        }
        if searchedPages == 0 {
            fail("\(options.file): no page could be searched", status: .usage)
        }
        return printed.isEmpty ? .failure : .success
    }

    /// Prints one page's text, or every page's, each followed by a form feed
    /// and a newline: what `mutool draw -F txt` prints.
    static func text(_ options: TextOptions) -> ExitStatus {
        do {
            let document = try Document(path: options.file, password: options.password)
            if let page = options.page, page > document.pageCount {
                fail("\(options.file): there is no page \(page); the document has \(document.pageCount)", status: .failure)
            }
            let pages = options.page.map { ($0 - 1)..<$0 } ?? 0..<document.pageCount
            for page in pages {
                FileHandle.standardOutput.write(Data((try document.textPage(at: page).text() + "\u{0C}\n").utf8))
            }
        } catch {
            fail("\(error)", status: .failure)
        }
        return .success
    }

    private static func line(_ hit: PrintedHit) -> String {
        "\(hit.page)\t" + hit.box.map { String(format: "%.2f", $0) }.joined(separator: " ") + "\t\(hit.context)"
    }

    /// Two decimals: MuPDF's coordinates are single precision.
    private static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
