import CMuPDF

extension Document {
    /// Extracts page `index`'s structured text under the document lock: on
    /// the window's thread (a selection) ahead of a display-list recording in
    /// progress, on other threads (find reading ahead) after it
    /// (`withDocumentLockForThisThread`).
    /// - Throws: `.pageOutOfRange`, `.passwordRequired`, or `.pageLoadFailed`
    ///   when the page cannot be loaded or its text cannot be extracted.
    public func textPage(at index: Int) throws(DocumentError) -> TextPage {
        try checkPage(index)
        return try withDocumentLockForThisThread { () throws(DocumentError) in
            try TextPage.extract(page: index, of: handle, path: path, context: context, keeping: .pool(contexts))
        }
    }
}

extension Document: PageSearching {
    /// Page `index`'s text (`textPage(at:)`) searched for `needle`.
    public func search(page index: Int, for needle: String, details: TextHit.Details) throws(DocumentError) -> PageSearch {
        let text = try textPage(at: index)
        return PageSearch(hasText: text.hasText, hits: try text.search(needle, details: details))
    }
}

extension TextPage {
    /// Extracts page `index` of the document `handle` with `context`; the
    /// page then searches and drops itself with `contexts`.
    static func extract(page index: Int, of handle: OpaquePointer, path: String, context: MuPDFContext,
                        keeping contexts: Contexts) throws(DocumentError) -> TextPage {
        var bounds = cmupdf_rect()
        var characters: Int32 = 0
        let raw = try MuPDFCall.object({
            cmupdf_stext_page_new(context.handle, handle, Int32(index), &bounds, &characters, &$0)
        }, orThrow: { .pageLoadFailed(path: path, page: index, reason: "cannot extract its text: \($0.message)") })
        return TextPage(handle: raw, pageIndex: index, bounds: bounds, characterCount: Int(characters), path: path,
                        contexts: contexts)
    }
}
