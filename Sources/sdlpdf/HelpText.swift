import Viewer

/// `sdlpdf --help`: every option, and every key as the default key map binds it.
enum HelpText {
    static let version = "0.1.0"

    static var text: String {
        """
        Usage: sdlpdf [OPTIONS] [FILE]
               sdlpdf export FILE -o OUT.png [--page N] [--dpi D] [--password PW] [--mode MODE]
                             [--night-paper #RRGGBB] [--night-text #RRGGBB] [--sepia-strength X]
               sdlpdf export FILE -o 'page-%03d.png' [--pages 1-10,20] [--dpi D] [--mode MODE] [--quiet]
               sdlpdf export FILE -o OUT.pdf --mode night|sepia|night+sepia [--pages 1-10,20]
                             [--night-images I] [--night-paper #RRGGBB] [--night-text #RRGGBB] [--quiet]
               sdlpdf find FILE TEXT [--password PW] [--json]
               sdlpdf text FILE [--page N] [--password PW]

        Shows FILE (PDF, EPUB, XPS, CBZ or an image) in a window; without FILE, the
        welcome document. The export forms need no window: one page to a PNG file;
        every page (or --pages) to PNG files named by a pattern with %d, on all cores;
        or the whole document to a PDF that looks like the window in the mode, its
        text still text (searchable, selectable) and its drawings still vectors.
        find prints every hit of TEXT, one line each: PAGE<TAB>X0 Y0 X1 Y1<TAB>LINE (box in
        points from the page's top-left as displayed; --json: one array of {page, box, context});
        case is ignored unless TEXT has a capital letter; exit 0 found, 1 not found, 2 error.
        text prints the text of page N or of every page, each ended by a form feed, as
        `mutool draw -F txt` does.

        Options:
          --page N              start on page N (1 = first)
          --find TEXT           open at the first hit of TEXT, the hits highlighted (n / N step)
          --password PW         password of an encrypted document
          --mode MODE           appearance: default, sepia, night, night,sepia, or auto: follow
                                the desktop's light or dark preference (the XDG desktop portal)
          --auto-dark-mode MODE  what auto shows when the desktop prefers dark (Night unless set)
          --auto-light-mode MODE  what auto shows otherwise (Default unless set)
          --night-schedule HOURS  when the desktop says nothing, auto is dark in these local
                                hours, e.g. 20:00-07:00
          --allowed-modes LIST  modes Ctrl+R cycles through, e.g. night (Default is always allowed)
          --night-images I      photographs in Night: keep (own colours), dim (own colours at
                                85 %, the default) or recolor (like text); scans and line art
                                are always recoloured
          --fullscreen          start in fullscreen
          --page-transition T   continuous or jump (one page or spread at a time)
          --scroll-direction D  vertical or horizontal
          --page-mode M         single, double (book spreads) or automatic
          --page-fitting F      fit, fill or adaptive
          --settings LIST       rows of the settings overlay (Ctrl+,): appearance, brightness,
                                pageTransition, scrollDirection, pageMode, pageFitting, all
                                (nightImages: the Images in Night row)
          --brightness X        start at brightness X (0…1)
          --minimum-dimming X   darkening at full brightness (0…1, default 0)
          --maximum-dimming X   darkening at the lowest brightness (0…1, default 0.6)
          --config FILE         read settings from FILE instead of $XDG_CONFIG_HOME/sdlpdf/config.json
          --no-remember         do not remember page, zoom, mode, layout and brightness
          --kiosk               unattended full screen: quit keys and closing do nothing,
                                nothing remembered or saved
          --kiosk-exit-key KEY  the one key chord that quits a kiosk, e.g. ctrl+alt+x
          --slideshow SECONDS   turn pages on their own, looping at the end; input pauses it
          --idle-reset SECONDS  back to the first page after SECONDS without input
          --kiosk-ink           allow the ink tool in kiosk mode
          --kiosk-remote        offer the window's D-Bus interface in kiosk mode too
          --ink-color #RRGGBB   the pen's starting color (default #1F6FEB)
          --ink-width POINTS    the pen's starting width (default 2)
          --save-to FILE        Ctrl+S saves ink into FILE, leaving the document untouched
          --synctex-forward L:C:TEX  show where line L (column C) of TEX went: in the window
                                already showing FILE (found over D-Bus), else in a new one
          --synctex-editor-command CMD  what Ctrl+click on a page runs (SyncTeX inverse search),
                                e.g. "gvim --remote-silent +%{line} %{input}"; no shell
          --night-paper #RRGGBB  what white paper becomes in Night (black; #121212 is dim)
          --night-text #RRGGBB   what black text becomes in Night (white; #E6E6E6 is softer)
          --night-min-contrast RATIO  Night's contrast floor (default 3): light colours are
                                lifted to this contrast with the paper; 1 = strict inversion
          --sepia-strength X     how warm Sepia is (0…1, 1 = full)
          --memory-limit MiB    memory MuPDF may hold for the document (64…1048576; a quarter
                                of RAM, at most 2048); a page needing more is an error page
          --render-time-limit SECONDS  seconds a page may render (default 10); a
                                slower one is cancelled and shown as an error page
          -h, --help            show this text
          --version             show the versions of sdlpdf, SDL and MuPDF
          --version --verbose   also the video driver SDL uses here (SDL_VIDEODRIVER chooses one)
                                and what appearance auto follows here

        Export options:
          -o, --output OUT      where to write (atomically): OUT.png one page; a name with %d
                                (page-%03d.png) one PNG a page, all appearing at the end;
                                OUT.pdf the document as a PDF in the mode
          --page N              page to export (default 1)
          --pages LIST          pages to export, such as 1-10,20 or 5- (default all)
          --dpi D               resolution of PNGs (default 72); an image over 1 gigapixel is refused
          --password PW         password of an encrypted document (a PDF export stays encrypted)
          --mode MODE           appearance: default, sepia, night or night+sepia (a PDF needs one)
          --night-paper, --night-text, --night-min-contrast, --sepia-strength
                                the palette, with values as for the window
          --night-images I      keep, dim or recolor photographs in Night (default dim)
          -q, --quiet           no progress line (shown only when stderr is a terminal)

        Keys (a number typed first repeats or picks a page: 12G goes to page 12):
        \(keyLines)
          Ctrl+wheel            zoom about the pointer
          left drag             pan
          click on a link       follow it within the document
          Ctrl+click            SyncTeX: run the editor command at the TeX source line there
          Shift+left drag, right drag  select text (across pages too); Escape clears it
          double-click, triple-click   select a word, a line
          long press, then drag  select text on a touch screen
          back/forward buttons  of the mouse: back and forward like Alt+Left, Alt+Right
          dropping a file       opens it in place of the current document

        Exit status: 0 success, 1 the document or window failed, 2 bad command line;
        an export stopped by Ctrl+C exits 130, by SIGTERM 143 (no file written).
        """
    }

    private static let descriptions: [(ViewerCommand, String)] = [
        (.scrollDown, "scroll down"), (.scrollUp, "scroll up"), (.scrollLeft, "scroll left"),
        (.scrollRight, "scroll right"), (.screenDown, "next screen"), (.screenUp, "previous screen"),
        (.goToFirstPage, "first page (or page N)"), (.goToLastPage, "last page (or page N)"),
        (.zoomIn, "zoom in"), (.zoomOut, "zoom out"),
        (.largerText, "larger text in EPUB, FB2, HTML (laid out again); zoom in elsewhere"),
        (.smallerText, "smaller text in EPUB, FB2, HTML; zoom out elsewhere"),
        (.standardText, "standard text size (11 pt) in EPUB, FB2, HTML"),
        (.fitWidth, "fit width"), (.fitPage, "fit page"),
        (.rotateClockwise, "rotate clockwise"), (.rotateCounterClockwise, "rotate counter-clockwise"),
        (.cycleAppearanceMode, "next appearance: Default, Sepia, Night, Sepia+Night"),
        (.peekDefaultAppearance, "hold: the page in Default appearance until the key is let go"),
        (.toggleFullscreen, "fullscreen on/off"), (.toggleSettings, "settings"),
        (.toggleInkTool, "ink tool on/off (left drag draws, middle or Space+drag pans)"), (.toggleEraser, "eraser"),
        (.undo, "undo a stroke"), (.redo, "redo a stroke"),
        (.save, "save the ink (asks first when the file changed on disk)"), (.cancel, "leave the tool"),
        (.copy, "copy the selected text (also the primary selection; not in a kiosk)"),
        (.quit, "quit (asks first when ink is not saved)"),
        (.goToPrompt, "go to a page: its number or its label (xii)"),
        (.toggleOutline, "outline (table of contents): Enter jumps, Right/Left open/close"),
        (.historyBack, "back to where the last jump (link, g/G, go-to, outline) left"),
        (.historyForward, "forward again"),
        (.openFile, "open another document (Tab completes; Up/Down: recent documents)"),
        (.find, "find bar: type to find; Enter / Shift+Enter next / previous hit, Escape closes"),
        (.findNext, "next hit of the last find (also with the bar closed)"),
        (.findPrevious, "previous hit of the last find"),
    ]

    private static var keyLines: String {
        descriptions.map { command, description in
            let chords = KeyMap.default.chords(for: command).filter { !isLayoutAlias($0) }.map(name(of:)).sorted()
                .joined(separator: ", ")
            return "  " + chords.padding(toLength: max(22, chords.count + 2), withPad: " ", startingAt: 0) + description
        }.joined(separator: "\n")
    }

    /// Shift with a punctuation key ("Shift+=" for "+") only exists for
    /// keyboard layouts; the help lists the character itself.
    private static func isLayoutAlias(_ chord: KeyChord) -> Bool {
        guard case .character(let character) = chord.key else { return false }
        return !character.isLetter && chord.modifiers.contains(.shift)
    }

    /// "Ctrl+R", "Page Down", "G".
    static func name(of chord: KeyChord) -> String {
        var parts: [String] = []
        if chord.modifiers.contains(.control) { parts.append("Ctrl") }
        if chord.modifiers.contains(.alt) { parts.append("Alt") }
        if chord.modifiers.contains(.gui) { parts.append("Super") }
        var shift = chord.modifiers.contains(.shift)
        let key: String
        switch chord.key {
        case .character(let character):
            if character.isLetter && !chord.modifiers.isEmpty {
                key = character.uppercased()
                shift = shift && chord.modifiers != .shift
            } else {
                key = String(character)
            }
        case .up: key = "Up"
        case .down: key = "Down"
        case .left: key = "Left"
        case .right: key = "Right"
        case .pageUp: key = "Page Up"
        case .pageDown: key = "Page Down"
        case .home: key = "Home"
        case .end: key = "End"
        case .space: key = "Space"
        case .backspace: key = "Backspace"
        case .enter: key = "Enter"
        case .tab: key = "Tab"
        case .escape: key = "Escape"
        case .delete: key = "Delete"
        case .insert: key = "Insert"
        case .function(let number): key = "F\(number)"
        case .keypadPlus: key = "Keypad +"
        case .keypadMinus: key = "Keypad -"
        }
        if shift { parts.append("Shift") }
        return (parts + [key]).joined(separator: "+")
    }
}
