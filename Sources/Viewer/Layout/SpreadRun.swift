/// Consecutive spreads of one shape, as `DocumentLayout` stores them: a
/// long document whose pages share a size is a few runs, and any spread's
/// box follows from its run by one multiplication.
struct SpreadRun: Sendable {
    /// The run's first spread.
    let firstSpread: Int32
    /// Index of the run's `SpreadShape` in the layout's shapes.
    let shape: Int32
    /// Position along the strip of the first spread's box; each further
    /// spread of the run is the box's extent plus the gap further on.
    let start: Int
}

/// The box of a spread and where its pages sit in it, in whole document
/// pixels: what spreads of equal page sizes share.
struct SpreadShape: Hashable, Sendable {
    /// A page of the spread: its offset in the box and its pixel size.
    struct Slot: Hashable, Sendable {
        let x: Int32
        let y: Int32
        let width: Int32
        let height: Int32
    }

    /// Width of the box's left side (of the spine in a two-page layout).
    let leftSide: Int32
    let width: Int32
    let height: Int32
    /// The spread's pages in reading order (one or two).
    let slots: [Slot]
    /// Position across the strip (x scrolling vertically, y horizontally),
    /// which depends on the widest or tallest spread of the document.
    var across: Int32 = 0

    /// The box's extent along the strip.
    func extent(along direction: ScrollDirection) -> Int {
        Int(direction == .vertical ? height : width)
    }
}
