import PDFAppearance
import Viewer

/// Hold-to-peek (`ViewerCommand.peekDefaultAppearance`, Alt+R): while the key is held the page
/// shows the Default appearance. Tiles keep their day pixels (the mode's colours are applied
/// when a texture is filled) while on screen, and off screen until they have a texture in every
/// allowed mode, Default among them, so peeking refills textures from those pixels with the
/// Default pipeline or copies the Default textures: nothing is rendered again while either is kept.
extension ViewerSession {
    /// The key went down (a repeat while held changes nothing).
    func startPeek() {
        guard !isPeekingAtDefault else { return }
        isPeekingAtDefault = true
        pipeline = ColorPipeline.cached(for: appearance.renderOptions(for: []))
        needsRedraw = true
    }

    /// A key went up: when it is the peek key (whatever modifiers are still held, since the
    /// reader may let go of Alt first), back to the mode's colours.
    func endPeek(releasing chord: KeyChord) {
        guard isPeekingAtDefault,
              keys.keyMap.chords(for: .peekDefaultAppearance).contains(where: { $0.key == chord.key }) else { return }
        updatePipeline()
    }
}
