import Foundation

/// A one-page PDF (100 × 100 points, white with a red square from 10 to 90) written to a
/// temporary file, so the examples need no corpus and no tools.
enum SamplePDF {
    static func write() throws -> String {
        let content = "1 0 0 rg 10 10 80 80 re f"
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] /Contents 4 0 R >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        ]
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, body) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(body)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets {
            text += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n"
        }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sdlpdf-embedding-\(UUID().uuidString).pdf").path
        try text.write(toFile: path, atomically: true, encoding: .ascii)
        return path
    }
}
