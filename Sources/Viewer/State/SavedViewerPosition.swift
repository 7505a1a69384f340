/// Everything needed to show the same place again after the document is
/// reloaded: reading position, zoom, fit mode and rotation.
public struct SavedViewerPosition: Hashable, Sendable, Codable {
    public var reading: ReadingPosition
    public var zoom: Double
    public var fitMode: FitMode
    public var rotation: Rotation

    public init(reading: ReadingPosition, zoom: Double, fitMode: FitMode, rotation: Rotation) {
        self.reading = reading
        self.zoom = zoom
        self.fitMode = fitMode
        self.rotation = rotation
    }
}
