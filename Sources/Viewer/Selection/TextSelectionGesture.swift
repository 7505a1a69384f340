/// Turns pointer input into a text selection: Shift+left drag and
/// right-button drag select characters, a double-click selects a word and a
/// triple-click a line (a drag that follows them goes on by words or lines),
/// and on a touch screen a long press followed by a drag selects (the touch
/// recogniser reports it; see `begin(at:unit:in:)`). A plain left press
/// clears the selection but is left to the viewer, so left drags still pan
/// and clicks still follow links.
///
/// Screen points become page points through the `ViewerState` (or a
/// read-only view of it) at the time of each event, so a drag may span pages
/// and scrolling during it is fine.
public struct TextSelectionGesture: Sendable {
    /// What the input did to the selection.
    public enum Outcome: Hashable, Sendable {
        /// Not selection input: the viewer handles it; nothing changed.
        case ignored
        /// Not selection input (a plain press): the viewer handles it, and
        /// the selection it cleared must disappear from the screen.
        case cleared
        /// Selection input, taken: the selection changed (or may have).
        case changed
        /// The drag that made the selection ended; `selection` is final
        /// (nil when it holds nothing).
        case finished
    }

    /// The selection, while one is shown.
    public private(set) var selection: TextSelection?
    /// The button driving the drag in progress (nil when none is, or a
    /// finger drives it).
    private var dragButton: PointerButton?
    /// Whether a drag (mouse or finger) is extending `selection`.
    public private(set) var isDragging = false

    public init() {}

    /// Handles mouse input (fingers go through the touch recogniser and
    /// `begin`, `extend`, `finish`).
    public mutating func handle(_ input: PointerInput, in state: some SelectionHitTesting) -> Outcome {
        switch input.event {
        case let .pressed(button, point):
            if isDragging { return .changed }
            guard let unit = Self.unit(startedBy: button, modifiers: input.modifiers, clickCount: input.clickCount) else {
                guard button == .left, selection != nil else { return .ignored }
                selection = nil
                return .cleared
            }
            guard begin(at: point, unit: unit, in: state) else { return .ignored }
            dragButton = button
            return .changed
        case let .moved(point):
            guard isDragging, dragButton != nil else { return .ignored }
            extend(to: point, in: state)
            return .changed
        case let .released(button, point):
            guard isDragging, let dragButton else { return .ignored }
            guard button == dragButton else { return .changed }
            extend(to: point, in: state)
            return finish()
        case .wheel:
            return .ignored
        }
    }

    /// What a press starts selecting, nil when it is no selection press.
    private static func unit(startedBy button: PointerButton, modifiers: Modifiers, clickCount: Int) -> TextSelection.Unit? {
        switch button {
        case .right:
            return .characters
        case .left where clickCount >= 3:
            return .lines
        case .left where clickCount == 2:
            return .words
        case .left where modifiers.contains(.shift):
            return .characters
        default:
            return nil
        }
    }

    /// Starts a new selection at `point` (replacing any other), snapping to
    /// `unit`; false for an empty document.
    @discardableResult
    public mutating func begin(at point: ScreenPoint, unit: TextSelection.Unit,
                               in state: some SelectionHitTesting) -> Bool {
        guard let hit = state.selectionHit(at: point) else { return false }
        selection = TextSelection(at: hit, unit: unit)
        isDragging = true
        dragButton = nil
        return true
    }

    /// Moves the selection's focus to `point` during a drag.
    public mutating func extend(to point: ScreenPoint, in state: some SelectionHitTesting) {
        guard isDragging, let hit = state.selectionHit(at: point) else { return }
        selection?.focus = hit
    }

    /// Ends the drag; an empty selection (a press without a drag) is dropped.
    public mutating func finish() -> Outcome {
        guard isDragging else { return .ignored }
        isDragging = false
        dragButton = nil
        if selection?.isEmpty == true { selection = nil }
        return .finished
    }

    /// Forgets the selection (Escape, or the document it was made in went away).
    public mutating func clear() {
        selection = nil
        isDragging = false
        dragButton = nil
    }
}

/// Where a text selection lands for a screen point (`ViewerState.selectionHit(at:)`):
/// what `TextSelectionGesture` reads of the viewer.
public protocol SelectionHitTesting {
    /// The page and page point a selection takes from `point`; nil for an empty document.
    func selectionHit(at point: ScreenPoint) -> PageHit?
}
