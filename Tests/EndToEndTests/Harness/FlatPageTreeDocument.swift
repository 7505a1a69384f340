import Foundation

/// A PDF of many pages in one `/Kids` array (a flat page tree, as many
/// generators write it), written as bytes: `mutool create` takes quadratic
/// time for such a count. Every page is a `TestDocument.pageSide` square with
/// a red square in the middle, the last page's square is blue.
enum FlatPageTreeDocument {
    static func write(pages: Int, named name: String, in directory: URL) throws -> URL {
        let side = TestDocument.pageSide
        let low = TestDocument.squareRange.lowerBound, size = TestDocument.squareRange.upperBound - low
        func square(_ color: String) -> String { "\(color) rg \(low) \(low) \(size) \(size) re f" }
        // Objects: 1 catalog, 2 page tree, 3 and 4 the red and the blue contents, then one per page.
        var objects = ["<< /Type /Catalog /Pages 2 0 R >>",
                       "<< /Type /Pages /Count \(pages) /Kids [\((0..<pages).map { "\($0 + 5) 0 R" }.joined(separator: " "))] >>"]
        for content in [square("1 0 0"), square("0 0 1")] {
            objects.append("<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream")
        }
        for page in 0..<pages {
            objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(side) \(side)] /Contents \(page == pages - 1 ? 4 : 3) 0 R >>")
        }
        let url = directory.appendingPathComponent(name)
        try RawPDF.write(objects, to: url)
        return url
    }
}
