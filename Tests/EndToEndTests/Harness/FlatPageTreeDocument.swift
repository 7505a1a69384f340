import Foundation

/// A PDF of many pages in one `/Kids` array (a flat page tree, as many
/// generators write it), written as bytes: `mutool create` takes quadratic
/// time for such a count. Every page is a `TestDocument.pageSide` square with
/// a red square in the middle; the last page's square is blue, a Square
/// annotation without an appearance stream written into its /Annots (as
/// pypdf writes them), so what shows it is the appearance MuPDF makes up.
enum FlatPageTreeDocument {
    static func write(pages: Int, named name: String, in directory: URL) throws -> URL {
        let side = TestDocument.pageSide
        let low = TestDocument.squareRange.lowerBound, high = TestDocument.squareRange.upperBound, size = high - low
        let red = "1 0 0 rg \(low) \(low) \(size) \(size) re f"
        let blue = "<< /Type /Annot /Subtype /Square /Rect [\(low) \(low) \(high) \(high)] /C [0 0 1] /IC [0 0 1] /BS << /W 1 >> >>"
        // Objects: 1 catalog, 2 page tree, 3 the red contents, then one per page.
        var objects = ["<< /Type /Catalog /Pages 2 0 R >>",
                       "<< /Type /Pages /Count \(pages) /Kids [\((0..<pages).map { "\($0 + 4) 0 R" }.joined(separator: " "))] >>",
                       "<< /Length \(red.utf8.count) >>\nstream\n\(red)\nendstream"]
        for page in 0..<pages {
            let drawing = page == pages - 1 ? "/Annots [\(blue)]" : "/Contents 3 0 R"
            objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(side) \(side)] \(drawing) >>")
        }
        let url = directory.appendingPathComponent(name)
        try RawPDF.write(objects, to: url)
        return url
    }
}
