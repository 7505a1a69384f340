import CMuPDF

extension TextPage {
    /// The quads that highlight `span` (one per run of characters on a
    /// line, as `fz_highlight_selection` merges them), in page space; empty
    /// when the span holds no character. `span.page` must be this page.
    /// - Throws: `.pageLoadFailed` when MuPDF fails to find the characters.
    public func highlight(_ span: TextSpan) throws -> [PageQuad] {
        precondition(span.page == pageIndex, "span of page \(span.page) asked of page \(pageIndex)")
        guard hasText else { return [] }
        return try withContext { context throws(DocumentError) in
            var quads: UnsafeMutablePointer<cmupdf_quad>?
            var count: Int32 = 0
            defer { cmupdf_quads_free(context.handle, quads) }
            try MuPDFCall.run({
                cmupdf_selection_quads(context.handle, handle, end(span.start), end(span.end), unit(span.unit), &quads, &count, &$0)
            }, orThrow: selectionFailure)
            return (0..<Int(count)).map { i in
                let q = quads![i]
                return PageQuad(upperLeft: point(q.ul_x, q.ul_y), upperRight: point(q.ur_x, q.ur_y),
                                lowerLeft: point(q.ll_x, q.ll_y), lowerRight: point(q.lr_x, q.lr_y))
            }
        }
    }

    /// The text of `span` in reading order, as MuPDF copies it
    /// (`fz_copy_selection`): ligatures expanded into their letters, lines
    /// joined by newlines, no newline after the last; empty when the span
    /// holds no character. `span.page` must be this page.
    /// - Throws: `.pageLoadFailed` when MuPDF fails to copy the characters.
    public func text(of span: TextSpan) throws -> String {
        precondition(span.page == pageIndex, "span of page \(span.page) asked of page \(pageIndex)")
        guard hasText else { return "" }
        return try withContext { context throws(DocumentError) in
            let raw = try MuPDFCall.object({
                cmupdf_selection_text(context.handle, handle, end(span.start), end(span.end), unit(span.unit), &$0)
            }, orThrow: selectionFailure)
            defer { cmupdf_string_free(context.handle, raw) }
            return String(cString: raw)
        }
    }

    /// A span's end in MuPDF's page space (whose origin is the page box's).
    private func end(_ end: TextSpan.End) -> cmupdf_selection_end {
        switch end {
        case .point(let point):
            return cmupdf_selection_end(x: Float(point.x + origin.x), y: Float(point.y + origin.y), edge: Int32(CMUPDF_SELECTION_POINT))
        case .pageStart:
            return cmupdf_selection_end(x: 0, y: 0, edge: Int32(CMUPDF_SELECTION_PAGE_START))
        case .pageEnd:
            return cmupdf_selection_end(x: 0, y: 0, edge: Int32(CMUPDF_SELECTION_PAGE_END))
        }
    }

    private func unit(_ unit: TextSpan.Unit) -> Int32 {
        switch unit {
        case .characters: return Int32(CMUPDF_SELECT_CHARS)
        case .words: return Int32(CMUPDF_SELECT_WORDS)
        case .lines: return Int32(CMUPDF_SELECT_LINES)
        }
    }

    /// A point of MuPDF's page space in page space.
    private func point(_ x: Float, _ y: Float) -> PagePoint {
        PagePoint(x: Double(x) - origin.x, y: Double(y) - origin.y)
    }

    private func selectionFailure(_ failure: MuPDFFailure) -> DocumentError {
        .pageLoadFailed(path: path, page: pageIndex, reason: "cannot select its text: \(failure.message)")
    }
}
