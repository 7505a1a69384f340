import CMuPDF

/// A page recorded once (the slow parse step) and drawn any number of times,
/// by any thread with its own context.
final class DisplayList: @unchecked Sendable {
    let handle: OpaquePointer

    init(handle: OpaquePointer) {
        self.handle = handle
    }

    deinit {
        let handle = handle
        _ = try? ContextPool.shared.withContext { context in
            cmupdf_display_list_drop(context.handle, handle)
        }
    }
}
