import CMuPDF

extension Document {
    /// Whether the document's permissions let a reader copy its text
    /// (`fz_has_permission` with `FZ_PERMISSION_COPY`): false for a PDF
    /// whose encryption forbids it (MuPDF 1.21 reads the flags as they are,
    /// whichever password opened it); true for formats without permissions.
    /// - Throws: `.passwordRequired` while the document is locked, and
    ///   `.damaged` when MuPDF fails to read the permissions.
    public var allowsCopying: Bool {
        get throws {
            guard !needsPassword else { throw DocumentError.passwordRequired(path: path) }
            return try withDocumentLockForThisThread { () throws(DocumentError) in
                try MuPDFCall.run({ cmupdf_document_allows_copying(context.handle, handle, &$0) }) {
                    .damaged(path: path, reason: "cannot read whether it allows copying: \($0.message)")
                } == 1
            }
        }
    }
}
