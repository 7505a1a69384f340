import Foundation

extension ViewerState {
    /// Runs a command with its typed count (see `KeyInputInterpreter`).
    @discardableResult
    public mutating func apply(_ counted: CountedCommand) -> InputOutcome {
        apply(counted.command, count: counted.count)
    }

    /// Runs a command. `count` repeats scroll and zoom steps; for
    /// `.goToFirstPage`/`.goToLastPage` it is a 1-based page number.
    /// Commands that are not view changes come back as `.forwarded`.
    ///
    /// Up/down line and screen steps move along the strip (down/right is
    /// forward when scrolling horizontally); left/right line steps always
    /// move left/right. Scrolling horizontally, an up/down line step first
    /// moves up/down while the pages there are taller than the viewport, so
    /// every part of a page is in reach of the keys; at that edge it moves
    /// along the strip. In the jump transition line steps stay on the spread
    /// on screen, while a screen step at its end (start) goes to the next
    /// (previous) spread, one spread per step.
    @discardableResult
    public mutating func apply(_ command: ViewerCommand, count: Int? = nil) -> InputOutcome {
        guard command.isHandledByViewerState else { return .forwarded(command) }
        let before = viewSignature
        let repeats = Double(max(count ?? 1, 1))
        switch command {
        case .scrollDown: lineStep(lineStepPixels * repeats)
        case .scrollUp: lineStep(-lineStepPixels * repeats)
        case .scrollLeft: scroll(byX: -lineStepPixels * repeats, y: 0)
        case .scrollRight: scroll(byX: lineStepPixels * repeats, y: 0)
        case .screenDown: moveByScreens(max(count ?? 1, 1))
        case .screenUp: moveByScreens(-max(count ?? 1, 1))
        case .goToFirstPage: return jump(to: .page(count.map { $0 - 1 } ?? 0))
        case .goToLastPage: return jump(to: .page(count.map { $0 - 1 } ?? pageCount - 1))
        case .historyBack: return goBack()
        case .historyForward: return goForward()
        case .zoomIn: zoom(by: pow(tuning.zoomStepFactor, repeats), about: viewport.center)
        case .zoomOut: zoom(by: pow(tuning.zoomStepFactor, -repeats), about: viewport.center)
        case .fitWidth: setFitMode(.width)
        case .fitPage: setFitMode(.page)
        case .rotateClockwise: rotate(to: rotation.turnedClockwise)
        case .rotateCounterClockwise: rotate(to: rotation.turnedCounterClockwise)
        default: return .forwarded(command)
        }
        return viewSignature == before ? .unchanged : .viewChanged
    }

    /// An up/down line step of `distance` pixels (down when positive): up or
    /// down when scrolling horizontally and the view can move that way,
    /// otherwise along the strip.
    private mutating func lineStep(_ distance: Double) {
        if layoutSettings.direction == .horizontal {
            let before = scrollY
            scroll(byX: 0, y: distance)
            if scrollY != before { return }
        }
        move(alongStrip: distance, turningPages: false)
    }

    /// Page Down (positive `screens`) or Page Up. In the jump transition
    /// each screen is one step that may turn to the next spread; the steps
    /// stop early at the end of the document.
    private mutating func moveByScreens(_ screens: Int) {
        let step = screens > 0 ? screenStepPixels : -screenStepPixels
        guard layoutSettings.transition == .jump else {
            move(alongStrip: step * Double(abs(screens)), turningPages: false)
            return
        }
        for _ in 0..<abs(screens) {
            let before = viewSignature
            move(alongStrip: step, turningPages: true)
            if viewSignature == before { return }
        }
    }
}
