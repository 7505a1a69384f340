import CMuPDF
import Foundation

/// A page recorded once (the slow parse step) and drawn any number of times,
/// by any thread with its own context.
final class DisplayList: @unchecked Sendable {
    let handle: OpaquePointer
    /// The page uses overprint, which rendering simulates (as `mutool draw`).
    let usesOverprint: Bool
    /// The page's images, surveyed on first need (`Document.imageSurvey`); guarded by `surveyLock`.
    var survey: ImageSurvey?
    let surveyLock = NSLock()
    /// The contexts of the document that recorded it, which drop it.
    private let contexts: ContextPool

    init(handle: OpaquePointer, usesOverprint: Bool, contexts: ContextPool) {
        self.handle = handle
        self.usesOverprint = usesOverprint
        self.contexts = contexts
    }

    deinit {
        let handle = handle
        _ = try? contexts.withContext { context in
            cmupdf_display_list_drop(context.handle, handle)
        }
    }
}
