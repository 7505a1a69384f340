/// Viewer rotation of every page, clockwise as seen on screen.
///
/// The raw value is the angle in degrees, which is what the engine takes
/// (`Document.render(rotation:)`).
public enum Rotation: Int, CaseIterable, Hashable, Sendable, Codable {
    case upright = 0
    case clockwise90 = 90
    case upsideDown = 180
    case clockwise270 = 270

    /// The angle in degrees (0, 90, 180 or 270) for the engine.
    public var degrees: Int { rawValue }

    /// Whether width and height trade places on screen.
    public var swapsAxes: Bool { self == .clockwise90 || self == .clockwise270 }

    /// The rotation one quarter turn further clockwise.
    public var turnedClockwise: Rotation {
        Rotation(rawValue: (rawValue + 90) % 360) ?? .upright
    }

    /// The rotation one quarter turn further counter-clockwise.
    public var turnedCounterClockwise: Rotation {
        Rotation(rawValue: (rawValue + 270) % 360) ?? .upright
    }

    /// Maps a point on the unrotated page (points, origin top-left, y down) to
    /// the rotated page (points, origin top-left of the rotated page).
    /// Matches MuPDF's `fz_rotate(degrees)` followed by moving the rotated
    /// page bounds to the origin.
    func rotate(_ point: PagePoint, pageSize: PageSize) -> PagePoint {
        switch self {
        case .upright: return point
        case .clockwise90: return PagePoint(x: pageSize.height - point.y, y: point.x)
        case .upsideDown: return PagePoint(x: pageSize.width - point.x, y: pageSize.height - point.y)
        case .clockwise270: return PagePoint(x: point.y, y: pageSize.width - point.x)
        }
    }

    /// Inverse of `rotate(_:pageSize:)`: rotated page point back to the
    /// unrotated page; `pageSize` is the unrotated size.
    func unrotate(_ point: PagePoint, pageSize: PageSize) -> PagePoint {
        switch self {
        case .upright: return point
        case .clockwise90: return PagePoint(x: point.y, y: pageSize.height - point.x)
        case .upsideDown: return PagePoint(x: pageSize.width - point.x, y: pageSize.height - point.y)
        case .clockwise270: return PagePoint(x: pageSize.width - point.y, y: point.x)
        }
    }
}
