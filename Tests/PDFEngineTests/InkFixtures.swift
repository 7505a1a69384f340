import Foundation
import PDFEngine
import XCTest

/// What the ink tests share: a blank page and `mutool`'s view of annotations.
extension Fixtures {
    /// A 300×400-point page with a small blue square at its bottom-left.
    func blankPage(_ name: String = "blank.pdf") throws -> String {
        try pdf(name, pages: [(300, 400, "0 0 1 rg 10 10 20 20 re f")])
    }

    /// Points the last `startxref` of `file` past its end, so MuPDF repairs
    /// the file when it opens it and can only save it in full.
    func breakStartxref(_ file: String) throws {
        var bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        guard let marker = bytes.range(of: Data("startxref".utf8), options: .backwards) else {
            throw FixtureError(message: "\(file) has no startxref")
        }
        bytes.replaceSubrange(marker.upperBound..<bytes.count, with: Data("\n99999\n%%EOF\n".utf8))
        try bytes.write(to: URL(fileURLWithPath: file))
    }

    /// The annotations of `file` as `mutool run` reads them (coordinates in page space).
    func mutoolAnnotations(_ file: String) throws -> [MutoolAnnotation] {
        let script = try write("annotations.js", """
        var doc = new Document(scriptArgs[0]);
        for (var p = 0; p < doc.countPages(); p++) {
          var annots = doc.loadPage(p).getAnnotations();
          for (var i = 0; i < annots.length; i++) {
            var a = annots[i];
            print(JSON.stringify({ page: p, type: a.getType(), color: a.getColor(), border: a.getBorder(),
                                   ink: a.getType() == "Ink" ? a.getInkList() : [], opacity: a.getOpacity() }));
          }
        }
        """)
        let output = try Self.run("mutool", ["run", script, file])
        return try output.split(separator: "\n").filter { $0.hasPrefix("{") }.map { line in
            try JSONDecoder().decode(MutoolAnnotation.self, from: Data(line.utf8))
        }
    }
}

extension Fixtures {
    /// The errors and warnings `mutool info` prints for `file` (a broken
    /// cross-reference table, a repair); empty for a sound file.
    func mutoolProblems(_ file: String) throws -> [String] {
        try Self.run("mutool", ["info", file]).split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("error") || $0.hasPrefix("warning") }
    }
}

/// An annotation as `mutool run` reports it.
struct MutoolAnnotation: Decodable {
    var page: Int
    var type: String
    var color: [Double]
    var border: Double
    /// Strokes of [x, y] points in page space.
    var ink: [[[Double]]]
    var opacity: Double
}

/// Compares two RGBA pixels channel by channel within `tolerance` levels.
func XCTAssertPixel(_ got: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ expected: (UInt8, UInt8, UInt8, UInt8),
                    within tolerance: Int, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {
    let pairs = [(got.r, expected.0), (got.g, expected.1), (got.b, expected.2), (got.a, expected.3)]
    let worst = pairs.map { abs(Int($0.0) - Int($0.1)) }.max() ?? 0
    XCTAssertLessThanOrEqual(worst, tolerance, "\(got) vs \(expected) \(message())", file: file, line: line)
}
