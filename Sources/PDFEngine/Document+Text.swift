import CMuPDF

extension Document {
    /// Extracts page `index`'s structured text under the document lock,
    /// waiting for a display-list recording in progress (find reads ahead;
    /// a reader waiting on the screen is not kept from the lock for long).
    /// - Throws: `.pageOutOfRange`, `.passwordRequired`, or `.pageLoadFailed`
    ///   when the page cannot be loaded or its text cannot be extracted.
    public func textPage(at index: Int) throws -> TextPage {
        try checkPage(index)
        return try documentLock.withLock { () throws(DocumentError) in
            var bounds = cmupdf_rect()
            var characters: Int32 = 0
            let raw = try MuPDFCall.object({
                cmupdf_stext_page_new(context.handle, handle, Int32(index), &bounds, &characters, &$0)
            }, orThrow: { .pageLoadFailed(path: path, page: index, reason: "cannot extract its text: \($0.message)") })
            return TextPage(handle: raw, pageIndex: index, bounds: bounds, characterCount: Int(characters), path: path,
                            contexts: contexts)
        }
    }
}
