import PDFAppearance

/// Puts an annotation layer (premultiplied RGBA on transparency) onto filtered page pixels.
enum AnnotationCompositing {
    /// The pixels of a page drawn in `plan`'s layers: its `base` day pixels through the options'
    /// pipeline (keeping the images they keep where `imageMask` says), then the highlight and other
    /// annotation layers composited. `destination` may be `base`.
    static func compose(_ plan: Document.AnnotationLayerPlan, base: UnsafePointer<UInt8>, stride: Int, imageMask: ImageMask?,
                        highlights: PixelBuffer?, others: PixelBuffer?, into destination: UnsafeMutablePointer<UInt8>,
                        destinationStride: Int, width: Int, height: Int) {
        ColorPipeline.cached(for: plan.options).apply(from: base, stride: stride, imageMask: imageMask, to: destination,
                                                      destinationStride: destinationStride, width: width, height: height)
        if plan.highlights, let highlights {
            highlight(highlights, onto: destination, stride: destinationStride, options: plan.options)
        }
        if plan.others, let others {
            over(others, onto: destination, stride: destinationStride)
        }
    }

    /// Highlights: in Night (options that invert) screened with `NightHighlight.screenColor`,
    /// otherwise multiplied with their own color (as the annotation's Multiply blend does).
    static func highlight(_ layer: PixelBuffer, onto pixels: UnsafeMutablePointer<UInt8>, stride: Int, options: RenderOptions) {
        let screens = options.invertRenderColor
        var colors: [UInt32: (UInt32, UInt32, UInt32)] = [:]
        forEachCoveredPixel(of: layer, onto: pixels, stride: stride) { source, destination, alpha in
            let straight = (0..<3).map { min(255, (UInt32(source[$0]) * 255 + alpha / 2) / alpha) }
            let key = straight[0] | straight[1] << 8 | straight[2] << 16
            let color: (UInt32, UInt32, UInt32)
            if let known = colors[key] {
                color = known
            } else {
                let day = Color(rgba8: (UInt8(straight[0]), UInt8(straight[1]), UInt8(straight[2]), 255))
                let (r, g, b, _) = (screens ? NightHighlight.screenColor(for: day, options: options) : day).rgba8
                color = (UInt32(r), UInt32(g), UInt32(b))
                colors[key] = color
            }
            for (channel, value) in [color.0, color.1, color.2].enumerated() {
                let base = UInt32(destination[channel])
                let top = (value * alpha + 127) / 255  // the highlight at its coverage
                destination[channel] = UInt8(screens
                    ? 255 - ((255 - base) * (255 - top) + 127) / 255
                    : (base * (255 - alpha + top) + 127) / 255)
            }
        }
    }

    /// Any other annotation: drawn over the page (source over, premultiplied).
    static func over(_ layer: PixelBuffer, onto pixels: UnsafeMutablePointer<UInt8>, stride: Int) {
        forEachCoveredPixel(of: layer, onto: pixels, stride: stride) { source, destination, alpha in
            for channel in 0..<3 {
                destination[channel] = UInt8(UInt32(source[channel]) + (UInt32(destination[channel]) * (255 - alpha) + 127) / 255)
            }
        }
    }

    /// Calls `body` with the source pixel, the destination pixel and the source alpha of every
    /// pixel the layer covers.
    private static func forEachCoveredPixel(of layer: PixelBuffer, onto pixels: UnsafeMutablePointer<UInt8>, stride: Int,
                                            _ body: (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt8>, UInt32) -> Void) {
        for y in 0..<layer.height {
            let sourceRow = layer.pointer + y * layer.stride, destinationRow = pixels + y * stride
            for x in 0..<layer.width {
                let source = sourceRow + x * 4
                let alpha = UInt32(source[3])
                guard alpha > 0 else { continue }
                body(source, destinationRow + x * 4, alpha)
            }
        }
    }
}
