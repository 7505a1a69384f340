import CMuPDF

/// The MuPDF library rendering the documents.
public enum MuPDFVersion {
    /// "1.21.1": the version linked (statically) into this program.
    public static var string: String { String(cString: cmupdf_version()) }
}
