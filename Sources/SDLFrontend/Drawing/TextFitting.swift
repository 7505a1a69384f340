/// Fits interface text into a width, for every overlay that shows a
/// sentence or a file name: lines broken at spaces, a long file name
/// shortened in the middle (`very-long…name.pdf`, the extension kept), a
/// long path shortened at its start. Widths come from `measure` (the
/// overlay's text measure, `OverlayPainter.width(of:size:)`).
enum TextFitting {
    static let ellipsis = "…"

    /// `name` with characters taken out of its middle, replaced by an
    /// ellipsis, until it fits `width`; the extension (".pdf") always
    /// stays, and about as much of the start as of the end before it.
    static func elidingMiddle(_ name: String, toWidth width: Double, measure: (String) -> Double) -> String {
        guard measure(name) > width else { return name }
        let characters = Array(name)
        let dot = characters.lastIndex(of: ".").flatMap { $0 > 0 && characters.count - $0 <= 8 ? $0 : nil }
        let stem = Array(characters[..<(dot ?? characters.count)])
        let suffix = String(characters[(dot ?? characters.count)...])
        func candidate(keeping kept: Int) -> String {
            let head = (kept + 1) / 2
            return String(stem.prefix(head)) + ellipsis + String(stem.suffix(kept - head)) + suffix
        }
        var low = 0, high = stem.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(candidate(keeping: middle)) <= width { low = middle } else { high = middle - 1 }
        }
        return candidate(keeping: max(low, 0))
    }

    /// `text` shortened at its start ("…/folder/name.pdf") until it fits
    /// `width`, so that the end of a path being typed stays in view.
    static func keepingEnd(_ text: String, toWidth width: Double, measure: (String) -> Double) -> String {
        guard measure(text) > width else { return text }
        let characters = Array(text)
        var low = 0, high = characters.count
        while low < high {
            let middle = (low + high) / 2
            if measure(ellipsis + String(characters[middle...])) <= width { high = middle } else { low = middle + 1 }
        }
        return ellipsis + String(characters[low...])
    }

    /// `line` with its end replaced by an ellipsis until it fits `width`.
    static func truncating(_ line: String, toWidth width: Double, measure: (String) -> Double) -> String {
        var shortened = line
        while shortened.count > 1 && measure(shortened) > width {
            shortened = String(shortened.dropLast(2)) + ellipsis
        }
        return shortened
    }

    /// `text` broken at spaces into lines that fit `width`. `fileName`, when
    /// the text contains it, is never broken: it is shortened in the middle
    /// (`elidingMiddle`) until its word, quotes and punctuation included,
    /// fits one line. Any other word too wide for a line is shortened the
    /// same way.
    static func lines(_ text: String, toWidth width: Double, keepingWhole fileName: String? = nil,
                      measure: (String) -> Double) -> [String] {
        let placeholder = "\u{1}"
        var marked = text
        if let fileName, !fileName.isEmpty, let range = text.range(of: fileName) {
            marked.replaceSubrange(range, with: placeholder)
        }
        let words = marked.split(separator: " ", omittingEmptySubsequences: true).map { word -> String in
            let word = String(word)
            if let fileName, word.contains(placeholder) {
                let around = word.replacingOccurrences(of: placeholder, with: "")
                let name = elidingMiddle(fileName, toWidth: width - measure(around), measure: measure)
                return word.replacingOccurrences(of: placeholder, with: name)
            }
            return elidingMiddle(word, toWidth: width, measure: measure)
        }
        var lines: [String] = []
        var current = ""
        for word in words {
            let joined = current.isEmpty ? word : current + " " + word
            if current.isEmpty || measure(joined) <= width {
                current = joined
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
