import Foundation

/// PDF files made for a test with `mutool create`: big flat color areas that
/// are easy to recognise in screenshots.
enum TestDocument {
    /// Side of the square pages, in points.
    static let pageSide = 400
    /// The colored square covers this range of both axes, in points.
    static let squareRange = 80...320

    /// A document with one square page per color: white paper, a small black
    /// label ("Page N") in the top margin and a big centered square of the
    /// color. `links` maps a 1-based page to the 1-based page its colored
    /// square links to.
    static func coloredSquares(_ colors: [RGB], named name: String, in directory: URL,
                               links: [Int: Int] = [:]) throws -> URL {
        try TestEnvironment.requireTools("mutool")
        let side = squareRange.upperBound - squareRange.lowerBound
        var pageFiles: [String] = []
        for (index, color) in colors.enumerated() {
            let content = """
                %%MediaBox 0 0 \(pageSide) \(pageSide)
                %%Font Label Helvetica
                BT /Label 18 Tf 0 0 0 rg 24 \(pageSide - 42) Td (Page \(index + 1)) Tj ET
                0 0 0 RG 1 w 24 \(pageSide - 50) m 180 \(pageSide - 50) l S
                \(fraction(color.red)) \(fraction(color.green)) \(fraction(color.blue)) rg
                \(squareRange.lowerBound) \(squareRange.lowerBound) \(side) \(side) re f

                """
            let pageFile = directory.appendingPathComponent("\(name)-page\(index + 1).txt")
            try content.write(to: pageFile, atomically: true, encoding: .utf8)
            pageFiles.append(pageFile.path)
        }
        let output = directory.appendingPathComponent(name)
        try Command.check("mutool", ["create", "-o", output.path] + pageFiles)
        if !links.isEmpty { try addLinks(links, to: output, in: directory) }
        return output
    }

    /// Height of the black bands of `bandedPages`, in points.
    static let bandHeight = 30

    /// A document with one page per color, all of it that color but for a
    /// black band across its top and its bottom edge (`bandHeight`): a
    /// screenshot shows whether a page is whole. `size` gives the width and
    /// height in points of the page at an index (Letter by default).
    static func bandedPages(_ colors: [RGB], named name: String, in directory: URL,
                            size: (Int) -> (width: Int, height: Int) = { _ in (612, 792) }) throws -> URL {
        try TestEnvironment.requireTools("mutool")
        var pageFiles: [String] = []
        for (index, color) in colors.enumerated() {
            let (width, height) = size(index)
            let content = """
                %%MediaBox 0 0 \(width) \(height)
                \(fraction(color.red)) \(fraction(color.green)) \(fraction(color.blue)) rg
                0 0 \(width) \(height) re f
                0 0 0 rg
                0 0 \(width) \(bandHeight) re f
                0 \(height - bandHeight) \(width) \(bandHeight) re f

                """
            let pageFile = directory.appendingPathComponent("\(name)-page\(index + 1).txt")
            try content.write(to: pageFile, atomically: true, encoding: .utf8)
            pageFiles.append(pageFile.path)
        }
        let output = directory.appendingPathComponent(name)
        try Command.check("mutool", ["create", "-o", output.path] + pageFiles)
        return output
    }

    /// Adds a link annotation over the colored square of each source page.
    private static func addLinks(_ links: [Int: Int], to document: URL, in directory: URL) throws {
        let lower = squareRange.lowerBound, upper = squareRange.upperBound
        let script = """
            var doc = new PDFDocument(scriptArgs[0]);
            var links = JSON.parse(scriptArgs[2]);
            for (var i = 0; i < links.length; i++) {
                var link = doc.addObject({
                    Type: doc.newName("Annot"), Subtype: doc.newName("Link"),
                    Rect: [\(lower), \(lower), \(upper), \(upper)], Border: [0, 0, 0],
                    Dest: [doc.findPage(links[i][1] - 1), doc.newName("Fit")]
                });
                doc.findPage(links[i][0] - 1).put("Annots", [link]);
            }
            doc.save(scriptArgs[1], "compress");
            """
        let scriptFile = directory.appendingPathComponent("add-links.js")
        try script.write(to: scriptFile, atomically: true, encoding: .utf8)
        let linked = directory.appendingPathComponent("linked-\(document.lastPathComponent)")
        let pairs = links.sorted { $0.key < $1.key }.map { "[\($0.key),\($0.value)]" }.joined(separator: ",")
        try Command.check("mutool", ["run", scriptFile.path, document.path, linked.path, "[\(pairs)]"])
        try FileManager.default.removeItem(at: document)
        try FileManager.default.moveItem(at: linked, to: document)
    }

    private static func fraction(_ level: UInt8) -> String { String(format: "%.4f", Double(level) / 255) }
}
