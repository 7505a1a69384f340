/// Immutable settings of the viewer, built with a builder like Nutrient's `PDFConfiguration`:
///
///     let configuration = PDFConfiguration { builder in
///         builder.allowedAppearanceModes = [.night]
///     }
public struct PDFConfiguration: Equatable, Sendable {
    /// Appearance modes the reader may switch to; Default (`[]`) is always allowed.
    public let allowedAppearanceModes: PDFAppearanceMode
    /// How far the brightness slider may dim the window.
    public let dimming: ScreenDimming
    /// The night palette and sepia strength the modes use (nil fields leave the document's options).
    public let palette: AppearancePalette

    /// The default configuration, changed by `build`.
    public init(_ build: (Builder) -> Void = { _ in }) {
        let builder = Builder()
        build(builder)
        self.init(builder: builder)
    }

    private init(builder: Builder) {
        allowedAppearanceModes = builder.allowedAppearanceModes
        dimming = builder.dimming
        palette = builder.palette
    }

    /// A copy of this configuration changed by `build`.
    public func configurationUpdated(_ build: (Builder) -> Void) -> PDFConfiguration {
        let builder = Builder(configuration: self)
        build(builder)
        return PDFConfiguration(builder: builder)
    }

    /// The mutable settings a configuration is made from.
    public final class Builder {
        /// Appearance modes the reader may switch to; defaults to `.all`.
        public var allowedAppearanceModes: PDFAppearanceMode = .all
        /// Dimming range of the brightness slider; defaults to 0...0.6.
        public var dimming = ScreenDimming()
        /// Night paper and text colors and sepia strength; defaults to the document's own options.
        public var palette = AppearancePalette()

        init() {}

        init(configuration: PDFConfiguration) {
            allowedAppearanceModes = configuration.allowedAppearanceModes
            dimming = configuration.dimming
            palette = configuration.palette
        }
    }
}
