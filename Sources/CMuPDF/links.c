#include "shim.h"

#include <mupdf/pdf.h>

#include <math.h>
#include <string.h>

/* Resolves an internal link target to a page index and point; leaves page -1
   and the point NaN when the document cannot find it. */
static void cmupdf_resolve(fz_context *ctx, fz_document *doc, const char *uri, int *page, float *x, float *y)
{
    *page = -1;
    *x = NAN;
    *y = NAN;
    fz_try(ctx) {
        float rx = NAN, ry = NAN;
        fz_location loc = fz_resolve_link(ctx, doc, uri, &rx, &ry);
        if (loc.chapter >= 0 && loc.page >= 0) {
            *page = fz_page_number_from_location(ctx, doc, loc);
            *x = rx;
            *y = ry;
        }
    }
    fz_catch(ctx) {
        *page = -1;
    }
}

cmupdf_link *cmupdf_page_links(cmupdf_context *c, cmupdf_document *d, int number, int *count, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    fz_document *doc = (fz_document *)d;
    fz_page *page = NULL;
    fz_link *links = NULL;
    cmupdf_link *result = NULL;
    int n = 0, failed = 0;
    *count = 0;
    fz_var(page);
    fz_var(links);
    fz_var(result);
    fz_var(n);
    CMUPDF_TRY(ctx, error) {
        page = cmupdf_load_page(ctx, doc, number);
        links = fz_load_links(ctx, page);
        int total = 0;
        for (fz_link *l = links; l; l = l->next)
            if (l->uri)
                total++;
        if (total > 0) {
            result = fz_calloc(ctx, total, sizeof *result);
            for (fz_link *l = links; l; l = l->next) {
                if (!l->uri)
                    continue;
                cmupdf_link *out = &result[n];
                out->rect.x0 = l->rect.x0; out->rect.y0 = l->rect.y0;
                out->rect.x1 = l->rect.x1; out->rect.y1 = l->rect.y1;
                out->uri = fz_strdup(ctx, l->uri);
                n++;
                out->is_external = fz_is_external_link(ctx, l->uri);
                if (out->is_external) {
                    out->page = -1;
                    out->x = out->y = NAN;
                } else {
                    cmupdf_resolve(ctx, doc, l->uri, &out->page, &out->x, &out->y);
                }
            }
        }
    }
    fz_always(ctx) {
        fz_drop_link(ctx, links);
        fz_drop_page(ctx, page);
    }
    CMUPDF_CATCH(ctx, error, failed);
    if (failed) {
        cmupdf_links_free(c, result, n);
        return NULL;
    }
    *count = n;
    return result;
}

void cmupdf_links_free(cmupdf_context *c, cmupdf_link *links, int count)
{
    fz_context *ctx = FZ(c);
    if (!links)
        return;
    for (int i = 0; i < count; i++)
        fz_free(ctx, links[i].uri);
    fz_free(ctx, links);
}

typedef struct cmupdf_outline_builder {
    cmupdf_outline_item *items;
    int count;
    int capacity;
    int max_items;
} cmupdf_outline_builder;

/* Appends `node` and its siblings (and their children) depth-first. Depth is
   capped so a malformed, cyclic outline cannot recurse without end. */
static void cmupdf_flatten_outline(fz_context *ctx, fz_document *doc, fz_outline *node, int depth, cmupdf_outline_builder *b)
{
    for (; node && b->count < b->max_items && depth < 64; node = node->next) {
        if (b->count == b->capacity) {
            int capacity = b->capacity ? b->capacity * 2 : 64;
            b->items = fz_realloc(ctx, b->items, (size_t)capacity * sizeof *b->items);
            memset(b->items + b->capacity, 0, (size_t)(capacity - b->capacity) * sizeof *b->items);
            b->capacity = capacity;
        }
        cmupdf_outline_item *item = &b->items[b->count++];
        item->depth = depth;
        item->title = fz_strdup(ctx, node->title ? node->title : "");
        item->uri = node->uri ? fz_strdup(ctx, node->uri) : NULL;
        item->is_external = node->uri ? fz_is_external_link(ctx, node->uri) : 0;
        item->page = -1;
        item->x = item->y = NAN;
        if (!item->is_external) {
            if (node->page.page >= 0) {
                fz_try(ctx)
                    item->page = fz_page_number_from_location(ctx, doc, node->page);
                fz_catch(ctx)
                    item->page = -1;
                item->x = node->x;
                item->y = node->y;
            } else if (node->uri) {
                cmupdf_resolve(ctx, doc, node->uri, &item->page, &item->x, &item->y);
            }
        }
        cmupdf_flatten_outline(ctx, doc, node->down, depth + 1, b);
    }
}

cmupdf_outline_item *cmupdf_document_outline(cmupdf_context *c, cmupdf_document *d, int max_items, int *count, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    fz_document *doc = (fz_document *)d;
    fz_outline *outline = NULL;
    cmupdf_outline_builder builder = { NULL, 0, 0, max_items };
    int failed = 0;
    *count = 0;
    fz_var(outline);
    fz_var(builder);
    CMUPDF_TRY(ctx, error) {
        pdf_document *pdf = pdf_document_from_fz_document(ctx, doc);
        if (pdf)
            cmupdf_page_map_check(ctx, pdf);
        outline = fz_load_outline(ctx, doc);
        cmupdf_flatten_outline(ctx, doc, outline, 0, &builder);
    }
    fz_always(ctx)
        fz_drop_outline(ctx, outline);
    CMUPDF_CATCH(ctx, error, failed);
    if (failed) {
        cmupdf_outline_free(c, builder.items, builder.count);
        return NULL;
    }
    *count = builder.count;
    return builder.items;
}

void cmupdf_outline_free(cmupdf_context *c, cmupdf_outline_item *items, int count)
{
    fz_context *ctx = FZ(c);
    if (!items)
        return;
    for (int i = 0; i < count; i++) {
        fz_free(ctx, items[i].title);
        fz_free(ctx, items[i].uri);
    }
    fz_free(ctx, items);
}
