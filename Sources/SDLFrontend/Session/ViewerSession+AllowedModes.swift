import PDFAppearance

/// The modes the reader may switch to (Default and the `allowedAppearanceModes`) and their
/// colour pipelines: what no longer needs keeping once each of them is built or filled.
extension ViewerSession {
    /// The colour pipelines of every allowed mode (the current options of each, as Ctrl+R and
    /// the settings reach them), or nil while one of them is not built yet: then some texture
    /// may still have to be filled from the day pixels.
    var allowedModePipelines: [ColorPipeline]? {
        var pipelines: [ColorPipeline] = []
        for options in allowedModeOptions {
            guard let pipeline = ColorPipeline.built(for: options) else { return nil }
            pipelines.append(pipeline)
        }
        return pipelines
    }

    /// The render options of every allowed mode (Default among them).
    var allowedModeOptions: [RenderOptions] {
        let allowed = appearance.configuration.allowedAppearanceModes
        return AppearanceCycle.order.filter { AppearanceCycle.isAllowed($0, in: allowed) }.map(appearance.renderOptions(for:))
    }
}
