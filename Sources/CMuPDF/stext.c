#include "shim.h"

#include <string.h>

/* Structured text (fz_stext_page): what find searches and `sdlpdf text`
   prints. A page is extracted once under the document lock; searching and
   extracting it afterwards needs no document, so any thread may do it with
   its own context. */

cmupdf_stext_page *cmupdf_stext_page_new(cmupdf_context *c, cmupdf_document *d, int number, cmupdf_rect *bounds,
                                         int *char_count, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    fz_document *doc = (fz_document *)d;
    fz_page *page = NULL;
    fz_stext_page *text = NULL;
    fz_device *dev = NULL;
    int failed = 0;
    *char_count = 0;
    fz_var(page);
    fz_var(text);
    fz_var(dev);
    CMUPDF_TRY(ctx, error) {
        page = cmupdf_load_page(ctx, doc, number);
        /* As `mutool draw -F txt`: characters entirely outside the page
           box (line numbers in a cropped-off margin) are left out, as they
           are on screen. */
        fz_stext_options options = { FZ_STEXT_MEDIABOX_CLIP };
        /* fz_new_stext_page_from_page, run through an abort device: a page
           whose Type3 glyphs draw themselves without end fails after the
           text time limit instead of holding its thread for hours. The whole
           page runs, annotations and form fields included (a FreeText note,
           a filled field, a button's caption), as on screen and as in
           `mutool draw -F txt`. */
        text = fz_new_stext_page(ctx, fz_bound_page(ctx, page));
        dev = fz_new_stext_device(ctx, text, &options);
        if (cmupdf_run_page_abortable(ctx, page, dev, NULL, cmupdf_text_time_limit_ms()))
            fz_throw(ctx, FZ_ERROR_GENERIC, "reading its text took longer than %d s", (cmupdf_text_time_limit_ms() + 999) / 1000);
        fz_close_device(ctx, dev);
        bounds->x0 = text->mediabox.x0; bounds->y0 = text->mediabox.y0;
        bounds->x1 = text->mediabox.x1; bounds->y1 = text->mediabox.y1;
        int n = 0;
        for (fz_stext_block *block = text->first_block; block; block = block->next)
            if (block->type == FZ_STEXT_BLOCK_TEXT)
                for (fz_stext_line *line = block->u.t.first_line; line; line = line->next)
                    for (fz_stext_char *ch = line->first_char; ch; ch = ch->next)
                        n++;
        *char_count = n;
    }
    fz_always(ctx) {
        fz_drop_device(ctx, dev);
        fz_drop_page(ctx, page);
    }
    CMUPDF_CATCH(ctx, error, failed);
    if (failed) {
        fz_drop_stext_page(ctx, text);
        return NULL;
    }
    return (cmupdf_stext_page *)text;
}

void cmupdf_stext_page_drop(cmupdf_context *c, cmupdf_stext_page *text)
{
    fz_drop_stext_page(FZ(c), (fz_stext_page *)text);
}

char *cmupdf_stext_page_text(cmupdf_context *c, cmupdf_stext_page *t, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    fz_buffer *buffer = NULL;
    fz_output *out = NULL;
    char *result = NULL;
    int failed = 0;
    fz_var(buffer);
    fz_var(out);
    fz_var(result);
    CMUPDF_TRY(ctx, error) {
        buffer = fz_new_buffer(ctx, 4096);
        out = fz_new_output_with_buffer(ctx, buffer);
        fz_print_stext_page_as_text(ctx, out, (fz_stext_page *)t);
        fz_close_output(ctx, out);
        result = fz_strdup(ctx, fz_string_from_buffer(ctx, buffer));
    }
    fz_always(ctx) {
        fz_drop_output(ctx, out);
        fz_drop_buffer(ctx, buffer);
    }
    CMUPDF_CATCH(ctx, error, failed);
    return failed ? NULL : result;
}

void cmupdf_string_free(cmupdf_context *c, char *string)
{
    fz_free(FZ(c), string);
}

static int cmupdf_char_in_rect(const fz_stext_char *ch, fz_rect r)
{
    fz_rect box = fz_rect_from_quad(ch->quad);
    float x = (box.x0 + box.x1) / 2, y = (box.y0 + box.y1) / 2;
    return x >= r.x0 && x <= r.x1 && y >= r.y0 && y <= r.y1;
}

/* The text of the line holding the first character whose centre lies in
   `area`; an empty string when none does. */
static char *cmupdf_line_at(fz_context *ctx, fz_stext_page *text, fz_rect area)
{
    for (fz_stext_block *block = text->first_block; block; block = block->next) {
        if (block->type != FZ_STEXT_BLOCK_TEXT)
            continue;
        for (fz_stext_line *line = block->u.t.first_line; line; line = line->next) {
            fz_stext_char *ch;
            for (ch = line->first_char; ch && !cmupdf_char_in_rect(ch, area); ch = ch->next)
                ;
            if (!ch)
                continue;
            fz_buffer *buffer = fz_new_buffer(ctx, 128);
            char *result = NULL;
            fz_try(ctx) {
                for (ch = line->first_char; ch; ch = ch->next)
                    fz_append_rune(ctx, buffer, ch->c);
                result = fz_strdup(ctx, fz_string_from_buffer(ctx, buffer));
            }
            fz_always(ctx)
                fz_drop_buffer(ctx, buffer);
            fz_catch(ctx)
                fz_rethrow(ctx);
            return result;
        }
    }
    return fz_strdup(ctx, "");
}

/* fz_search_stext_page, with room for as many quads as it finds. */
static int cmupdf_search_all(fz_context *ctx, fz_stext_page *text, const char *needle, fz_quad **quads, int **marks)
{
    int capacity = 256;
    for (;;) {
        *quads = fz_realloc(ctx, *quads, (size_t)capacity * sizeof **quads);
        *marks = fz_realloc(ctx, *marks, (size_t)capacity * sizeof **marks);
        int n = fz_search_stext_page(ctx, text, needle, *marks, *quads, capacity);
        if (n < capacity || capacity >= (1 << 20))
            return n;
        capacity *= 2;
    }
}

int cmupdf_stext_search(cmupdf_context *c, cmupdf_stext_page *t, const char *needle, int details,
                        cmupdf_text_hits *result, cmupdf_error *error)
{
    fz_context *ctx = FZ(c);
    fz_stext_page *text = (fz_stext_page *)t;
    fz_quad *quads = NULL;
    int *marks = NULL;
    int failed = 0;
    memset(result, 0, sizeof *result);
    fz_var(quads);
    fz_var(marks);
    CMUPDF_TRY(ctx, error) {
        int n = cmupdf_search_all(ctx, text, needle, &quads, &marks);
        int hits = 0;
        for (int i = 0; i < n; i++)
            if (marks[i] || i == 0)
                hits++;
        if (n > 0) {
            result->rects = fz_calloc(ctx, n, sizeof *result->rects);
            result->hits = fz_calloc(ctx, hits, sizeof *result->hits);
        }
        result->rect_count = n;
        for (int i = 0; i < n; i++) {
            fz_rect r = fz_rect_from_quad(quads[i]);
            result->rects[i] = (cmupdf_rect){ r.x0, r.y0, r.x1, r.y1 };
            if (marks[i] || i == 0) {
                cmupdf_text_hit *hit = &result->hits[result->count++];
                hit->first_rect = i;
                if (details & CMUPDF_HIT_LINE)
                    hit->line = cmupdf_line_at(ctx, text, r);
            }
            cmupdf_text_hit *hit = &result->hits[result->count - 1];
            hit->rect_count++;
            if (details & CMUPDF_HIT_TEXT) {
                char *part = fz_copy_rectangle(ctx, text, r, 0);
                if (!hit->text) {
                    hit->text = part;
                } else {
                    size_t a = strlen(hit->text), b = strlen(part);
                    hit->text = fz_realloc(ctx, hit->text, a + b + 2);
                    hit->text[a] = '\n';
                    memcpy(hit->text + a + 1, part, b + 1);
                    fz_free(ctx, part);
                }
            }
        }
    }
    fz_always(ctx) {
        fz_free(ctx, quads);
        fz_free(ctx, marks);
    }
    CMUPDF_CATCH(ctx, error, failed);
    if (failed)
        cmupdf_text_hits_free(c, result);
    return failed ? -1 : 0;
}

void cmupdf_text_hits_free(cmupdf_context *c, cmupdf_text_hits *hits)
{
    fz_context *ctx = FZ(c);
    for (int i = 0; i < hits->count; i++) {
        fz_free(ctx, hits->hits[i].text);
        fz_free(ctx, hits->hits[i].line);
    }
    fz_free(ctx, hits->hits);
    fz_free(ctx, hits->rects);
    memset(hits, 0, sizeof *hits);
}
