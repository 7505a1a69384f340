import Foundation

/// Documents in the formats MuPDF opens besides PDF, made for a test:
/// pictures and comic books with `mutool`, the XML formats written out.
extension Fixtures {
    /// `blankPage` drawn by `mutool draw` into `name`, whose extension picks the format (.png, .pnm, …).
    func picture(_ name: String) throws -> String {
        try Self.run("mutool", ["draw", "-q", "-o", path(name), try blankPage()])
        return path(name)
    }

    /// `blankPage` as a CBZ (a ZIP of page pictures) by `mutool convert`.
    func comicBook(_ name: String = "book.cbz") throws -> String {
        try Self.run("mutool", ["convert", "-o", path(name), try blankPage()])
        return path(name)
    }

    /// An EPUB, unpacked, with a chapter for each body of `chapters` (XHTML
    /// body content): MuPDF opens the folder through its
    /// `META-INF/container.xml`, the path returned.
    func unpackedEPUB(_ name: String = "book", chapters: [String] = ["<p>Chapter one.</p>"]) throws -> String {
        try FileManager.default.createDirectory(atPath: path("\(name)/META-INF"), withIntermediateDirectories: true)
        try write("\(name)/mimetype", "application/epub+zip")
        try write("\(name)/book.opf", """
        <?xml version="1.0"?>
        <package xmlns="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="id">
        <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Book</dc:title></metadata>
        <manifest>\(chapters.indices.map { #"<item id="c\#($0)" href="chapter\#($0).xhtml" media-type="application/xhtml+xml"/>"# }.joined())</manifest>
        <spine>\(chapters.indices.map { #"<itemref idref="c\#($0)"/>"# }.joined())</spine></package>
        """)
        for (index, body) in chapters.enumerated() {
            try write("\(name)/chapter\(index).xhtml", #"<html xmlns="http://www.w3.org/1999/xhtml"><body>\#(body)</body></html>"#)
        }
        return try write("\(name)/META-INF/container.xml", """
        <?xml version="1.0"?>
        <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>
        <rootfile full-path="book.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
        """)
    }

    /// A one-page XPS, unpacked: MuPDF opens the folder through its `_rels/.rels`, the path returned.
    func unpackedXPS(_ name: String = "paper") throws -> String {
        let schema = "http://schemas.microsoft.com/xps/2005/06"
        try FileManager.default.createDirectory(atPath: path("\(name)/_rels"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: path("\(name)/Pages"), withIntermediateDirectories: true)
        try write("\(name)/Document.fdseq", #"<FixedDocumentSequence xmlns="\#(schema)"><DocumentReference Source="/Document.fdoc"/></FixedDocumentSequence>"#)
        try write("\(name)/Document.fdoc", #"<FixedDocument xmlns="\#(schema)"><PageContent Source="/Pages/1.fpage"/></FixedDocument>"#)
        try write("\(name)/Pages/1.fpage", #"""
        <FixedPage xmlns="\#(schema)" Width="96" Height="96"><Path Data="M 10,10 L 50,10 50,50 10,50 Z" Fill="#FF0000"/></FixedPage>
        """#)
        return try write("\(name)/_rels/.rels", #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1"
         Type="http://schemas.microsoft.com/xps/2005/06/fixedrepresentation" Target="/Document.fdseq"/></Relationships>
        """#)
    }

    /// A FictionBook 2 e-book.
    func fictionBook(_ name: String = "book.fb2") throws -> String {
        try write(name, #"""
        <?xml version="1.0"?>
        <FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0"><body><section><p>Once.</p></section></body></FictionBook>
        """#)
    }
}
