import CSyncTeX
import PageGeometry

/// The SyncTeX file of a PDF that LaTeX built (`pdflatex -synctex=1` writes
/// FILE.synctex.gz beside FILE.pdf), read through libsynctex: where a source
/// line went on the pages (forward search) and which source line made a
/// point on a page (inverse search). Reading a large one takes a while: use
/// it away from the window's thread, from one thread at a time.
public final class SyncTeXFile {
    private let handle: OpaquePointer
    /// The PDF whose SyncTeX file this is.
    public let pdfPath: String

    /// Reads the SyncTeX file beside the PDF at `pdfPath`; throws when there
    /// is none or it cannot be read.
    public init(pdfPath: String) throws {
        var error = sdlpdf_synctex_error()
        guard let handle = sdlpdf_synctex_open(pdfPath, &error) else { throw SyncTeXError(error) }
        self.handle = handle
        self.pdfPath = pdfPath
    }

    deinit {
        sdlpdf_synctex_close(handle)
    }

    /// The boxes line `line` (from 1) of the source file `input` made, at
    /// most `limit`; empty when the line made none.
    public func boxes(input: String, line: Int, column: Int, limit: Int = 256) throws -> [SyncTeXBox] {
        var error = sdlpdf_synctex_error()
        var boxes = [sdlpdf_synctex_box](repeating: sdlpdf_synctex_box(), count: limit)
        let count = sdlpdf_synctex_forward(handle, input, Int32(clamping: line), Int32(clamping: column), &boxes, limit, &error)
        guard count >= 0 else { throw SyncTeXError(error) }
        return boxes.prefix(Int(count)).map {
            SyncTeXBox(page: Int($0.page), rect: PageRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height))
        }
    }

    /// The source position that made the point `point` of page `page`, or
    /// nil when nothing there came from a source.
    public func source(onPage page: Int, at point: PagePoint) throws -> SourcePosition? {
        var error = sdlpdf_synctex_error()
        var input = [CChar](repeating: 0, count: 4096)
        var line: Int32 = 0, column: Int32 = 0
        switch sdlpdf_synctex_inverse(handle, Int32(clamping: page), point.x, point.y, &input, input.count, &line, &column, &error) {
        case 1: return SourcePosition(input: String(cString: input), line: Int(line), column: Int(max(column, 0)))
        case 0: return nil
        default: throw SyncTeXError(error)
        }
    }
}

/// A box SyncTeX gives for a source line: a page (from 0) and a rectangle
/// in points from the page's top-left.
public struct SyncTeXBox: Hashable, Sendable {
    public let page: Int
    public let rect: PageRect

    public init(page: Int, rect: PageRect) {
        self.page = page
        self.rect = rect
    }
}

/// A place in a TeX source file: its path as TeX named it, the line (from 1)
/// and the column (0 when SyncTeX does not know it).
public struct SourcePosition: Hashable, Sendable {
    public let input: String
    public let line: Int
    public let column: Int

    public init(input: String, line: Int, column: Int) {
        self.input = input
        self.line = line
        self.column = column
    }
}

/// Why a SyncTeX file or query failed, in one line.
public struct SyncTeXError: Error, CustomStringConvertible {
    public let description: String

    init(_ error: sdlpdf_synctex_error) {
        description = withUnsafeBytes(of: error.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
