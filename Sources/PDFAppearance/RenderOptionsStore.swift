import Foundation

/// Thread-safe storage of a document's render options, one set per render type
/// (`.page` for the viewer, `.processor` for export).
public final class RenderOptionsStore: @unchecked Sendable {
    private let lock = NSLock()
    private var pageOptions: RenderOptions
    private var processorOptions: RenderOptions

    /// A store with `options` for every render type.
    public init(options: RenderOptions = RenderOptions()) {
        pageOptions = options
        processorOptions = options
    }

    /// The options for `type`; for a set of several types (such as `.all`), the `.page` options.
    public func renderOptions(for type: RenderType) -> RenderOptions {
        lock.lock()
        defer { lock.unlock() }
        return type.contains(.page) || !type.contains(.processor) ? pageOptions : processorOptions
    }

    /// Replaces the options of every type in `type`.
    public func setRenderOptions(_ options: RenderOptions, for type: RenderType) {
        updateRenderOptions(for: type) { $0 = options }
    }

    /// Calls `update` with a copy of the options of each type in `type` and stores the result,
    /// atomically with respect to other calls on this store.
    public func updateRenderOptions(for type: RenderType, _ update: (inout RenderOptions) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        if type.contains(.page) {
            update(&pageOptions)
        }
        if type.contains(.processor) {
            update(&processorOptions)
        }
    }

    /// The options one render call uses: `override` when given, otherwise the stored options for `type`.
    public func resolvedRenderOptions(_ override: RenderOptions?, for type: RenderType) -> RenderOptions {
        override ?? renderOptions(for: type)
    }
}
