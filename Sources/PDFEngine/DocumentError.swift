import FileSystem
import Foundation

/// Why a document could not be opened, or a page could not be loaded, rendered
/// or exported. Every description is one line naming the file and the reason.
public enum DocumentError: Error, Equatable, Sendable {
    /// No file exists at the path.
    case fileNotFound(path: String)
    /// The file exists but cannot be read (permissions, or it is a directory).
    case unreadable(path: String, reason: String)
    /// The file is empty.
    case emptyFile(path: String)
    /// The file is not in a format MuPDF can open.
    case notADocument(path: String, reason: String)
    /// The file looks like a document but is too damaged to open.
    case damaged(path: String, reason: String)
    /// The document is encrypted and no password was given.
    case passwordRequired(path: String)
    /// The document is encrypted and the given password does not open it.
    case wrongPassword(path: String)
    /// The document opened but has no pages.
    case noPages(path: String)
    /// A page index outside `0..<pageCount`.
    case pageOutOfRange(path: String, page: Int, pageCount: Int)
    /// A page could not be loaded (its page object is missing or broken).
    case pageLoadFailed(path: String, page: Int, reason: String)
    /// A page loaded but could not be drawn.
    case renderFailed(path: String, page: Int, reason: String)
    /// A page needed more memory than the memory limit (`MemoryLimit`) allows
    /// to be loaded or drawn; the rest of the document stays usable.
    case memoryLimitExceeded(path: String, page: Int)
    /// A render was cancelled before it finished.
    case cancelled(path: String, page: Int)
    /// A render did not finish within its time limit.
    case timedOut(path: String, page: Int, seconds: Double)
    /// A requested region lies outside the rendered page.
    case invalidRegion(path: String, page: Int)
    /// A render would need a larger image than `Document.maximumRenderPixels`;
    /// render tiles (a `region`) instead.
    case imageTooLarge(path: String, page: Int, width: Int, height: Int)
    /// An exported file could not be written; any previous file is untouched.
    case exportFailed(path: String, destination: String, reason: String)
    /// An export would exceed `Document.maximumExportPixels` at `dpi`;
    /// `fittingDPI` is the largest whole resolution that stays within it.
    case exportTooLarge(path: String, page: Int, dpi: Double, width: Int, height: Int, fittingDPI: Int)
    /// MuPDF itself could not be set up (out of memory).
    case engineFailure(reason: String)
    /// Ink cannot be drawn: the document is not a PDF or does not allow annotations.
    case inkUnavailable(path: String, reason: String)
    /// An annotation could not be added, removed or read.
    case annotationFailed(path: String, page: Int, reason: String)
    /// The document could not be saved to `destination`; the file there is
    /// untouched and the changes are still in memory.
    case saveFailed(path: String, destination: String, reason: String)
    /// The ink journal of the document could not be read or written.
    case journalFailed(path: String, journal: String, reason: String)
    /// The document's file was replaced or rewritten on disk since it was
    /// opened: saving over it would throw the newer file away, so it was not
    /// saved (see `Document.save(to:replacingChangedFile:)`).
    case changedOnDisk(path: String)
    /// The document opened but its outline (table of contents) cannot be read.
    case outlineUnreadable(path: String, reason: String)
    /// The document opened but its page labels (/PageLabels) cannot be read.
    case pageLabelsUnreadable(path: String, reason: String)
    /// The document opened but its metadata `key` ("info:Title", "format") cannot be read.
    case metadataUnreadable(path: String, key: String, reason: String)
}

extension DocumentError: CustomStringConvertible {
    /// One line naming the file and the reason: "`path`: `reason`" (only
    /// `reason` when no file is concerned); pages are numbered from 1.
    public var description: String {
        path.map { "\($0): \(reason)" } ?? reason
    }

    /// The document's file the error is about; nil for `.engineFailure`.
    public var path: String? {
        switch self {
        case .fileNotFound(let path), .unreadable(let path, _), .emptyFile(let path), .notADocument(let path, _),
             .damaged(let path, _), .passwordRequired(let path), .wrongPassword(let path), .noPages(let path),
             .pageOutOfRange(let path, _, _), .pageLoadFailed(let path, _, _), .renderFailed(let path, _, _),
             .memoryLimitExceeded(let path, _),
             .cancelled(let path, _), .timedOut(let path, _, _), .invalidRegion(let path, _), .imageTooLarge(let path, _, _, _),
             .exportFailed(let path, _, _), .exportTooLarge(let path, _, _, _, _, _), .inkUnavailable(let path, _),
             .annotationFailed(let path, _, _), .saveFailed(let path, _, _), .journalFailed(let path, _, _),
             .changedOnDisk(let path), .outlineUnreadable(let path, _), .pageLabelsUnreadable(let path, _),
             .metadataUnreadable(let path, _, _):
            return path
        case .engineFailure:
            return nil
        }
    }

    /// What failed and why, without the file name `description` starts with
    /// ("page 3 cannot be loaded (…)"): for messages that name the file
    /// themselves or need no name.
    public var reason: String {
        switch self {
        case .fileNotFound(let path):
            return MissingFolder.first(along: path).map { "no such folder: \($0)" } ?? "no such file"
        case .unreadable(_, let reason):
            return "cannot read the file (\(reason))"
        case .emptyFile:
            return "the file is empty (0 bytes)"
        case .notADocument(_, let reason):
            return "not a document MuPDF can open (\(reason))"
        case .damaged(_, let reason):
            return "the document is damaged and could not be repaired (\(reason))"
        case .passwordRequired:
            return "the document is encrypted and needs a password"
        case .wrongPassword:
            return "the password does not open this encrypted document"
        case .noPages:
            return "the document has no pages"
        case .pageOutOfRange(_, let page, let pageCount):
            return "page \(page + 1) does not exist (the document has \(pageCount) pages)"
        case .pageLoadFailed(_, let page, let reason):
            return "page \(page + 1) cannot be loaded (\(reason))"
        case .renderFailed(_, let page, let reason):
            return "page \(page + 1) cannot be rendered (\(reason))"
        case .memoryLimitExceeded(_, let page):
            return "page \(page + 1) needs more memory than allowed"
        case .cancelled(_, let page):
            return "rendering page \(page + 1) was cancelled"
        case .timedOut(_, let page, let seconds):
            return "rendering page \(page + 1) did not finish within \(Self.format(seconds)) s"
        case .invalidRegion(_, let page):
            return "the requested region lies outside page \(page + 1)"
        case .imageTooLarge(_, let page, let width, let height):
            return "page \(page + 1) would be \(width)×\(height) pixels, too large to render in one piece"
        case .exportFailed(_, let destination, let reason):
            return "cannot write \(destination) (\(reason))"
        case .exportTooLarge(_, let page, let dpi, let width, let height, let fittingDPI):
            let gigapixels = Double(width) * Double(height) / 1e9
            return "page \(page + 1) at \(Self.format(dpi)) dpi would be \(Self.grouped(width)) × \(Self.grouped(height)) px "
                + "(\(gigapixels < 10 ? String(format: "%.1f", gigapixels) : String(Int(gigapixels.rounded()))) gigapixels), "
                + "more than the 1 gigapixel an export may have; --dpi \(fittingDPI) or less fits"
        case .engineFailure(let reason):
            return "MuPDF cannot start (\(reason))"
        case .inkUnavailable(_, let reason):
            return "cannot draw ink (\(reason))"
        case .annotationFailed(_, let page, let reason):
            return "cannot change the annotations of page \(page + 1) (\(reason))"
        case .saveFailed(let path, let destination, let reason):
            return destination == path
                ? "cannot save (\(reason)); the file is unchanged and the changes are kept"
                : "cannot save to \(destination) (\(reason)); the changes are kept"
        case .journalFailed(_, let journal, let reason):
            return "cannot use the ink journal \(journal) (\(reason))"
        case .changedOnDisk:
            return "the file changed on disk since it was opened; not saved over the newer file, the changes are kept"
        case .outlineUnreadable(_, let reason):
            return "the outline (table of contents) cannot be read (\(reason))"
        case .pageLabelsUnreadable(_, let reason):
            return "the page labels cannot be read (\(reason))"
        case .metadataUnreadable(_, let key, let reason):
            return "the document information \(key) cannot be read (\(reason))"
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
    }

    /// 146000 → "146,000".
    private static func grouped(_ number: Int) -> String {
        var digits = String(number)
        for index in stride(from: digits.count - 3, to: 0, by: -3) {
            digits.insert(",", at: digits.index(digits.startIndex, offsetBy: index))
        }
        return digits
    }
}

extension DocumentError: LocalizedError {
    public var errorDescription: String? { description }
}
