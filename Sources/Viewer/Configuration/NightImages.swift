import PDFAppearance

/// What Night does with photographs, as the reader chooses it (`--night-images`, the
/// `nightImages` configuration key, the settings row "Images in Night").
public enum NightImages: String, CaseIterable, Hashable, Sendable {
    /// Photographs keep their colours at full brightness.
    case keep
    /// Photographs keep their colours at 85 % brightness (`RenderOptions.photoDimming` 0.15), the default.
    case dim
    /// Photographs are recoloured like everything else.
    case recolor

    /// The choice `options` amount to.
    public init(_ options: RenderOptions) {
        switch options.imageHandling {
        case .recolor: self = .recolor
        case .keepPhotos, .keepAll: self = options.photoDimming > 0 ? .dim : .keep
        }
    }

    /// Sets the image options of `options` (`imageHandling`, `photoDimming`) to this choice.
    public func apply(to options: inout RenderOptions) {
        switch self {
        case .keep:
            options.imageHandling = .keepPhotos
            options.photoDimming = 0
        case .dim:
            options.imageHandling = .keepPhotos
            options.photoDimming = RenderOptions().photoDimming
        case .recolor:
            options.imageHandling = .recolor
        }
    }

    /// The row's segment label: "Keep", "Dim", "Recolor".
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
