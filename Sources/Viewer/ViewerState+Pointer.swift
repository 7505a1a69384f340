import Foundation

extension ViewerState {
    /// Handles mouse input: the wheel scrolls (Shift+wheel horizontally,
    /// Control+wheel zooms about the pointer), left-button drag pans, and a
    /// left click without drag is reported as `.clicked`. The front end sends
    /// button events here only while no tool (ink, eraser) is active.
    @discardableResult
    public mutating func handle(_ event: PointerEvent) -> InputOutcome {
        let before = viewSignature
        switch event {
        case let .wheel(deltaX, deltaY, point, modifiers):
            if modifiers.contains(.control) {
                guard deltaY != 0 else { return .unchanged }
                zoom(by: pow(settings.wheelZoomFactor, deltaY), about: point)
            } else {
                let step = settings.linesPerWheelNotch * lineStepPixels
                let horizontal = modifiers.contains(.shift) && deltaX == 0 ? -deltaY : deltaX
                let vertical = modifiers.contains(.shift) && deltaX == 0 ? 0 : -deltaY
                scroll(byX: horizontal * step, y: vertical * step)
            }
        case let .pressed(button, point):
            if button == .left { drag = PointerDrag(at: point) }
        case let .moved(point):
            guard var current = drag else { return .unchanged }
            let delta = current.move(to: point)
            drag = current
            scroll(byX: -delta.dx, y: -delta.dy)
        case let .released(button, point):
            guard button == .left, var current = drag else { return .unchanged }
            let delta = current.move(to: point)
            drag = nil
            scroll(byX: -delta.dx, y: -delta.dy)
            if current.travel < settings.clickSlop * viewport.pixelDensity { return .clicked(point) }
        }
        return viewSignature == before ? .unchanged : .viewChanged
    }

    /// Whether a left-button drag is in progress (for the cursor shape).
    public var isDragging: Bool { drag != nil }
}
