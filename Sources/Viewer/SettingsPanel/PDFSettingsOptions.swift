/// Rows the settings overlay may show (Nutrient's `PDFSettingsOptions`): a
/// set of `SettingsRowKind`, written as a list of them
/// (`[.appearance, .brightness]`). A row in the set still stays hidden when
/// it offers no choice (Appearance when only Default is allowed).
public struct PDFSettingsOptions: Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The rows in the set.
    public private(set) var rows: Set<SettingsRowKind>

    public init(_ rows: some Sequence<SettingsRowKind>) {
        self.rows = Set(rows)
    }

    public init(arrayLiteral rows: SettingsRowKind...) {
        self.init(rows)
    }

    /// Every row.
    public static let all = PDFSettingsOptions(SettingsRowKind.allCases)

    /// Whether `row` may appear.
    public func contains(_ row: SettingsRowKind) -> Bool {
        rows.contains(row)
    }

    /// The rows of both sets.
    public func union(_ other: PDFSettingsOptions) -> PDFSettingsOptions {
        PDFSettingsOptions(rows.union(other.rows))
    }

    /// The rows' configuration names in overlay order: "[appearance, pageMode]".
    public var description: String {
        "[" + SettingsRowKind.allCases.filter(rows.contains).map(\.rawValue).joined(separator: ", ") + "]"
    }
}
