/* Page labels: the /PageLabels number tree of a PDF's catalog (PDF 32000
   12.4.2), which MuPDF 1.21 reads for no one. */
#include <mupdf/pdf.h>

#include <string.h>

#include "shim.h"

/* The deepest /Kids nesting followed; a cyclic or absurd tree stops there. */
#define CMUPDF_PAGE_LABEL_MAX_DEPTH 32
/* The most tree nodes visited: a node listing itself twice in /Kids would
   otherwise be visited 2^32 times within the depth limit. */
#define CMUPDF_PAGE_LABEL_MAX_NODES 100000

typedef struct cmupdf_label_builder {
    cmupdf_page_label_range *ranges;
    int count;
    int capacity;
    int max_ranges;
    int visited;
} cmupdf_label_builder;

static void cmupdf_add_label_range(fz_context *ctx, cmupdf_label_builder *b, int first_page, pdf_obj *dict)
{
    if (b->count >= b->max_ranges || first_page < 0 || !pdf_is_dict(ctx, dict))
        return;
    if (b->count == b->capacity) {
        int capacity = b->capacity ? b->capacity * 2 : 16;
        b->ranges = fz_realloc(ctx, b->ranges, (size_t)capacity * sizeof *b->ranges);
        memset(b->ranges + b->capacity, 0, (size_t)(capacity - b->capacity) * sizeof *b->ranges);
        b->capacity = capacity;
    }
    cmupdf_page_label_range *range = &b->ranges[b->count++];
    range->first_page = first_page;
    pdf_obj *style = pdf_dict_gets(ctx, dict, "S");
    const char *name = pdf_is_name(ctx, style) ? pdf_to_name(ctx, style) : "";
    range->style = (name[0] && !name[1] && strchr("DRrAa", name[0])) ? name[0] : 0;
    pdf_obj *prefix = pdf_dict_gets(ctx, dict, "P");
    range->prefix = pdf_is_string(ctx, prefix) ? fz_strdup(ctx, pdf_to_text_string(ctx, prefix)) : NULL;
    pdf_obj *start = pdf_dict_gets(ctx, dict, "St");
    range->start = pdf_is_int(ctx, start) && pdf_to_int(ctx, start) >= 1 ? pdf_to_int(ctx, start) : 1;
}

/* Collects the pairs of /Nums of `node` and of the nodes below it in /Kids, in order. */
static void cmupdf_collect_labels(fz_context *ctx, pdf_obj *node, int depth, cmupdf_label_builder *b)
{
    if (!pdf_is_dict(ctx, node) || depth > CMUPDF_PAGE_LABEL_MAX_DEPTH || ++b->visited > CMUPDF_PAGE_LABEL_MAX_NODES)
        return;
    pdf_obj *nums = pdf_dict_get(ctx, node, PDF_NAME(Nums));
    int n = pdf_array_len(ctx, nums);
    for (int i = 0; i + 1 < n; i += 2) {
        pdf_obj *key = pdf_array_get(ctx, nums, i);
        if (pdf_is_int(ctx, key))
            cmupdf_add_label_range(ctx, b, pdf_to_int(ctx, key), pdf_array_get(ctx, nums, i + 1));
    }
    pdf_obj *kids = pdf_dict_get(ctx, node, PDF_NAME(Kids));
    int k = pdf_array_len(ctx, kids);
    for (int i = 0; i < k; i++)
        cmupdf_collect_labels(ctx, pdf_array_get(ctx, kids, i), depth + 1, b);
}

cmupdf_page_label_range *cmupdf_document_page_labels(cmupdf_context *c, cmupdf_document *d, int max_ranges, int *count,
                                                      cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    cmupdf_label_builder builder = { NULL, 0, 0, max_ranges, 0 };
    int failed = 0;
    *count = 0;
    fz_var(builder);
    CMUPDF_TRY(ctx, error) {
        pdf_document *pdf = pdf_specifics(ctx, (fz_document *)d);
        if (pdf)
            cmupdf_collect_labels(ctx, pdf_dict_getp(ctx, pdf_trailer(ctx, pdf), "Root/PageLabels"), 0, &builder);
    }
    CMUPDF_CATCH(ctx, error, failed);
    if (failed) {
        cmupdf_page_labels_free(c, builder.ranges, builder.count);
        return NULL;
    }
    *count = builder.count;
    return builder.ranges;
}

void cmupdf_page_labels_free(cmupdf_context *c, cmupdf_page_label_range *ranges, int count)
{
    fz_context *ctx = FZ(c);
    if (!ranges)
        return;
    for (int i = 0; i < count; i++)
        fz_free(ctx, ranges[i].prefix);
    fz_free(ctx, ranges);
}
