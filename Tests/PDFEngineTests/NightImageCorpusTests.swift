import PDFEngine
import XCTest

/// The image rule's decisions on the real-world corpus (docs/user-guide.md "Images in Night"); skipped without it.
final class NightImageCorpusTests: XCTestCase {
    /// Each corpus page and the kinds its images (largest first) must be taken for.
    private let expected: [(file: String, password: String?, page: Int, kinds: [PageImage.Kind])] = [
        ("d_jbig2-scan-russian-taxform-widgets_pdfjs-issue12963.pdf", nil, 0, [.lineArt]),
        ("f_encrypted-scan-kyocera_pw-ELXRTQWS_pdfjs-issue3371.pdf", "ELXRTQWS", 0, [.scan, .scan, .scan, .scan, .scan]),
        ("d_jpx-photos-3p_pdfjs-issue5481.pdf", nil, 0, [.photo]),
        ("d_jpx-photos-3p_pdfjs-issue5481.pdf", nil, 1, [.photo]),
        ("d_jpx-photos-3p_pdfjs-issue5481.pdf", nil, 2, [.photo]),
        ("d_jpx-pdfa-balloon_opf.pdf", nil, 0, [.photo]),
        ("d_cmyk-jpeg_pdfjs-cmykjpeg.pdf", nil, 0, [.photo]),
    ]

    func testCorpusImagesAreClassifiedAsDocumented() throws {
        for entry in expected {
            let document = try Document(path: try Corpus.file(entry.file), password: entry.password)
            let images = try document.images(onPage: entry.page)
            for image in images {
                print("\(entry.file) p\(entry.page + 1): \(image.width)×\(image.height) \(image.bitsPerComponent) bpc, "
                      + "coverage \(image.coverage), light \(image.lightFraction ?? -1), mid \(image.midToneFraction ?? -1), colourful \(image.colorfulFraction ?? -1), "
                      + "colours \(image.dominantColors ?? -1) → \(image.kind)")
            }
            XCTAssertEqual(images.map(\.kind), entry.kinds, "\(entry.file) page \(entry.page + 1)")
        }
    }

    func testStampAndWelcomePhotoAreDecidedAsDocumented() throws {
        let stamp = try Document(path: try Corpus.file("d_big-jpeg-12mp-cjk-stamp_pdfjs-issue13931.pdf")).images(onPage: 0)
        for image in stamp {
            print("12-MP JPEG: \(image.width)×\(image.height) coverage \(image.coverage), light \(image.lightFraction ?? -1), "
                  + "mid \(image.midToneFraction ?? -1), colours \(image.dominantColors ?? -1) → \(image.kind)")
        }
        XCTAssertEqual(stamp.map(\.kind), [.lineArt], "the stamp's image, drawn through its own image mask, has one colour")
        let welcome = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/welcome.pdf").path
        XCTAssertEqual(try Document(path: welcome).images(onPage: 3).map(\.kind), [.photo], "welcome page 4's landscape")
    }
}
