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
    @discardableResult
    public mutating func apply(_ command: ViewerCommand, count: Int? = nil) -> InputOutcome {
        guard command.isHandledByViewerState else { return .forwarded(command) }
        let before = viewSignature
        let repeats = Double(max(count ?? 1, 1))
        switch command {
        case .scrollDown: scroll(byX: 0, y: lineStepPixels * repeats)
        case .scrollUp: scroll(byX: 0, y: -lineStepPixels * repeats)
        case .scrollLeft: scroll(byX: -lineStepPixels * repeats, y: 0)
        case .scrollRight: scroll(byX: lineStepPixels * repeats, y: 0)
        case .screenDown: scroll(byX: 0, y: screenStepPixels * repeats)
        case .screenUp: scroll(byX: 0, y: -screenStepPixels * repeats)
        case .goToFirstPage: goToPage(count.map { $0 - 1 } ?? 0)
        case .goToLastPage: goToPage(count.map { $0 - 1 } ?? pageCount - 1)
        case .zoomIn: zoom(by: pow(settings.zoomStepFactor, repeats), about: viewport.center)
        case .zoomOut: zoom(by: pow(settings.zoomStepFactor, -repeats), about: viewport.center)
        case .fitWidth: setFitMode(.width)
        case .fitPage: setFitMode(.page)
        case .rotateClockwise: rotate(to: rotation.turnedClockwise)
        case .rotateCounterClockwise: rotate(to: rotation.turnedCounterClockwise)
        default: return .forwarded(command)
        }
        return viewSignature == before ? .unchanged : .viewChanged
    }
}
