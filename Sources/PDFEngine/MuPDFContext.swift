import CMuPDF
import Foundation

/// A MuPDF context (`fz_context`). A context may be used by one thread at a time.
/// A base context starts a family with its own resource store and memory
/// budget (`MemoryLimit`); its clones share both, and keep it alive.
final class MuPDFContext: @unchecked Sendable {
    let handle: OpaquePointer
    /// The family's memory budget, owned by the base context.
    let budget: OpaquePointer
    private let base: MuPDFContext?

    private init(handle: OpaquePointer, budget: OpaquePointer, base: MuPDFContext?) {
        self.handle = handle
        self.budget = budget
        self.base = base
    }

    deinit {
        cmupdf_context_drop(handle)
        if base == nil {
            cmupdf_memory_budget_free(budget)
        }
    }

    /// A new base context with a budget of its own. Its resource store
    /// (decoded images, fonts) holds 64 MiB: enough for the pages around the
    /// reader, and small enough that paging through a long book keeps the
    /// process lean; rendering never fails for it, MuPDF evicts and decodes
    /// again. Never used for work directly: every user takes a clone.
    static func makeBase() throws(DocumentError) -> MuPDFContext {
        try makeRoot { budget, error in cmupdf_context_new(64 << 20, budget, error) }
    }

    /// A context of its own with a budget of its own, sharing no store and
    /// no locks with any other (`cmupdf_single_thread_context_new`), for
    /// work one thread does alone; everything made with it is used and
    /// dropped with it.
    static func makeSingleThread(storeBytes: Int) throws(DocumentError) -> MuPDFContext {
        try makeRoot { budget, error in cmupdf_single_thread_context_new(storeBytes, budget, error) }
    }

    /// A context that starts a family: a new budget, and `create` making
    /// the context that counts against it.
    private static func makeRoot(
        _ create: (OpaquePointer, UnsafeMutablePointer<cmupdf_error>) -> OpaquePointer?
    ) throws(DocumentError) -> MuPDFContext {
        guard let budget = cmupdf_memory_budget_new() else {
            throw .engineFailure(reason: "cannot create a MuPDF memory budget (out of memory)")
        }
        do {
            let handle = try MuPDFCall.object({ create(budget, &$0) }, orThrow: engineFailure)
            return MuPDFContext(handle: handle, budget: budget, base: nil)
        } catch {
            cmupdf_memory_budget_free(budget)
            throw error
        }
    }

    /// A new context of this family for one thread (or one lock holder) at a time.
    func makeClone() throws(DocumentError) -> MuPDFContext {
        let family = base ?? self
        let handle = try MuPDFCall.object({ cmupdf_context_clone(family.handle, &$0) }, orThrow: Self.engineFailure)
        return MuPDFContext(handle: handle, budget: budget, base: family)
    }

    /// Bytes the family holds now against its budget.
    var bytesInUse: Int { Int(cmupdf_memory_budget_in_use(budget)) }

    private static func engineFailure(_ failure: MuPDFFailure) -> DocumentError {
        .engineFailure(reason: failure.message)
    }
}

/// The contexts of one family (one document) handed out to one user at a
/// time, so short operations on any thread (synchronous renders, dropping
/// the document's resources) need not clone anew.
final class ContextPool: @unchecked Sendable {
    /// The family's base context.
    let base: MuPDFContext

    private let lock = NSLock()
    private var idle: [MuPDFContext] = []

    /// A pool of a new family, with its own store and memory budget.
    init() throws(DocumentError) {
        base = try MuPDFContext.makeBase()
    }

    /// The family of interface text (`TextRenderer`), which lives as long as the
    /// process: the UI font the shim keeps for every renderer belongs to it.
    static let interface: Result<ContextPool, DocumentError> = Result { () throws(DocumentError) in try ContextPool() }

    /// A context of the family for one thread (or one lock holder) at a time, kept by the caller.
    func makeClone() throws(DocumentError) -> MuPDFContext {
        try base.makeClone()
    }

    /// Runs `body` with a context of the family no other thread uses meanwhile.
    func withContext<T>(_ body: (MuPDFContext) throws -> T) throws -> T {
        let context = try acquire()
        defer { release(context) }
        return try body(context)
    }

    private func acquire() throws(DocumentError) -> MuPDFContext {
        if let context = lock.withLock({ idle.popLast() }) {
            return context
        }
        return try makeClone()
    }

    private func release(_ context: MuPDFContext) {
        lock.withLock { idle.append(context) }
    }
}
