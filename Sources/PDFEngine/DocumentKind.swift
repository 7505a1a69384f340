/// What kind of document MuPDF opened (`Document.kind`), named for the reader.
public enum DocumentKind: Hashable, Sendable, CustomStringConvertible {
    case pdf
    case epub
    case xps
    /// CBZ or CBT: pictures in a ZIP or tar archive.
    case comicBook
    case fictionBook
    /// HTML or XHTML.
    case html
    case mobi
    /// PNG, JPEG, TIFF, BMP, PNM, JBIG2 and the other single pictures MuPDF opens.
    case image
    /// A format MuPDF does not name.
    case other

    /// The kind behind MuPDF's "format" metadata: "PDF 1.7", "EPUB", "XPS",
    /// the archive format of a comic book ("zip", "tar"), "FictionBook2",
    /// "HTML5", "XHTML", "MOBI", or an image's format ("Image", "TIFF", …).
    public init(format: String?) {
        switch format {
        case let name? where name.hasPrefix("PDF"): self = .pdf
        case "EPUB": self = .epub
        case "XPS": self = .xps
        case "zip", "tar": self = .comicBook
        case "FictionBook2": self = .fictionBook
        case "HTML5", "XHTML": self = .html
        case "MOBI": self = .mobi
        case "Image", "TIFF", "PNM", "JBIG2", "BMP": self = .image
        default: self = .other
        }
    }

    /// The kind with its article, to follow "this is": "an image file", "an EPUB".
    public var description: String {
        switch self {
        case .pdf: "a PDF"
        case .epub: "an EPUB"
        case .xps: "an XPS document"
        case .comicBook: "a comic book archive"
        case .fictionBook: "a FictionBook"
        case .html: "an HTML document"
        case .mobi: "a MOBI e-book"
        case .image: "an image file"
        case .other: "a document in another format"
        }
    }
}
