/// Immutable settings of the viewer, built with a builder like Nutrient's `PDFConfiguration`:
///
///     let configuration = PDFConfiguration { builder in
///         builder.allowedAppearanceModes = [.night]
///     }
public struct PDFConfiguration: Sendable {
    /// Appearance modes the reader may switch to; Default (`[]`) is always allowed.
    public let allowedAppearanceModes: PDFAppearanceMode

    /// The default configuration, changed by `build`.
    public init(_ build: (Builder) -> Void = { _ in }) {
        let builder = Builder()
        build(builder)
        self.init(builder: builder)
    }

    private init(builder: Builder) {
        allowedAppearanceModes = builder.allowedAppearanceModes
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

        init() {}

        init(configuration: PDFConfiguration) {
            allowedAppearanceModes = configuration.allowedAppearanceModes
        }
    }
}
