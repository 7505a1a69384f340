/// Keeps a `PDFAppearanceModeManager.observeAppearanceMode` handler registered until it is
/// cancelled or released.
public final class AppearanceModeObservation {
    private weak var manager: PDFAppearanceModeManager?
    private let identifier: Int

    init(manager: PDFAppearanceModeManager, identifier: Int) {
        self.manager = manager
        self.identifier = identifier
    }

    /// Stops calling the handler.
    public func cancel() {
        manager?.removeObserver(identifier)
    }

    deinit {
        cancel()
    }
}
