#include "shim.h"

#include <string.h>

/* Text selection: what MuPDF's own viewer does with a page's structured
   text (fz_snap_selection, fz_highlight_selection, fz_copy_selection),
   between two ends that are points or the start or end of the page's text. */

static fz_point cmupdf_quad_center(fz_quad q)
{
    return fz_make_point((q.ul.x + q.ur.x + q.ll.x + q.lr.x) / 4, (q.ul.y + q.ur.y + q.ll.y + q.lr.y) / 4);
}

/* A point MuPDF takes as before `ch` (`after` 0) or after it (`after` 1):
   inside the character, a quarter of its width from that edge. */
static fz_point cmupdf_point_by(const fz_stext_char *ch, int after)
{
    fz_point center = cmupdf_quad_center(ch->quad);
    fz_point edge = after ? fz_make_point((ch->quad.ur.x + ch->quad.lr.x) / 2, (ch->quad.ur.y + ch->quad.lr.y) / 2)
                          : fz_make_point((ch->quad.ul.x + ch->quad.ll.x) / 2, (ch->quad.ul.y + ch->quad.ll.y) / 2);
    return fz_make_point((edge.x + center.x) / 2, (edge.y + center.y) / 2);
}

/* The point an end stands for: its own, or one just inside the first (last)
   character of the page in reading order. */
static fz_point cmupdf_selection_point(fz_stext_page *page, cmupdf_selection_end end)
{
    const fz_stext_char *first = NULL, *last = NULL;
    if (end.edge == CMUPDF_SELECTION_POINT)
        return fz_make_point(end.x, end.y);
    for (fz_stext_block *block = page->first_block; block; block = block->next) {
        if (block->type != FZ_STEXT_BLOCK_TEXT)
            continue;
        for (fz_stext_line *line = block->u.t.first_line; line; line = line->next)
            for (fz_stext_char *ch = line->first_char; ch; ch = ch->next) {
                if (!first)
                    first = ch;
                last = ch;
            }
    }
    if (!first)
        return fz_make_point(end.x, end.y);
    return end.edge == CMUPDF_SELECTION_PAGE_START ? cmupdf_point_by(first, 0) : cmupdf_point_by(last, 1);
}

/* The two points MuPDF selects between, snapped to words or lines. */
static void cmupdf_selection_points(fz_context *ctx, fz_stext_page *page, cmupdf_selection_end start,
                                    cmupdf_selection_end end, int unit, fz_point *a, fz_point *b)
{
    *a = cmupdf_selection_point(page, start);
    *b = cmupdf_selection_point(page, end);
    if (unit == CMUPDF_SELECT_WORDS)
        fz_snap_selection(ctx, page, a, b, FZ_SELECT_WORDS);
    else if (unit == CMUPDF_SELECT_LINES)
        fz_snap_selection(ctx, page, a, b, FZ_SELECT_LINES);
}

int cmupdf_selection_quads(cmupdf_context *c, cmupdf_stext_page *t, cmupdf_selection_end start, cmupdf_selection_end end,
                           int unit, cmupdf_quad **quads, int *count, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    fz_stext_page *page = (fz_stext_page *)t;
    fz_quad *found = NULL;
    int failed = 0;
    *quads = NULL;
    *count = 0;
    fz_var(found);
    CMUPDF_TRY(ctx, error) {
        fz_point a, b;
        cmupdf_selection_points(ctx, page, start, end, unit, &a, &b);
        int capacity = 64, n;
        for (;;) {
            found = fz_realloc(ctx, found, (size_t)capacity * sizeof *found);
            n = fz_highlight_selection(ctx, page, a, b, found, capacity);
            if (n < capacity || capacity >= (1 << 20))
                break;
            capacity *= 2;
        }
        if (n > 0) {
            *quads = fz_calloc(ctx, n, sizeof **quads);
            for (int i = 0; i < n; i++) {
                fz_quad q = found[i];
                (*quads)[i] = (cmupdf_quad){ q.ul.x, q.ul.y, q.ur.x, q.ur.y, q.ll.x, q.ll.y, q.lr.x, q.lr.y };
            }
        }
        *count = n;
    }
    fz_always(ctx)
        fz_free(ctx, found);
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : 0;
}

void cmupdf_quads_free(cmupdf_context *c, cmupdf_quad *quads)
{
    fz_free(FZ(c), quads);
}

char *cmupdf_selection_text(cmupdf_context *c, cmupdf_stext_page *t, cmupdf_selection_end start, cmupdf_selection_end end,
                            int unit, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    fz_stext_page *page = (fz_stext_page *)t;
    char *text = NULL;
    int failed = 0;
    fz_var(text);
    CMUPDF_TRY(ctx, error) {
        fz_point a, b;
        cmupdf_selection_points(ctx, page, start, end, unit, &a, &b);
        text = fz_copy_selection(ctx, page, a, b, 0);
    }
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? NULL : text;
}

int cmupdf_document_allows_copying(cmupdf_context *c, cmupdf_document *d, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    int allowed = 0, failed = 0;
    CMUPDF_TRY(ctx, error)
        allowed = fz_has_permission(ctx, (fz_document *)d, FZ_PERMISSION_COPY);
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? -1 : allowed != 0;
}
