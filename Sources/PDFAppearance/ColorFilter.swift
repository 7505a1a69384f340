/// A user-supplied per-pixel color filter, the counterpart of `additionalCIFilters` in Nutrient's API.
///
/// Filters run last in the pipeline, in array order, on opaque gamma-encoded sRGB colors.
/// Two filters are equal when their names are equal: the name is the filter's identity in
/// pipeline caches, so give different filters different names.
public struct ColorFilter: Hashable, Sendable {
    /// Identifies the filter in caches.
    public let name: String
    private let transform: @Sendable (Color) -> Color
    /// The matrix of a filter made by `matrix(name:_:)`, nil for other filters.
    let matrix: ColorMatrix?

    /// A filter that runs `transform` on each color; results are clamped to 0...1 and alpha is ignored.
    public init(name: String, transform: @escaping @Sendable (Color) -> Color) {
        self.name = name
        self.transform = transform
        matrix = nil
    }

    private init(name: String, matrix: ColorMatrix) {
        self.name = name
        transform = { matrix.applied(to: $0) }
        self.matrix = matrix
    }

    /// A filter that applies an affine color matrix.
    public static func matrix(name: String, _ matrix: ColorMatrix) -> ColorFilter {
        ColorFilter(name: name, matrix: matrix)
    }

    public static func == (lhs: ColorFilter, rhs: ColorFilter) -> Bool {
        lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    func apply(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        transform(Color(rgb: rgb)).rgb.clamped(lowerBound: .zero, upperBound: .one)
    }
}
