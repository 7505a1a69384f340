import Foundation

extension TestDocument {
    /// A `pageSide` square white page with a yellow Highlight annotation (no appearance stream:
    /// MuPDF draws it, its ends rounded out to the page's sides) over `squareRange`; paper above and below.
    static func highlightedPage(named name: String, in directory: URL) throws -> URL {
        let low = squareRange.lowerBound, high = squareRange.upperBound
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(pageSide) \(pageSide)] /Contents 4 0 R /Annots [5 0 R] >>",
            "<< /Length 0 >>\nstream\n\nendstream",
            "<< /Type /Annot /Subtype /Highlight /Rect [\(low) \(low) \(high) \(high)] "
                + "/QuadPoints [\(low) \(high) \(high) \(high) \(low) \(low) \(high) \(low)] /C [1 1 0] >>",
        ]
        let url = directory.appendingPathComponent(name)
        try RawPDF.write(objects, to: url)
        return url
    }
}
