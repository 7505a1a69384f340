import PDFEngine
@_spi(Benchmarking) import SDLFrontend

/// Where the soak's memory is at one action (every 1,000th): the process's
/// resident memory, glibc's heap, what MuPDF holds for the document by kind,
/// and the SDL textures.
struct SoakMemorySample {
    var actions: Int
    var residentMiB: Double
    var heap: HeapUsage
    /// Nil when MuPDF could not list its store.
    var census: MemoryCensus?
    /// SDL textures alive in the process.
    var liveTextures: Int
    /// The page tiles' textures kept by the window, and their bytes.
    var tileTextures: Int
    var tileTextureBytes: Int

    static func take(after actions: Int, session: ViewerSession, document: Document) -> SoakMemorySample {
        let tiles = session.tileTextures
        return SoakMemorySample(actions: actions, residentMiB: ProcessMemory.mebibytes("VmRSS"), heap: .now(),
                                census: try? document.memoryCensus(), liveTextures: ViewerSession.liveTextureCount,
                                tileTextures: tiles.count, tileTextureBytes: tiles.bytes)
    }

    /// One line of figures in MiB, for the progress and the growth between two samples.
    var summary: String {
        var parts = [Self.mib("VmRSS", residentMiB * 1_048_576), Self.mib("heap in use", heap.inUse), Self.mib("heap free", heap.free),
                     Self.mib("mapped", heap.mapped), Self.mib("tile textures", tileTextureBytes)]
        if let census {
            parts += [Self.mib("MuPDF", census.total), Self.mib("store images", census.decodedImageBytes),
                      Self.mib("store tiles", census.patternTileBytes), Self.mib("store resources", census.resourceBytes),
                      Self.mib("glyph cache", census.glyphCacheBytes),
                      Self.mib("MuPDF rest", census.total - census.storeBytes - census.glyphCacheBytes),
                      "parsed objects \(census.parsedObjects) of \(census.xrefEntries)", "store items \(census.storeItems)",
                      "display lists \(census.displayLists)"]
        }
        return parts.joined(separator: ", ") + ", textures \(liveTextures) (tiles \(tileTextures))"
    }

    /// What grew from `earlier` to this sample, in MiB (parsed objects and store items as counts).
    func growth(since earlier: SoakMemorySample) -> String {
        var parts = [Self.delta("VmRSS", (residentMiB - earlier.residentMiB) * 1_048_576),
                     Self.delta("heap in use", Double(heap.inUse - earlier.heap.inUse)),
                     Self.delta("heap free", Double(heap.free - earlier.heap.free)),
                     Self.delta("mapped", Double(heap.mapped - earlier.heap.mapped)),
                     Self.delta("tile textures", Double(tileTextureBytes - earlier.tileTextureBytes))]
        if let now = census, let then = earlier.census {
            parts += [Self.delta("MuPDF", Double(now.total - then.total)),
                      Self.delta("store images", Double(now.decodedImageBytes - then.decodedImageBytes)),
                      Self.delta("store tiles", Double(now.patternTileBytes - then.patternTileBytes)),
                      Self.delta("store resources", Double(now.resourceBytes - then.resourceBytes)),
                      Self.delta("glyph cache", Double(now.glyphCacheBytes - then.glyphCacheBytes)),
                      Self.delta("MuPDF rest", Double((now.total - now.storeBytes - now.glyphCacheBytes)
                                                      - (then.total - then.storeBytes - then.glyphCacheBytes))),
                      String(format: "parsed objects %+d", now.parsedObjects - then.parsedObjects),
                      String(format: "store items %+d", now.storeItems - then.storeItems)]
        }
        return parts.joined(separator: ", ")
    }

    private static func mib(_ name: String, _ bytes: some BinaryInteger) -> String {
        mib(name, Double(bytes))
    }

    private static func mib(_ name: String, _ bytes: Double) -> String {
        String(format: "%@ %.1f", name, bytes / 1_048_576)
    }

    private static func delta(_ name: String, _ bytes: Double) -> String {
        String(format: "%@ %+.1f", name, bytes / 1_048_576)
    }
}
