#include "shim.h"

#include <mupdf/pdf.h>
#include <stdlib.h>
#include <string.h>

/*
 * What MuPDF holds for one document, by kind, for the soak benchmark to
 * split its growth: the resource store's items by the key they are stored
 * under (MuPDF keeps the store's items private; fz_debug_store prints each
 * one with its key and size, so this reads that text), the glyph cache's
 * total (printed by fz_dump_glyph_cache_stats), and the objects parsed from
 * the file that the xref keeps.
 */

/* Adds one "STORE\tstore[*][refs=R][size=S] key=K val=P" line to `census`. */
static void cmupdf_census_count_store_line(const char *line, cmupdf_memory_census *census)
{
    const char *size = strstr(line, "[size=");
    const char *key = strstr(line, " key=");
    if (!size || !key)
        return;
    size_t bytes = strtoull(size + 6, NULL, 10);
    key += 5;
    census->store_items++;
    census->store_bytes += bytes;
    if (strncmp(key, "(image ", 7) == 0) {
        census->decoded_image_items++;
        census->decoded_image_bytes += bytes;
    } else if (strncmp(key, "(tile ", 6) == 0) {
        census->pattern_tile_items++;
        census->pattern_tile_bytes += bytes;
    } else {
        census->resource_items++;
        census->resource_bytes += bytes;
    }
}

/* The store's items as fz_debug_store lists them (the list part only: the
   hash part names the same items again). */
static void cmupdf_census_read_store(fz_context *ctx, fz_buffer *text, cmupdf_memory_census *census)
{
    const char *all = fz_string_from_buffer(ctx, text);
    const char *line = strstr(all, "-- resource store contents --");
    const char *end = strstr(all, "-- resource store hash contents --");
    while (line && (!end || line < end)) {
        if (strncmp(line, "STORE\tstore[*]", 14) == 0)
            cmupdf_census_count_store_line(line, census);
        line = strchr(line, '\n');
        if (line)
            line++;
    }
}

/* Objects parsed from the file and held by the xref (every section, the
   incremental ones of unsaved edits included). */
static void cmupdf_census_count_xref(pdf_document *pdf, cmupdf_memory_census *census)
{
    for (int x = 0; x < pdf->num_xref_sections; x++) {
        for (pdf_xref_subsec *sub = pdf->xref_sections[x].subsec; sub; sub = sub->next) {
            for (int e = 0; e < sub->len; e++) {
                census->xref_entries++;
                if (sub->table[e].obj)
                    census->xref_objects_held++;
            }
        }
    }
}

int cmupdf_memory_census_take(cmupdf_context *c, cmupdf_document *doc, cmupdf_memory_census *census, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    fz_buffer *text = NULL;
    fz_output *out = NULL;
    int failed = 0;
    memset(census, 0, sizeof *census);
    fz_var(text);
    fz_var(out);
    CMUPDF_TRY(ctx, error) {
        text = fz_new_buffer(ctx, 1 << 16);
        out = fz_new_output_with_buffer(ctx, text);
        fz_debug_store(ctx, out);
        fz_dump_glyph_cache_stats(ctx, out);
        fz_close_output(ctx, out);
        cmupdf_census_read_store(ctx, text, census);
        const char *glyphs = strstr(fz_string_from_buffer(ctx, text), "Glyph Cache Size: ");
        if (glyphs)
            census->glyph_cache_bytes = strtoull(glyphs + 18, NULL, 10);
        pdf_document *pdf = pdf_document_from_fz_document(ctx, (fz_document *)doc);
        if (pdf)
            cmupdf_census_count_xref(pdf, census);
    }
    fz_always(ctx) {
        fz_drop_output(ctx, out);
        fz_drop_buffer(ctx, text);
    }
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : 0;
}
