import Foundation
import PDFEngine
import XCTest

/// Annotations written by other programs, without appearance streams, and
/// `mutool`'s view of them in a saved file.
extension Fixtures {
    /// The annotation dictionaries of `annotationsWithoutAppearances`, none with /AP,
    /// all in the upper half of a 300×400-point page (the lower half is free for strokes).
    static let annotationsWithoutAppearances = [
        "<< /Type /Annot /Subtype /Text /Rect [20 340 40 360] /Contents (note) >>",
        "<< /Type /Annot /Subtype /Highlight /Rect [60 330 160 350] /QuadPoints [60 350 160 350 60 330 160 330] /C [1 1 0] >>",
        "<< /Type /Annot /Subtype /Square /Rect [180 320 280 370] /C [0 0 1] /IC [0.8 0.9 1] /BS << /W 3 >> >>",
        "<< /Type /Annot /Subtype /FreeText /Rect [20 250 140 290] /Contents (Free text) /DA (0 0 1 rg /Helv 12 Tf) >>",
        "<< /Type /Annot /Subtype /Ink /Rect [160 230 280 300] /InkList [[170 240 220 290 270 240]] /C [0 0.6 0] /BS << /W 4 >> >>",
        "<< /Type /Annot /Subtype /Line /Rect [15 195 285 215] /L [20 205 280 205] /C [1 0 0] /BS << /W 2 >> >>",
    ]

    /// A 300×400-point page with the six annotations without appearance
    /// streams (Text, Highlight, Square, FreeText, Ink, Line) written into its
    /// /Annots array (direct objects, as pypdf and FPDF write them); with
    /// `alsoAsObjects`, a second page has the same annotations as objects of
    /// their own (numbers 6…11).
    func annotationsWithoutAppearances(_ name: String = "foreign-annotations.pdf", alsoAsObjects: Bool = true) throws -> String {
        let annotations = Self.annotationsWithoutAppearances
        let firstAnnotation = 6
        let references = annotations.indices.map { "\(firstAnnotation + $0) 0 R" }.joined(separator: " ")
        let content = "0 0 1 rg 10 10 20 20 re f"
        let kids = alsoAsObjects ? "[3 0 R 5 0 R] /Count 2" : "[3 0 R] /Count 1"
        return try rawPDF(name, objects: [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids \(kids) >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] /Contents 4 0 R /Annots [\(annotations.joined(separator: " "))] >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] /Contents 4 0 R /Annots [\(references)] >>",
        ] + annotations)
    }

    /// Every entry of every page's /Annots in `file`, as `mutool run` reads
    /// the objects (without loading the pages, so nothing is synthesized).
    func mutoolAnnotationObjects(_ file: String) throws -> [AnnotationObject] {
        let script = try write("annotation-objects.js", """
        var doc = new PDFDocument(scriptArgs[0]);
        for (var p = 0; p < doc.countPages(); p++) {
          var annots = doc.findPage(p).get("Annots");
          if (annots === undefined) continue;
          for (var i = 0; i < annots.length; i++) {
            var a = annots.get(i);
            print(JSON.stringify({ page: p, index: i, object: a.isIndirect() ? a.asIndirect() : 0,
                                   dictionary: a.resolve().toString() }));
          }
        }
        """)
        return try Self.run("mutool", ["run", script, file]).split(separator: "\n").filter { $0.hasPrefix("{") }.map {
            try JSONDecoder().decode(AnnotationObject.self, from: Data($0.utf8))
        }
    }

    /// The errors and warnings `mutool draw` prints while rendering every
    /// page of `file` with its annotations; empty for a sound file. The
    /// notice that this MuPDF build has no ICC support says nothing about the file.
    func mutoolRenderingProblems(_ file: String) throws -> [String] {
        try Self.run("mutool", ["draw", "-o", "/dev/null", file]).split(separator: "\n").map(String.init)
            .filter { ($0.hasPrefix("error") || $0.hasPrefix("warning")) && !$0.contains("ICC support is not available") }
    }
}

/// One entry of a page's /Annots as `mutool run` prints it.
struct AnnotationObject: Decodable, Equatable {
    var page: Int
    /// Position in the page's /Annots array.
    var index: Int
    /// The object number; 0 for a dictionary written into the array itself.
    var object: Int
    /// The dictionary in MuPDF's compact syntax.
    var dictionary: String
}

/// The largest difference of any colour component between two renderings of
/// the same page, outside `excluded` (page space at `scale`, grown by
/// `margin` pixels for antialiasing); fails the test when the sizes differ.
func maximumDifference(_ a: PixelBuffer, _ b: PixelBuffer, outside excluded: [PageRect], scale: Double, margin: Int = 3,
                       file: StaticString = #filePath, line: UInt = #line) -> Int {
    guard a.width == b.width && a.height == b.height else {
        XCTFail("size \(a.width)×\(a.height) differs from \(b.width)×\(b.height)", file: file, line: line)
        return 255
    }
    let holes = excluded.map { rect in
        (x0: Int((rect.x * scale).rounded(.down)) - margin, y0: Int((rect.y * scale).rounded(.down)) - margin,
         x1: Int(((rect.x + rect.width) * scale).rounded(.up)) + margin, y1: Int(((rect.y + rect.height) * scale).rounded(.up)) + margin)
    }
    var worst = 0
    for y in 0..<a.height {
        for x in 0..<a.width where !holes.contains(where: { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 }) {
            let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
            worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
        }
    }
    return worst
}
