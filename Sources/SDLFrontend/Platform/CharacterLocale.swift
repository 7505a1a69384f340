import Foundation

/// The character encoding the process speaks to Xlib and input methods in.
///
/// A C program starts in the "C" locale until it calls `setlocale`. SDL's X11
/// driver converts the window title to the locale's encoding before it sets
/// `WM_NAME` and `_NET_WM_NAME`; in "C" an em dash or "Ü" cannot be
/// converted, SDL gives up half way, and window managers show raw UTF-8
/// bytes as Latin-1 ("â") or nothing. The character type is therefore
/// taken from the environment (LC_ALL, LC_CTYPE, LANG), and when that is not
/// UTF-8 (LANG unset, "C", a Latin-1 locale) from C.UTF-8, which glibc always
/// has. Only LC_CTYPE changes: numbers keep being read and written the C way.
public enum CharacterLocale {
    /// Sets LC_CTYPE to the environment's UTF-8 locale, else C.UTF-8. Call it
    /// first in `main`, before any other thread starts.
    public static func adoptUTF8() {
        if setlocale(LC_CTYPE, "") != nil, isUTF8 { return }
        setlocale(LC_CTYPE, "C.UTF-8")
    }

    /// Whether LC_CTYPE's character set is UTF-8 (`nl_langinfo(nl_item(CODESET))`).
    public static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        return String(cString: codeset) == "UTF-8"
    }
}
