/// Where one hit of a find is: its page and its place among that page's hits
/// in reading order.
public struct FindHitLocation: Hashable, Sendable, Comparable {
    /// 0-based page.
    public var page: Int
    /// 0-based index among the page's hits.
    public var index: Int

    public init(page: Int, index: Int) {
        self.page = page
        self.index = index
    }

    /// Document order: by page, then reading order.
    public static func < (a: FindHitLocation, b: FindHitLocation) -> Bool {
        (a.page, a.index) < (b.page, b.index)
    }
}
