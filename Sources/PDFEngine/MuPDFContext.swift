import CMuPDF
import Foundation

/// A MuPDF context (`fz_context`). A context may be used by one thread at a time;
/// every clone shares the process-wide base context's resource store and locks.
final class MuPDFContext: @unchecked Sendable {
    let handle: OpaquePointer

    private init(handle: OpaquePointer) {
        self.handle = handle
    }

    deinit {
        cmupdf_context_drop(handle)
    }

    /// The process-wide base context. Its resource store (decoded images,
    /// fonts) holds 64 MiB: enough for the pages around the reader, and
    /// small enough that paging through a long book keeps the process lean;
    /// rendering never fails for it, MuPDF evicts and decodes again. Never
    /// used for work directly: every user takes a clone.
    private static let base: Result<MuPDFContext, DocumentError> = {
        Result { () throws(DocumentError) in
            try MuPDFContext(handle: MuPDFCall.object({ cmupdf_context_new(64 << 20, &$0) }, orThrow: engineFailure))
        }
    }()

    /// A new context for one thread (or one lock holder) at a time.
    static func makeClone() throws(DocumentError) -> MuPDFContext {
        let base = try base.get()
        return try MuPDFContext(handle: MuPDFCall.object({ cmupdf_context_clone(base.handle, &$0) }, orThrow: engineFailure))
    }

    /// A context of its own, sharing no store and no locks with any other
    /// (`cmupdf_single_thread_context_new`), for work one thread does alone;
    /// everything made with it is used and dropped with it.
    static func makeSingleThread(storeBytes: Int) throws(DocumentError) -> MuPDFContext {
        try MuPDFContext(handle: MuPDFCall.object({ cmupdf_single_thread_context_new(storeBytes, &$0) }, orThrow: engineFailure))
    }

    private static func engineFailure(_ failure: MuPDFFailure) -> DocumentError {
        .engineFailure(reason: failure.message)
    }
}

/// Cloned contexts handed out to one user at a time, so short operations on any
/// thread (synchronous renders, dropping shared resources) need not clone anew.
final class ContextPool: @unchecked Sendable {
    static let shared = ContextPool()

    private let lock = NSLock()
    private var idle: [MuPDFContext] = []

    /// Runs `body` with a context no other thread uses meanwhile.
    func withContext<T>(_ body: (MuPDFContext) throws -> T) throws -> T {
        let context = try acquire()
        defer { release(context) }
        return try body(context)
    }

    private func acquire() throws(DocumentError) -> MuPDFContext {
        if let context = lock.withLock({ idle.popLast() }) {
            return context
        }
        return try MuPDFContext.makeClone()
    }

    private func release(_ context: MuPDFContext) {
        lock.withLock { idle.append(context) }
    }
}
