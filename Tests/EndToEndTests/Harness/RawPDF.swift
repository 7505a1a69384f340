import Foundation

/// A PDF written as bytes from its object bodies (object 1 is the catalog), with a correct xref table.
enum RawPDF {
    static func write(_ objects: [String], to url: URL) throws {
        var bytes = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(bytes.utf8.count)
            bytes += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = bytes.utf8.count
        bytes += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        bytes += offsets.map { String(format: "%010d 00000 n \n", $0) }.joined()
        bytes += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        try bytes.write(to: url, atomically: true, encoding: .utf8)
    }
}
