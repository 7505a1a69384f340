import CMuPDF

/// The one way PDFEngine calls a CMuPDF function that reports failure in a
/// `cmupdf_error` record. Every such shim clears the record first and marks
/// it `failed` whenever it fails, so the record alone says whether the call
/// worked; a caller never reads a return code or the record itself.
///
/// A failure either becomes the caller's `DocumentError` (`run(_:orThrow:)`),
/// is handed back to be kept for later (`result(_:)`: a page that cannot be
/// loaded is remembered as that page's error), or is ignored by name
/// (`ignoringFailure(_:)`), with a comment at the call saying why.
enum MuPDFCall {
    /// Calls `body` with a fresh error record and returns its result, or
    /// throws what `failure` makes of the record when the shim failed.
    @discardableResult
    static func run<T>(_ body: (inout cmupdf_error) -> T,
                       orThrow failure: (MuPDFFailure) -> DocumentError) throws(DocumentError) -> T {
        switch result(body) {
        case .success(let value): return value
        case .failure(let error): throw failure(error)
        }
    }

    /// As `run(_:orThrow:)` for a shim that returns a new object, NULL
    /// exactly when it fails.
    static func object<T>(_ body: (inout cmupdf_error) -> T?,
                          orThrow failure: (MuPDFFailure) -> DocumentError) throws(DocumentError) -> T {
        switch objectResult(body) {
        case .success(let object): return object
        case .failure(let error): throw failure(error)
        }
    }

    /// As `run(_:orThrow:)` for a shim that hands back an array it allocated
    /// (NULL for none) and its length: the elements made into `T` by
    /// `element`, the array then freed with `free`.
    static func list<Raw, T>(_ body: (inout Int32, inout cmupdf_error) -> UnsafeMutablePointer<Raw>?,
                             free: (UnsafeMutablePointer<Raw>?, Int32) -> Void,
                             orThrow failure: (MuPDFFailure) -> DocumentError,
                             element: (Raw) -> T) throws(DocumentError) -> [T] {
        var count: Int32 = 0
        let array = try run({ body(&count, &$0) }, orThrow: failure)
        defer { free(array, count) }
        guard let array else { return [] }
        return (0..<Int(count)).map { element(array[$0]) }
    }

    /// As `result(_:)` for a shim that returns a new object, NULL exactly
    /// when it fails.
    static func objectResult<T>(_ body: (inout cmupdf_error) -> T?) -> Result<T, MuPDFFailure> {
        result(body).map { object in
            guard let object else { preconditionFailure("a CMuPDF function returned NULL without marking its error record failed") }
            return object
        }
    }

    /// Calls `body` with a fresh error record: its result, or the failure
    /// the shim reported.
    static func result<T>(_ body: (inout cmupdf_error) -> T) -> Result<T, MuPDFFailure> {
        var error = cmupdf_error()
        let value = body(&error)
        return error.failed != 0 ? .failure(MuPDFFailure(error)) : .success(value)
    }

    /// Calls `body` and returns its result, nil when the shim failed: only
    /// where nothing can be done about a failure and what happens instead is
    /// documented in the caller's API; a comment at the call says why
    /// ignoring is right there.
    static func ignoringFailure<T>(_ body: (inout cmupdf_error) -> T) -> T? {
        try? result(body).get()
    }
}

/// A failure reported by the CMuPDF shim: MuPDF's error code (`FZ_ERROR_*`,
/// or one of CMuPDF's own `CMUPDF_ERROR_*`) and its message.
struct MuPDFFailure: Error, Equatable {
    let code: Int
    let message: String

    /// Whether MuPDF was refused memory by the memory limit (`MemoryLimit`).
    var exceededMemoryLimit: Bool { code == Int(CMUPDF_ERROR_MEMORY_LIMIT) }

    /// The error for page `page` of `path`: `.memoryLimitExceeded` when the
    /// memory limit refused MuPDF, else what `otherwise` makes of the message.
    func pageError(path: String, page: Int, otherwise: (String) -> DocumentError) -> DocumentError {
        exceededMemoryLimit ? .memoryLimitExceeded(path: path, page: page) : otherwise(message)
    }

    init(_ error: cmupdf_error) {
        code = Int(error.code)
        var record = error
        message = withUnsafeBytes(of: &record.message) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }
}
