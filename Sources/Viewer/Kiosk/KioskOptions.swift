/// Settings of kiosk mode (`--kiosk`) and of the unattended page turning
/// that kiosks use. `slideshowSeconds` and `idleResetSeconds` also work
/// outside kiosk mode.
public struct KioskOptions: Hashable, Sendable {
    /// Whether the viewer runs as a kiosk: it cannot be quit from the
    /// keyboard or the window manager, and nothing outside the document opens.
    public var isEnabled: Bool
    /// The one chord that quits a kiosk, or nil when only a signal ends it.
    public var exitChord: KeyChord?
    /// Turn to the next page after this many seconds, looping at the end;
    /// nil for no slideshow.
    public var slideshowSeconds: Double?
    /// Go back to the first page after this many seconds without input; nil
    /// to stay where the last reader left.
    public var idleResetSeconds: Double?
    /// Whether the ink tool may be used in kiosk mode (always allowed outside it).
    public var allowsInk: Bool
    /// Whether a kiosk offers its D-Bus interface (`--kiosk-remote`: a
    /// signage box driven by a script); outside kiosk mode it always does.
    public var allowsRemoteControl: Bool

    public init(isEnabled: Bool = false, exitChord: KeyChord? = nil, slideshowSeconds: Double? = nil,
                idleResetSeconds: Double? = nil, allowsInk: Bool = false, allowsRemoteControl: Bool = false) {
        self.isEnabled = isEnabled
        self.exitChord = exitChord?.normalized
        self.slideshowSeconds = slideshowSeconds
        self.idleResetSeconds = idleResetSeconds
        self.allowsInk = allowsInk
        self.allowsRemoteControl = allowsRemoteControl
    }
}
