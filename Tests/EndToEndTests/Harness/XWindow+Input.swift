import Foundation

/// Keyboard and mouse input for a window, through the XTEST extension (xdotool).
///
/// Bare Xvfb has no window manager, so the window is given the input focus
/// explicitly before keys are sent; keys then arrive as real key events
/// (not synthetic `XSendEvent` ones, which some toolkits ignore). Pointer
/// moves do not use `mousemove --sync`, which never returns when the pointer
/// is already at the target; each xdotool run flushes its requests before it
/// exits, so later input is still ordered after the move.
extension XWindow {
    /// Gives the window the keyboard focus and puts the pointer inside it.
    func focus() throws {
        let frame = try geometry()
        try display.run("xdotool", ["mousemove", "\(frame.x + frame.width / 2)", "\(frame.y + frame.height / 2)"])
        try display.run("xdotool", ["windowfocus", "--sync", id])
    }

    /// Presses and releases each key chord in turn, in xdotool syntax
    /// ("q", "Page_Down", "ctrl+r").
    func press(_ chords: String...) throws {
        try focus()
        try display.run("xdotool", ["key", "--delay", "40"] + chords)
    }

    /// Presses a key chord and keeps it held (xdotool syntax, "alt+r") until `releaseKey`.
    func holdKey(_ chord: String) throws {
        try focus()
        try display.run("xdotool", ["keydown", chord])
    }

    /// Lets go of a chord held with `holdKey`.
    func releaseKey(_ chord: String) throws {
        try display.run("xdotool", ["keyup", chord])
    }

    /// Types `text` as a user would, one key per character.
    func type(_ text: String) throws {
        try focus()
        try display.run("xdotool", ["type", "--delay", "30", text])
    }

    /// Moves the pointer to (`x`, `y`) in window coordinates.
    func movePointer(x: Int, y: Int) throws {
        try display.run("xdotool", ["mousemove", "--window", id, "\(x)", "\(y)"])
    }

    /// Presses mouse `button` (1 left, 2 middle, 3 right, 4/5 wheel up/down) at the pointer.
    func pressButton(_ button: Int = 1) throws {
        try display.run("xdotool", ["mousedown", "\(button)"])
    }

    /// Releases mouse `button` at the pointer.
    func releaseButton(_ button: Int = 1) throws {
        try display.run("xdotool", ["mouseup", "\(button)"])
    }

    /// Clicks `button` at (`x`, `y`) in window coordinates.
    func click(x: Int, y: Int, button: Int = 1) throws {
        try focus()
        try movePointer(x: x, y: y)
        try display.run("xdotool", ["click", "\(button)"])
    }

    /// Drags with `button` held from one window point to another, in a few steps.
    func drag(fromX: Int, fromY: Int, toX: Int, toY: Int, button: Int = 1) throws {
        try focus()
        try movePointer(x: fromX, y: fromY)
        try pressButton(button)
        for step in 1...4 {
            try movePointer(x: fromX + (toX - fromX) * step / 4, y: fromY + (toY - fromY) * step / 4)
        }
        try releaseButton(button)
    }
}
