import Foundation
import PDFAppearance

/// What sdlpdf remembers about one document between runs: where the reader
/// was, how the pages looked and were laid out, and when the document was
/// last opened.
public struct DocumentRecord: Hashable, Sendable, Codable {
    /// Reading position, zoom, fit mode and rotation.
    public var position: SavedViewerPosition
    /// The appearance mode as `PDFAppearanceMode.rawValue`: 0 is Default,
    /// bit 0 Sepia, bit 1 Night. Stored as the raw value so the file format
    /// does not depend on that type; `appearanceMode` gives the typed value.
    public var appearanceModeRawValue: UInt
    /// When the document was last opened; the least recently opened
    /// documents are forgotten first.
    public var lastOpened: Date
    /// Page transition, scroll direction, page mode and fitting; nil (or a
    /// missing setting) when not remembered, as in files of older sdlpdfs.
    public var layout: PartialLayoutSettings?

    public init(position: SavedViewerPosition, appearanceMode: PDFAppearanceMode = [], lastOpened: Date = Date(),
                layout: PartialLayoutSettings? = nil) {
        self.init(position: position, appearanceModeRawValue: appearanceMode.rawValue, lastOpened: lastOpened,
                  layout: layout)
    }

    public init(position: SavedViewerPosition, appearanceModeRawValue: UInt, lastOpened: Date,
                layout: PartialLayoutSettings? = nil) {
        self.position = position
        self.appearanceModeRawValue = appearanceModeRawValue
        self.lastOpened = lastOpened
        self.layout = layout
    }

    /// The remembered appearance mode. Bits of modes this sdlpdf does not
    /// know are kept in `appearanceModeRawValue` but left out here.
    public var appearanceMode: PDFAppearanceMode {
        get { PDFAppearanceMode(rawValue: appearanceModeRawValue).intersection(.all) }
        set { appearanceModeRawValue = newValue.rawValue }
    }
}
