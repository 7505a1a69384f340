/// sdlpdf's messages and prompts as a screenshot shows them, by the colours
/// they are drawn in (OverlayStyle in Default mode).
extension RGBImage {
    /// A focused prompt button.
    static let accent = RGB(13, 84, 194)
    /// The text of an error message.
    static let errorText = RGB(191, 26, 20)
    /// A prompt's panel.
    static let panelBackground = RGB(251, 251, 252)

    /// How many pixels of the band at the top centre, where messages
    /// appear, `matches` accepts.
    func messagePixels(where matches: (RGB) -> Bool) -> Int {
        var count = 0
        for y in 0..<min(90, height) {
            for x in (width / 4)..<(3 * width / 4) where matches(self[x, y]) { count += 1 }
        }
        return count
    }

    /// Whether a message's dark text is at the top of the window.
    var showsMessage: Bool { messagePixels { $0.luma < 80 } > 30 }

    /// Whether an error message's red text is at the top of the window.
    var showsErrorMessage: Bool { messagePixels { $0.isClose(to: Self.errorText, tolerance: 40) } > 30 }

    /// Whether a prompt with buttons (one focused) is on screen.
    var showsChoicePrompt: Bool { fraction { $0.isClose(to: Self.accent, tolerance: 12) } * Double(width * height) > 2000 }

    /// Whether a prompt's panel covers a good part of the window.
    var showsPromptPanel: Bool { fraction { $0.isClose(to: Self.panelBackground, tolerance: 1) } * Double(width * height) > 20000 }
}
