import PDFAppearance

/// A stand-in for `PDFEngine.Document`: anything with a render options store.
final class OptionsDocument: RenderOptionsConfigurable {
    let renderOptionsStore = RenderOptionsStore()
}
