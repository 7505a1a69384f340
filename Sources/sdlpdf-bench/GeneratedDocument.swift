import Foundation

/// PDF documents of any page count, written as bytes (as `mutool create`
/// would, which itself takes quadratic time for tens of thousands of pages):
/// US Letter pages with "Page N" in Helvetica, one shared font.
enum GeneratedDocument {
    /// How the pages hang in the page tree.
    enum PageTree: String, CaseIterable {
        /// One `/Pages` node whose `/Kids` lists every page, as many generators write it.
        case flat
        /// Nodes of at most `fanOut` kids, as Acrobat and MuPDF's own writer balance it.
        case balanced
    }

    static let fanOut = 16

    /// Writes a document of `pages` pages with `tree` to `path`.
    static func write(pages: Int, tree: PageTree, to path: String) throws {
        var objects: [Int: String] = [1: "<< /Type /Catalog /Pages 2 0 R >>",
                                      3: "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
        var next = 4
        var pageObjects: [Int] = []
        for page in 0..<pages {
            let text = "BT /F1 36 Tf 72 680 Td (Page \(page + 1)) Tj ET"
            objects[next] = "<< /Length \(text.utf8.count) >>\nstream\n\(text)\nendstream"
            pageObjects.append(next + 1)
            next += 2
        }
        // Each level groups the one below into nodes of `fanOut` (flat: one node of all).
        var level = pageObjects
        var parents: [Int: Int] = [:]
        var nodes: [(number: Int, kids: [Int], count: Int)] = []
        var counts = Dictionary(uniqueKeysWithValues: pageObjects.map { ($0, 1) })
        while tree == .balanced && level.count > fanOut {
            var above: [Int] = []
            for start in stride(from: 0, to: level.count, by: fanOut) {
                let kids = Array(level[start..<min(start + fanOut, level.count)])
                let count = kids.reduce(0) { $0 + counts[$1]! }
                nodes.append((next, kids, count))
                counts[next] = count
                kids.forEach { parents[$0] = next }
                above.append(next)
                next += 1
            }
            level = above
        }
        nodes.append((2, level, pages))
        level.forEach { parents[$0] = 2 }
        for node in nodes {
            let parent = parents[node.number].map { " /Parent \($0) 0 R" } ?? ""
            objects[node.number] = "<< /Type /Pages\(parent) /Count \(node.count) /Kids [\(node.kids.map { "\($0) 0 R" }.joined(separator: " "))] >>"
        }
        for page in pageObjects {
            objects[page] = "<< /Type /Page /Parent \(parents[page]!) 0 R /MediaBox [0 0 612 792] "
                + "/Resources << /Font << /F1 3 0 R >> >> /Contents \(page - 1) 0 R >>"
        }
        var bytes = "%PDF-1.4\n"
        var offsets: [Int] = []
        for number in 1..<next {
            offsets.append(bytes.utf8.count)
            bytes += "\(number) 0 obj\n\(objects[number]!)\nendobj\n"
        }
        let xref = bytes.utf8.count
        bytes += "xref\n0 \(next)\n0000000000 65535 f \n" + offsets.map { String(format: "%010d 00000 n \n", $0) }.joined()
        bytes += "trailer\n<< /Size \(next) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        try bytes.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
