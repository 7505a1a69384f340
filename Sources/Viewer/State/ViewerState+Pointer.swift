import Foundation

extension ViewerState {
    /// Handles mouse input: the vertical wheel moves along the strip (down is
    /// forward; in the jump transition a notch at the end of the spread on
    /// screen turns to the next one, at its start to the previous one), the
    /// horizontal wheel moves left/right, Shift+wheel moves across the strip
    /// (left/right when scrolling vertically, up/down when horizontally),
    /// Control+wheel zooms about the pointer, left-button drag pans, and a
    /// left click without drag is reported as `.clicked`, and the side
    /// buttons go back and forward in the history of jumps. The front end sends
    /// button events here only while no tool (ink, eraser) is active.
    @discardableResult
    public mutating func handle(_ event: PointerEvent) -> InputOutcome {
        let before = viewSignature
        switch event {
        case let .wheel(deltaX, deltaY, point, modifiers):
            if modifiers.contains(.control) {
                guard deltaY != 0 else { return .unchanged }
                zoom(by: pow(tuning.wheelZoomFactor, deltaY), about: point)
            } else {
                let step = tuning.linesPerWheelNotch * lineStepPixels
                if modifiers.contains(.shift) && deltaX == 0 {
                    switch layoutSettings.direction {
                    case .vertical: scroll(byX: -deltaY * step, y: 0)
                    case .horizontal: scroll(byX: 0, y: -deltaY * step)
                    }
                } else if layoutSettings.direction == .vertical {
                    scroll(byX: deltaX * step, y: 0)
                    wheel(alongStrip: -deltaY, step: step)
                } else {
                    wheel(alongStrip: deltaX - deltaY, step: step)
                }
            }
        case let .pressed(button, point):
            switch button {
            case .left: drag = PointerDrag(at: point)
            case .back: return goBack()
            case .forward: return goForward()
            case .middle, .right: break
            }
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
            if current.travel < tuning.clickSlop * viewport.pixelDensity { return .clicked(point) }
        }
        return viewSignature == before ? .unchanged : .viewChanged
    }

    /// Whether a left-button drag is in progress (for the cursor shape).
    public var isDragging: Bool { drag != nil }

    /// Moves along the strip by `notches` wheel notches of `step` pixels.
    /// In the jump transition, pushing on at the end (start) of the spread
    /// on screen turns to the next (previous) spread once the push adds up
    /// to `tuning.wheelNotchesToTurnPage`, so the fine steps of a touchpad
    /// do not turn a page with every event.
    private mutating func wheel(alongStrip notches: Double, step: Double) {
        guard notches != 0 else { return }
        let before = scrollAlongStrip
        move(alongStrip: notches * step, turningPages: false)
        guard shownSpread != nil, scrollAlongStrip == before else {
            wheelPush = 0
            return
        }
        wheelPush = (wheelPush * notches > 0 ? wheelPush : 0) + notches
        guard abs(wheelPush) >= tuning.wheelNotchesToTurnPage else { return }
        wheelPush = 0
        move(alongStrip: notches * step, turningPages: true)
    }
}
