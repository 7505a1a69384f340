/// Which images' mask a set of options needs (see `RenderOptions.keptImages`).
public enum KeptImages: Int, Hashable, Sendable {
    /// Images classified as photographs.
    case photos = 0
    /// Every raster image.
    case all = 1
}

extension RenderOptions {
    /// The images these options show in their own colours: nil unless `invertRenderColor` is set
    /// and `imageHandling` keeps some.
    public var keptImages: KeptImages? {
        guard invertRenderColor else { return nil }
        switch imageHandling {
        case .recolor: return nil
        case .keepPhotos: return .photos
        case .keepAll: return .all
        }
    }

    /// The options kept images are drawn with: their own colours darkened by `photoDimming`,
    /// then `additionalColorFilters` when `filtersApplyToImages` is set; nil when no image is kept.
    public var keptImageOptions: RenderOptions? {
        guard keptImages != nil else { return nil }
        let brightness = 1 - min(max(photoDimming, 0), 1)
        var filters: [ColorFilter] = []
        if brightness < 1 {
            let dimming = ColorMatrix(red: [brightness, 0, 0, 0], green: [0, brightness, 0, 0], blue: [0, 0, brightness, 0])
            filters.append(.matrix(name: "photoDimming \(brightness)", dimming))
        }
        if filtersApplyToImages {
            filters += additionalColorFilters
        }
        var kept = RenderOptions(backgroundFill: backgroundFill, additionalColorFilters: filters)
        kept.imageHandling = .recolor
        return kept
    }
}
