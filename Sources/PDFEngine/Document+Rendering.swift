import CMuPDF
import Foundation
import PDFAppearance

extension Document {
    /// Normalizes a viewer rotation to 0, 90, 180 or 270 degrees clockwise.
    static func normalizedRotation(_ degrees: Int) -> Int {
        let r = ((degrees % 360) + 360) % 360
        precondition(r % 90 == 0, "rotation must be a multiple of 90 degrees, not \(degrees)")
        return r
    }

    /// The transform and device-pixel box of page `index` drawn at `scale`
    /// pixels a point turned `rotation` degrees clockwise (as `mutool draw`).
    func geometry(page index: Int, scale: Double, rotation: Int) -> (transform: cmupdf_matrix, box: cmupdf_irect) {
        var transform = cmupdf_matrix()
        var box = cmupdf_irect()
        cmupdf_page_geometry(bounds(ofPage: index), Float(scale), Int32(Self.normalizedRotation(rotation)), &transform, &box)
        return (transform, box)
    }

    /// Records page `index`'s display list now (MuPDF's parse of the page,
    /// the slow part of a first render), so that its renders at any scale
    /// only draw. For a start page whose render scale is not known yet; a
    /// page that fails to load is left for its render to report.
    public func prepareToRender(page index: Int) {
        _ = try? displayList(forPage: index, cookie: nil)
    }

    /// The size in device pixels of page `index` rendered at `scale` (pixels a
    /// point) and viewer `rotation`, as a rect at the origin. Tiles passed as
    /// `region` to `render` lie inside it.
    public func pixelBounds(page index: Int, scale: Double, rotation: Int = 0) -> PixelRect {
        let box = geometry(page: index, scale: scale, rotation: rotation).box
        return PixelRect(x: 0, y: 0, width: Int(box.x1 - box.x0), height: Int(box.y1 - box.y0))
    }

    /// Most pixels one render may produce (64 Mi pixels, 256 MiB of RGBA):
    /// larger pages at high zoom must be rendered as tiles.
    public static let maximumRenderPixels = 1 << 26

    /// Renders page `index`, then applies `options` through their `ColorPipeline`
    /// (nil for day colours). Parameters as `renderDayPixels`.
    public func render(page index: Int, scale: Double, rotation: Int = 0, region: PixelRect? = nil,
                       options: RenderOptions? = nil, cookie: RenderCookie? = nil, timeout: Double? = nil) throws -> PixelBuffer {
        if let plan = annotationLayerPlan(page: index, options: options) {
            return try renderInAnnotationLayers(plan, page: index, scale: scale, rotation: rotation, region: region,
                                                cookie: cookie, timeout: timeout)
        }
        let pixels = try renderDayPixels(page: index, scale: scale, rotation: rotation, region: region, cookie: cookie,
                                         timeout: timeout, imageMask: options?.keptImages != nil)
        if let options {
            ColorPipeline.cached(for: options).apply(to: pixels)
        }
        return pixels
    }

    /// Renders page `index` in day colours (no appearance processing).
    ///
    /// - Parameters:
    ///   - scale: device pixels a point (zoom × HiDPI factor; 1 = 72 dpi).
    ///   - rotation: viewer rotation, 0/90/180/270 degrees clockwise.
    ///   - region: the device-pixel tile to draw (inside `pixelBounds`), nil for the whole page.
    ///   - cookie: lets another thread abort the render.
    ///   - timeout: aborts the render after this many seconds.
    ///   - imageMask: also draw where the page's images are (`PixelBuffer.imageMask`), when it has any,
    ///     so that options keeping images (`RenderOptions.keptImages`) can be applied later.
    ///   - annotationLayers: also draw the page's annotation layers (`PixelBuffer.annotationLayers`), when
    ///     it has annotations, so that `ColorPipeline.apply(from:to:destinationStride:)` gives `render`'s pixels.
    public func renderDayPixels(page index: Int, scale: Double, rotation: Int = 0, region: PixelRect? = nil,
                                cookie: RenderCookie? = nil, timeout: Double? = nil, imageMask: Bool = false,
                                annotationLayers: Bool = false) throws -> PixelBuffer {
        let cookie = cookie ?? RenderCookie()
        if let timeout { cookie.abort(after: timeout) }
        var extras: RenderExtras = []
        if imageMask { extras.insert(.imageMask) }
        if annotationLayers { extras.insert(.annotationLayers) }
        return try contexts.withContext { context in
            try renderDayPixels(page: index, scale: scale, rotation: rotation, region: region, extras: extras,
                                context: context, cookie: cookie)
        }
    }

    /// Renders with a context the caller owns for the duration (worker threads), drawing `extras`
    /// beside the day pixels. With `drawn`, pixels of the same key drawn before with fewer extras,
    /// only the missing extras are drawn and the pixels are shared, not drawn again.
    func renderDayPixels(page index: Int, scale: Double, rotation: Int, region: PixelRect?, extras: RenderExtras = [],
                         reusing drawn: PixelBuffer? = nil, context: MuPDFContext,
                         cookie: RenderCookie) throws(DocumentError) -> PixelBuffer {
        let list = try displayList(forPage: index, cookie: cookie)
        let (transform, box) = geometry(page: index, scale: scale, rotation: rotation)
        let full = PixelRect(x: 0, y: 0, width: Int(box.x1 - box.x0), height: Int(box.y1 - box.y0))
        let area = region.map { $0.intersection(full) } ?? full
        guard !area.isEmpty else { throw .invalidRegion(path: path, page: index) }
        guard area.width * area.height <= Self.maximumRenderPixels else {
            throw .imageTooLarge(path: path, page: index, width: area.width, height: area.height)
        }
        let (originX, originY) = (Int(box.x0) + area.x, Int(box.y0) + area.y)
        let buffer: PixelBuffer
        if let drawn, drawn.width == area.width, drawn.height == area.height {
            buffer = PixelBuffer(sharingPixelsOf: drawn)
        } else {
            buffer = PixelBuffer(unfilledWidth: area.width, height: area.height)
            try draw(list, page: index, transform: transform, originX: originX, originY: originY,
                     into: buffer.pointer, width: area.width, height: area.height, stride: buffer.stride,
                     context: context, cookie: cookie)
        }
        let missing = extras.subtracting(buffer.extras)
        if missing.contains(.imageMask) {
            buffer.imageMask = try drawImageMask(list, page: index, transform: transform, originX: originX, originY: originY,
                                                 width: area.width, height: area.height, context: context, cookie: cookie)
        }
        if missing.contains(.annotationLayers) {
            buffer.annotationLayers = try drawAnnotationLayerPixels(page: index, transform: transform, originX: originX,
                                                                    originY: originY, width: area.width, height: area.height,
                                                                    cookie: cookie)
        }
        buffer.extras.formUnion(extras)
        return buffer
    }

    /// Draws a display list into caller memory (RGBA; with `rgb`, packed RGB
    /// without alpha, as `mutool draw` renders); `originX`/`originY` is the
    /// device pixel at the memory's top-left.
    func draw(_ list: DisplayList, page index: Int, transform: cmupdf_matrix, originX: Int, originY: Int,
              into pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
              context: MuPDFContext, cookie: RenderCookie, rgb: Bool = false) throws(DocumentError) {
        let drawn = MuPDFCall.result {
            cmupdf_display_list_render(context.handle, list.handle, transform, Int32(originX), Int32(originY),
                                       Int32(width), Int32(height), pixels, Int32(stride), list.usesOverprint ? 1 : 0,
                                       rgb ? 1 : 0, cookie.handle, &$0)
        }
        if cookie.isAborted {
            throw cookie.abortError(path: path, page: index)
        }
        if case .failure(let failure) = drawn {
            throw failure.pageError(path: path, page: index) { .renderFailed(path: path, page: index, reason: $0) }
        }
    }
}
