import CMuPDF

/// What MuPDF holds for one document, by kind (`Document.memoryCensus()`),
/// so a soak can say which part grew. Byte figures of the store are MuPDF's
/// own estimates of its items; `total` is what the document's allocator
/// counts (`Document.memoryInUse`), so `total` minus the store and the glyph
/// cache is the rest: parsed objects, display lists, fonts' FreeType faces.
public struct MemoryCensus: Sendable, Equatable {
    /// Bytes MuPDF holds for the document in all (`Document.memoryInUse`).
    public var total: Int
    /// The resource store: every item and its estimated bytes.
    public var storeBytes: Int
    public var storeItems: Int
    /// Images decoded at the subsampling some zoom asked for.
    public var decodedImageBytes: Int
    public var decodedImageItems: Int
    /// Pattern tiles drawn for one transform (a zoom).
    public var patternTileBytes: Int
    public var patternTileItems: Int
    /// Everything else in the store: fonts, image objects with their
    /// compressed data, colour spaces, shadings, functions, colour links.
    public var resourceBytes: Int
    public var resourceItems: Int
    /// The glyph cache (MuPDF empties it past 1 MiB).
    public var glyphCacheBytes: Int
    /// Objects of the file the xref holds parsed, of all its entries (0 and 0 for other formats).
    public var parsedObjects: Int
    public var xrefEntries: Int
    /// Display lists the document keeps recorded.
    public var displayLists: Int
}

extension Document {
    /// What MuPDF holds for the document now, by kind (see `MemoryCensus`).
    /// - Throws: `.engineFailure` when MuPDF cannot list its store.
    public func memoryCensus() throws -> MemoryCensus {
        var census = cmupdf_memory_census()
        _ = try withDocumentLockBehindRecording {
            try MuPDFCall.run({ cmupdf_memory_census_take(context.handle, handle, &census, &$0) }) {
                .engineFailure(reason: "cannot list what MuPDF holds for \(path): \($0.message)")
            }
        }
        return MemoryCensus(total: memoryInUse, storeBytes: Int(census.store_bytes), storeItems: Int(census.store_items),
                            decodedImageBytes: Int(census.decoded_image_bytes),
                            decodedImageItems: Int(census.decoded_image_items),
                            patternTileBytes: Int(census.pattern_tile_bytes), patternTileItems: Int(census.pattern_tile_items),
                            resourceBytes: Int(census.resource_bytes), resourceItems: Int(census.resource_items),
                            glyphCacheBytes: Int(census.glyph_cache_bytes), parsedObjects: Int(census.xref_objects_held),
                            xrefEntries: Int(census.xref_entries), displayLists: recordedDisplayListCount)
    }
}
