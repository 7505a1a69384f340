/// The places a reader jumped away from, as in a browser or vim's jump
/// list: each jump records where the reader was, going back returns there
/// (and keeps the place left for going forward), and a new jump after going
/// back drops the places ahead. At most `capacity` places are kept behind;
/// the oldest go first.
public struct NavigationHistory<Place: Equatable & Sendable>: Sendable {
    /// How many places going back can reach.
    public let capacity: Int
    /// Older places last-in first: `behind.last` is where going back leads.
    public private(set) var behind: [Place] = []
    /// Places gone back from, `ahead.last` is where going forward leads.
    public private(set) var ahead: [Place] = []

    /// The built-in number of places kept (the issue asks for at least 100).
    public static var standardCapacity: Int { 200 }

    public init(capacity: Int = standardCapacity) {
        self.capacity = max(capacity, 1)
    }

    /// Every place kept: `behind` (oldest first), then `ahead` (in its order).
    public var places: [Place] { behind + ahead }

    /// The same history with each place replaced by `transform(place)`
    /// (called once per place, in `places` order): as many places behind and
    /// ahead as before, in the same order, so going back and forward leads
    /// through the replaced places as it led through the old ones. For
    /// example, the places of an EPUB laid out at another text size.
    public func mapped(_ transform: (Place) throws -> Place) rethrows -> NavigationHistory {
        var history = self
        history.behind = try behind.map(transform)
        history.ahead = try ahead.map(transform)
        return history
    }

    public var canGoBack: Bool { !behind.isEmpty }
    public var canGoForward: Bool { !ahead.isEmpty }

    /// A jump leaves `place`: it becomes where going back leads, and the
    /// places ahead are forgotten. The same place twice in a row is kept once.
    public mutating func recordJump(from place: Place) {
        ahead.removeAll()
        guard behind.last != place else { return }
        behind.append(place)
        if behind.count > capacity { behind.removeFirst(behind.count - capacity) }
    }

    /// Where going back from `current` leads (nil when nothing is behind);
    /// `current` becomes where going forward leads.
    public mutating func goBack(from current: Place) -> Place? {
        guard let place = behind.popLast() else { return nil }
        ahead.append(current)
        return place
    }

    /// Where going forward from `current` leads (nil when nothing is
    /// ahead); `current` becomes where going back leads.
    public mutating func goForward(from current: Place) -> Place? {
        guard let place = ahead.popLast() else { return nil }
        behind.append(current)
        if behind.count > capacity { behind.removeFirst(behind.count - capacity) }
        return place
    }
}

extension NavigationHistory: Equatable {}
