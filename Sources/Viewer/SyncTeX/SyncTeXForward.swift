/// `--synctex-forward LINE:COLUMN:TEXFILE`, zathura's and SyncTeX's own
/// `view -i` form: where the window shows line `line` (from 1) of `input`.
public struct SyncTeXForward: Hashable, Sendable {
    public let line: Int
    public let column: Int
    public let input: String

    public init(line: Int, column: Int, input: String) {
        self.line = line
        self.column = column
        self.input = input
    }

    /// Reads "LINE:COLUMN:TEXFILE" (the file name may hold colons); nil for
    /// anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let line = Int(parts[0]), line >= 1, let column = Int(parts[1]), column >= 0,
              !parts[2].isEmpty else { return nil }
        self.init(line: line, column: column, input: String(parts[2]))
    }
}
