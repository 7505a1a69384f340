/// Whether the reader can draw ink on a document (`Document.inkAvailability`).
public enum InkAvailability: Hashable, Sendable {
    /// Strokes become PDF Ink annotations.
    case available
    /// The document is not a PDF (EPUB, XPS, images…): there is nowhere to store ink.
    case notPDF
    /// The PDF does not allow annotations; `reason` says why, for the reader.
    case notPermitted(reason: String)
}
