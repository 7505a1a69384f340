extension PageSize {
    /// The smallest extent the layout accepts for a page side; zero, negative
    /// or non-finite sizes (broken documents) are raised to it.
    public static let minimumExtent: Double = 1

    /// This size with each side made finite and at least `minimumExtent`.
    var sanitized: PageSize {
        func clean(_ value: Double) -> Double {
            value.isFinite ? max(value, PageSize.minimumExtent) : PageSize.minimumExtent
        }
        return PageSize(width: clean(width), height: clean(height))
    }

    /// The size as displayed with the given viewer rotation.
    public func rotated(by rotation: Rotation) -> PageSize {
        rotation.swapsAxes ? PageSize(width: height, height: width) : self
    }
}
