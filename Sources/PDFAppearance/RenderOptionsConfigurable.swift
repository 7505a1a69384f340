/// Something with per-render-type options, such as `PDFEngine.Document`:
/// `document.updateRenderOptions(for: .all) { $0.invertRenderColor = true }`.
public protocol RenderOptionsConfigurable: AnyObject {
    /// Where the options live; the methods of the extension forward to it.
    var renderOptionsStore: RenderOptionsStore { get }
}

extension RenderOptionsConfigurable {
    /// The options for `type` (for several types, the `.page` options).
    public func renderOptions(for type: RenderType) -> RenderOptions {
        renderOptionsStore.renderOptions(for: type)
    }

    /// Replaces the options of every type in `type`.
    public func setRenderOptions(_ options: RenderOptions, for type: RenderType) {
        renderOptionsStore.setRenderOptions(options, for: type)
    }

    /// Calls `update` with a copy of the options of each type in `type` and stores the result.
    public func updateRenderOptions(for type: RenderType, _ update: (inout RenderOptions) -> Void) {
        renderOptionsStore.updateRenderOptions(for: type, update)
    }
}
