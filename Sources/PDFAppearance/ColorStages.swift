/// The color stages of `RenderOptions` in full precision, in pipeline order
/// (pageColor → invert → colorCorrectInverted → grayscale → sepia → additional filters).
/// `ColorPipeline` samples this function; it is never run per pixel.
struct ColorStages {
    private static let grayscaleMatrix = ColorMatrix(
        red: SIMD4(Luma.weights, 0), green: SIMD4(Luma.weights, 0), blue: SIMD4(Luma.weights, 0))

    let pageColor: SIMD3<Double>?
    let invert: Bool
    let correctInverted: Bool
    /// The paper and text colors inversion maps onto.
    let palette: NightPalette
    let grayscale: Bool
    let sepia: ColorMatrix?
    let additionalFilters: [ColorFilter]

    init(_ options: RenderOptions) {
        let page = options.pageColor.map { $0.rgb.clamped(lowerBound: .zero, upperBound: .one) }
        pageColor = page == SIMD3(repeating: 1) ? nil : page
        invert = options.invertRenderColor
        correctInverted = options.invertRenderColor && options.filters.contains(.colorCorrectInverted)
        palette = options.invertRenderColor ? NightPalette(options, dayPaper: page ?? .one) : .standard
        grayscale = options.filters.contains(.grayscale)
        sepia = options.filters.contains(.sepia) && options.sepiaIntensity > 0
            ? SepiaTone.matrix(intensity: options.sepiaIntensity) : nil
        additionalFilters = options.additionalColorFilters
    }

    /// True when no stage changes any color.
    var isIdentity: Bool {
        pageColor == nil && !invert && !grayscale && sepia == nil && additionalFilters.isEmpty
    }

    /// The channel factors when the stages are exactly one matrix filter that only scales channels
    /// (kept photographs dimmed in Night), so pixels can be multiplied instead of interpolated.
    var channelScales: SIMD3<Double>? {
        guard pageColor == nil, !invert, !grayscale, sepia == nil, additionalFilters.count == 1 else { return nil }
        return additionalFilters[0].matrix?.channelScales
    }

    /// True when the night stage sees exactly the input, so precomputed night colors of the
    /// input (on `palette`) can stand in for computing it.
    var nightStageSeesInvertedInput: Bool { correctInverted && pageColor == nil }

    /// Runs every stage on a gamma-encoded sRGB color (components 0...1).
    /// `knownNightColor`, when given, is `NightColorRule.nightColor(for: input, palette: palette)`
    /// computed beforehand; it is only used when `nightStageSeesInvertedInput`.
    func apply(_ input: SIMD3<Double>, knownNightColor: SIMD3<Double>? = nil) -> SIMD3<Double> {
        var color = input
        if let pageColor {
            color *= pageColor
        }
        if correctInverted {
            let known = nightStageSeesInvertedInput ? knownNightColor : nil
            color = known ?? NightColorRule.nightColor(for: color, palette: palette)
        } else if invert {
            color = palette.mapInverted(1 - color)
        }
        if grayscale {
            color = Self.grayscaleMatrix.apply(color)
        }
        if let sepia {
            color = sepia.apply(color)
        }
        for filter in additionalFilters {
            color = filter.apply(color)
        }
        return color
    }
}
