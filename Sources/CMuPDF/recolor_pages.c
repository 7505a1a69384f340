/* Keeping a range of pages in the recoloured export (--pages): the other
   pages leave the page tree and their objects become null, so nothing they
   drew is written; outline entries and links that led to them lose their
   destination (the entries stay, as headings), and the kept pages' labels
   are written anew, one label range a page. */
#include "recolor.h"

#include <stdlib.h>

/* Whether `number` is among the `count` sorted object numbers `dropped`. */
static int is_dropped(const int *dropped, int count, int number)
{
    int low = 0, high = count - 1;
    while (low <= high) {
        int middle = (low + high) / 2;
        if (dropped[middle] == number)
            return 1;
        if (dropped[middle] < number)
            low = middle + 1;
        else
            high = middle - 1;
    }
    return 0;
}

/* Whether the destination of outline item or link `item` (/Dest, or a GoTo action's /D,
   resolved through the named destinations) is a dropped page. */
static int leads_to_dropped(fz_context *ctx, pdf_document *doc, pdf_obj *item, const int *dropped, int count)
{
    pdf_obj *dest = pdf_dict_get(ctx, item, PDF_NAME(Dest));
    if (!dest) {
        pdf_obj *action = pdf_dict_get(ctx, item, PDF_NAME(A));
        if (!pdf_name_eq(ctx, pdf_dict_get(ctx, action, PDF_NAME(S)), PDF_NAME(GoTo)))
            return 0;
        dest = pdf_dict_get(ctx, action, PDF_NAME(D));
    }
    if (pdf_is_name(ctx, dest) || pdf_is_string(ctx, dest))
        dest = pdf_lookup_dest(ctx, doc, dest);
    if (pdf_is_dict(ctx, dest))
        dest = pdf_dict_get(ctx, dest, PDF_NAME(D));
    pdf_obj *target = pdf_array_get(ctx, dest, 0);
    return pdf_is_indirect(ctx, target) && is_dropped(dropped, count, pdf_to_num(ctx, target));
}

static int compare_numbers(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return x < y ? -1 : x > y;
}

/* Removes the destinations of the outline items under `first` that lead to dropped pages. */
static void strip_outline(fz_context *ctx, pdf_document *doc, pdf_obj *first, const int *dropped, int count, int depth)
{
    if (depth > 64)
        return;
    int visited = 0;
    for (pdf_obj *item = first; pdf_is_dict(ctx, item) && visited < 100000; item = pdf_dict_get(ctx, item, PDF_NAME(Next))) {
        visited++;
        if (leads_to_dropped(ctx, doc, item, dropped, count)) {
            pdf_dict_del(ctx, item, PDF_NAME(Dest));
            pdf_dict_del(ctx, item, PDF_NAME(A));
        }
        strip_outline(ctx, doc, pdf_dict_get(ctx, item, PDF_NAME(First)), dropped, count, depth + 1);
    }
}

/* Removes the links of the kept pages that lead to dropped pages. */
static void strip_links(fz_context *ctx, pdf_document *doc, const int *dropped, int count)
{
    for (int page = 0; page < pdf_count_pages(ctx, doc); page++) {
        pdf_obj *annots = pdf_dict_get(ctx, pdf_lookup_page_obj(ctx, doc, page), PDF_NAME(Annots));
        for (int i = pdf_array_len(ctx, annots) - 1; i >= 0; i--) {
            pdf_obj *annot = pdf_array_get(ctx, annots, i);
            if (pdf_name_eq(ctx, pdf_dict_get(ctx, annot, PDF_NAME(Subtype)), PDF_NAME(Link))
                && leads_to_dropped(ctx, doc, annot, dropped, count))
                pdf_array_delete(ctx, annots, i);
        }
    }
}

/* /PageLabels under `root` (named `page_labels_name`): one label range a page, `labels[i]` the
   i-th page's label; removed when `labels` is NULL. */
static void write_label_tree(fz_context *ctx, pdf_obj *root, pdf_obj *page_labels_name, const char *const *labels, int count)
{
    if (!labels) {
        pdf_dict_del(ctx, root, page_labels_name);
        return;
    }
    pdf_obj *tree = pdf_dict_put_dict(ctx, root, page_labels_name, 1);
    pdf_obj *nums = pdf_dict_put_array(ctx, tree, PDF_NAME(Nums), 2 * count);
    for (int i = 0; i < count; i++) {
        pdf_array_push_int(ctx, nums, i);
        pdf_obj *range = pdf_array_push_dict(ctx, nums, 1);
        pdf_dict_put_text_string(ctx, range, PDF_NAME(P), labels[i]);
    }
}

/* The kept pages' labels, `labels[i]` for the i-th kept page, as label ranges of one page each. */
static void write_labels(fz_context *ctx, pdf_document *doc, const char *const *labels, int count)
{
    pdf_obj *root = pdf_dict_get(ctx, pdf_trailer(ctx, doc), PDF_NAME(Root));
    /* MuPDF 1.21 has no PDF_NAME for it. */
    pdf_obj *page_labels_name = pdf_new_name(ctx, "PageLabels");
    fz_try(ctx)
        write_label_tree(ctx, root, page_labels_name, labels, count);
    fz_always(ctx)
        pdf_drop_obj(ctx, page_labels_name);
    fz_catch(ctx)
        fz_rethrow(ctx);
}

void recolor_keep_pages(fz_context *ctx, pdf_document *doc, const int *pages, int count, const char *const *labels)
{
    int total = pdf_count_pages(ctx, doc);
    unsigned char *kept = NULL;
    int *dropped = NULL;
    fz_var(kept);
    fz_var(dropped);
    fz_try(ctx) {
        /* MuPDF's own page lookups would read a map of the tree as it was before the deletions. */
        cmupdf_page_map_drop(ctx, doc);
        kept = fz_calloc(ctx, total > 0 ? total : 1, 1);
        for (int i = 0; i < count; i++)
            if (pages[i] >= 0 && pages[i] < total)
                kept[pages[i]] = 1;
        dropped = fz_malloc_array(ctx, total > 0 ? total : 1, int);
        int dropped_count = 0;
        for (int i = 0; i < total; i++)
            if (!kept[i])
                dropped[dropped_count++] = pdf_to_num(ctx, pdf_lookup_page_obj(ctx, doc, i));
        qsort(dropped, dropped_count, sizeof(int), compare_numbers);
        for (int i = total - 1; i >= 0; i--)
            if (!kept[i])
                pdf_delete_page(ctx, doc, i);
        pdf_obj *root = pdf_dict_get(ctx, pdf_trailer(ctx, doc), PDF_NAME(Root));
        strip_outline(ctx, doc, pdf_dict_getp(ctx, root, "Outlines/First"), dropped, dropped_count, 0);
        strip_links(ctx, doc, dropped, dropped_count);
        for (int i = 0; i < dropped_count; i++)
            if (dropped[i] > 0)
                pdf_update_object(ctx, doc, dropped[i], PDF_NULL);
        write_labels(ctx, doc, labels, count);
    }
    fz_always(ctx) {
        fz_free(ctx, kept);
        fz_free(ctx, dropped);
    }
    fz_catch(ctx)
        fz_rethrow(ctx);
}
