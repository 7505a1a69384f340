import AtomicFiles
import CMuPDF
import FileSystem
import Foundation
import PDFAppearance

extension Document {
    /// Writes the document as a PDF whose pages look as the window shows them under `options`
    /// (an appearance mode's options: Night, Sepia or both), atomically: a temporary file in the
    /// destination's folder is written, flushed and renamed over `destination`, and on any failure
    /// (a full disk, an interruption) removed, an existing `destination` left untouched.
    ///
    /// Text stays text in its own fonts, and vectors stay vectors: MuPDF's buffer processor writes
    /// each content stream again with every colour replaced by the colour `ColorPipeline` shows
    /// for it (`apply(to:)`, the window's own function), the page filled with the mode's paper
    /// first. Forms, patterns, shadings and annotation appearances are rewritten the same way;
    /// Highlight annotations take `NightHighlight.screenColor` in Night, where blend modes turn
    /// around (Multiply draws as Screen). Raster images are treated as the window treats them
    /// (`RenderOptions.imageHandling`, `photoDimming`): kept, dimmed, or recoloured pixel by
    /// pixel, through a new palette where they have one component or a palette (their compressed
    /// data kept), else decoded and stored again. Links, outline, page labels and metadata stay;
    /// the document information names `producer`. An encrypted PDF stays encrypted as it was.
    /// Other formats are first written as a PDF by MuPDF (at `layout` when reflowable).
    ///
    /// - Parameters:
    ///   - password: opens the file again for the export (the document itself is left as it is).
    ///   - pages: 0-based pages to keep, ascending; nil for all. `pageLabels` then gives each kept
    ///     page's label (nil when the document has none).
    ///   - cookie: lets another thread stop the export; the temporary file is removed.
    ///   - progress: called on the exporting thread after each page with the pages done and the total.
    /// - Throws: `DocumentError.exportFailed` naming the destination and why,
    ///   `.passwordRequired` or `.wrongPassword`.
    public func exportRecoloredPDF(to destination: String, password: String?, pages: [Int]? = nil, pageLabels: [String]? = nil,
                                   options: RenderOptions, producer: String, cookie: RenderCookie? = nil,
                                   progress: ((Int, Int) -> Void)? = nil) throws {
        if let pages {
            for page in pages { try checkPage(page) }
        }
        if let folder = MissingFolder.first(along: destination) {
            throw DocumentError.exportFailed(path: path, destination: destination, reason: "no such folder: \(folder)")
        }
        let rule = RecolorRule(options: options, progress: progress)
        let cookie = cookie ?? RenderCookie()
        let temporary = AtomicFileWrite(destination: destination)
        let labels = CStringArray(pageLabels ?? [])
        let selected = (pages ?? []).map(Int32.init)
        let layout = self.layout
        let written = try contexts.withContext { context in
            withExtendedLifetime((rule, labels)) {
                selected.withUnsafeBufferPointer { selectedPages in
                    var job = cmupdf_recolor_export()
                    job.page_count = Int32(pages == nil ? pageCount : selectedPages.count)
                    job.pages = pages == nil ? nil : selectedPages.baseAddress
                    job.page_labels = pageLabels == nil ? nil : UnsafePointer(labels.pointer)
                    job.layout_width = Float(layout.width)
                    job.layout_height = Float(layout.height)
                    job.layout_em = Float(layout.em)
                    job.rule = rule.cRule
                    job.progress = progress == nil ? nil : { context, done, total in
                        Unmanaged<RecolorRule>.fromOpaque(context!).takeUnretainedValue().progress?(Int(done), Int(total))
                    }
                    job.progress_context = job.rule.context
                    job.cookie = cookie.handle
                    let strings = CStringArray([path, temporary.temporaryPath, producer, password ?? ""])
                    return withExtendedLifetime(strings) {
                        job.input = strings.pointer[0]
                        job.output = strings.pointer[1]
                        job.producer = strings.pointer[2]
                        job.password = password == nil ? nil : strings.pointer[3]
                        return MuPDFCall.result { cmupdf_recolor_pdf(context.handle, &job, &$0) }
                    }
                }
            }
        }
        switch written {
        case .success:
            do {
                try temporary.commit()
            } catch {
                temporary.discard()
                throw DocumentError.exportFailed(path: path, destination: destination, reason: error.reason)
            }
        case .failure(let failure):
            temporary.discard()
            switch failure.code {
            case Int(CMUPDF_ERROR_NEEDS_PASSWORD): throw DocumentError.passwordRequired(path: path)
            case Int(CMUPDF_ERROR_WRONG_PASSWORD): throw DocumentError.wrongPassword(path: path)
            default:
                let reason = cookie.isAborted ? "the export was stopped" : failure.message
                throw DocumentError.exportFailed(path: path, destination: destination, reason: reason)
            }
        }
    }
}

/// C copies of strings, alive as long as the array.
private final class CStringArray {
    /// The copies in order, then NULL.
    let pointer: UnsafeMutablePointer<UnsafePointer<CChar>?>
    private let count: Int

    init(_ strings: [String]) {
        count = strings.count
        pointer = .allocate(capacity: count + 1)
        for (index, string) in strings.enumerated() {
            pointer[index] = UnsafePointer(strdup(string))
        }
        pointer[count] = nil
    }

    deinit {
        for index in 0..<count {
            free(UnsafeMutablePointer(mutating: pointer[index]))
        }
        pointer.deallocate()
    }
}

/// The colour rule of an export as the C shim calls it: `ColorPipeline` of the options for
/// colours and pixels, `NightHighlight` for Highlight annotations in Night.
private final class RecolorRule {
    let pipeline: ColorPipeline
    let options: RenderOptions
    let progress: ((Int, Int) -> Void)?
    /// Screen colours computed so far (each is a search), by day colour.
    private var highlightColors: [UInt32: Color] = [:]

    init(options: RenderOptions, progress: ((Int, Int) -> Void)?) {
        pipeline = ColorPipeline.cached(for: options)
        self.options = options
        self.progress = progress
    }

    /// The rule for `cmupdf_recolor_pdf`; valid while this object lives.
    var cRule: cmupdf_recolor_rule {
        var rule = cmupdf_recolor_rule()
        rule.context = Unmanaged.passUnretained(self).toOpaque()
        rule.map_color = { context, rgb, mapped in
            let rule = Unmanaged<RecolorRule>.fromOpaque(context!).takeUnretainedValue()
            RecolorRule.store(rule.pipeline.apply(to: RecolorRule.color(rgb!)), into: mapped!)
        }
        rule.map_highlight_color = { context, rgb, mapped in
            let rule = Unmanaged<RecolorRule>.fromOpaque(context!).takeUnretainedValue()
            RecolorRule.store(rule.highlightColor(RecolorRule.color(rgb!)), into: mapped!)
        }
        rule.map_pixels = { context, pixels, width, height, stride in
            let rule = Unmanaged<RecolorRule>.fromOpaque(context!).takeUnretainedValue()
            rule.pipeline.apply(pixels: pixels!, width: Int(width), height: Int(height), stride: Int(stride))
        }
        rule.inverts = options.invertRenderColor ? 1 : 0
        switch options.keptImages {
        case nil: rule.kept_images = Int32(CMUPDF_KEEP_NO_IMAGES)
        case .photos: rule.kept_images = Int32(CMUPDF_KEEP_PHOTOS)
        case .all: rule.kept_images = Int32(CMUPDF_KEEP_ALL_IMAGES)
        }
        rule.kept_brightness = Float(1 - min(max(options.photoDimming, 0), 1))
        return rule
    }

    /// A Highlight's colour: screened in Night (`NightHighlight`), else as any other colour.
    private func highlightColor(_ day: Color) -> Color {
        guard options.invertRenderColor else { return pipeline.apply(to: day) }
        let (r, g, b, _) = day.rgba8
        let key = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16
        if let known = highlightColors[key] { return known }
        let screen = NightHighlight.screenColor(for: day, options: options)
        highlightColors[key] = screen
        return screen
    }

    private static func color(_ rgb: UnsafePointer<UInt8>) -> Color {
        Color(rgba8: (rgb[0], rgb[1], rgb[2], 255))
    }

    private static func store(_ color: Color, into mapped: UnsafeMutablePointer<UInt8>) {
        let (r, g, b, _) = color.rgba8
        mapped[0] = r
        mapped[1] = g
        mapped[2] = b
    }
}
