/* libFuzzer target over sdlpdf's MuPDF shim (Sources/CMuPDF): the first
 * input byte picks the format (PDF, EPUB, XPS, CBZ), the rest is the
 * document, opened from memory. Then what the viewer does with a document:
 * password check, page count, each of the first pages' bounds, display list
 * and a render at low resolution (the cookie aborts a page after a small
 * time budget), links, structured text (extracted, printed, searched with
 * and without hit text and lines, a word and a line selected and copied),
 * page labels, outline, metadata, and for PDFs an ink stroke added,
 * listed, erased (taken out of /Annots) and the document saved in full and
 * incrementally. Built by `make fuzz` (clang -fsanitize=fuzzer,address,undefined).
 */
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "CMuPDF.h"

enum { MAXIMUM_PAGES = 4, PIXELS = 64 };

static cmupdf_context *context;
static char save_path[64];

/* Aborts the current page's cookie after the budget: a slow page is cut
   short as the viewer's render time limit cuts it. */
static pthread_mutex_t watch_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t watch_changed = PTHREAD_COND_INITIALIZER;
static cmupdf_cookie *watched;
static unsigned long watch_generation; /* counts watch() calls: a new cookie may reuse an old one's address */
static struct timespec deadline;

/* Starts (a cookie) or ends (NULL) the watch of a page. */
static void watch(cmupdf_cookie *cookie, long budget_ms);

/* Sleeps until the watched page's deadline or until the watch changes, and
   aborts the page's cookie once its deadline has passed. */
static void *watchdog(void *unused)
{
    (void)unused;
    pthread_mutex_lock(&watch_lock);
    for (;;) {
        if (!watched) {
            pthread_cond_wait(&watch_changed, &watch_lock);
            continue;
        }
        unsigned long waited = watch_generation;
        if (pthread_cond_timedwait(&watch_changed, &watch_lock, &deadline) == ETIMEDOUT && watch_generation == waited) {
            cmupdf_cookie_abort(watched);
            while (watch_generation == waited)
                pthread_cond_wait(&watch_changed, &watch_lock);
        }
    }
    return NULL;
}

static void watch(cmupdf_cookie *cookie, long budget_ms)
{
    pthread_mutex_lock(&watch_lock);
    watched = cookie;
    watch_generation++;
    clock_gettime(CLOCK_REALTIME, &deadline);
    deadline.tv_sec += budget_ms / 1000;
    deadline.tv_nsec += (budget_ms % 1000) * 1000000;
    if (deadline.tv_nsec >= 1000000000) {
        deadline.tv_sec++;
        deadline.tv_nsec -= 1000000000;
    }
    pthread_cond_signal(&watch_changed);
    pthread_mutex_unlock(&watch_lock);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    cmupdf_error error;
    /* A page's text gets the render budget: a Type3 glyph that shows itself
       through a pattern again and again (regressions/type3-glyph-recursing-
       through-a-pattern.bin) would otherwise run into -timeout. */
    cmupdf_text_time_limit_set(200);
    context = cmupdf_context_new(64 << 20, cmupdf_memory_budget_new(), &error);
    if (!context) {
        fprintf(stderr, "document_fuzzer: no MuPDF context: %s\n", error.message);
        abort();
    }
    snprintf(save_path, sizeof save_path, "/dev/shm/sdlpdf-fuzz-%d.pdf", (int)getpid());
    pthread_t thread;
    pthread_create(&thread, NULL, watchdog, NULL);
    return 0;
}

static void render_page(cmupdf_document *doc, int page)
{
    cmupdf_error error;
    cmupdf_rect bounds;
    if (cmupdf_page_bounds(context, doc, page, &bounds, &error) < 0)
        return;
    cmupdf_cookie *cookie = cmupdf_cookie_new();
    watch(cookie, 200);
    int overprint = 0;
    cmupdf_display_list *list = cmupdf_display_list_new(context, doc, page, cookie, &overprint, &error);
    if (list) {
        float width = bounds.x1 - bounds.x0, height = bounds.y1 - bounds.y0;
        float side = width > height ? width : height;
        float scale = side > 0 && side < 1e6f ? PIXELS / side : 1;
        cmupdf_matrix transform;
        cmupdf_irect box;
        cmupdf_page_geometry(bounds, scale, page * 90 % 360, &transform, &box);
        static unsigned char pixels[PIXELS * PIXELS * 4 * 4];
        cmupdf_display_list_render(context, list, transform, box.x0, box.y0, PIXELS, PIXELS, pixels, PIXELS * 4,
                                   overprint, page % 2, cookie, &error);
        cmupdf_display_list_drop(context, list);
    }
    watch(NULL, 0);
    cmupdf_cookie_free(cookie);

    int count = 0;
    cmupdf_link *links = cmupdf_page_links(context, doc, page, &count, &error);
    cmupdf_links_free(context, links, count);
}

/* What find, `sdlpdf text` and text selection read from a page. */
static void read_text(cmupdf_document *doc, int page)
{
    cmupdf_error error;
    cmupdf_rect bounds;
    int characters = 0;
    cmupdf_stext_page *text = cmupdf_stext_page_new(context, doc, page, &bounds, &characters, &error);
    if (!text)
        return;
    cmupdf_string_free(context, cmupdf_stext_page_text(context, text, &error));
    static const char *needles[] = { "the", "a b", "\xc3\xa9t\xc3\xa9" };
    for (int i = 0; i < 3; i++) {
        cmupdf_text_hits hits = { 0 };
        cmupdf_stext_search(context, text, needles[i], i == 0 ? CMUPDF_HIT_TEXT | CMUPDF_HIT_LINE : 0, &hits, &error);
        cmupdf_text_hits_free(context, &hits);
    }
    float middle_x = (bounds.x0 + bounds.x1) / 2, middle_y = (bounds.y0 + bounds.y1) / 2;
    cmupdf_selection_end start = { bounds.x0, bounds.y0, CMUPDF_SELECTION_POINT };
    cmupdf_selection_end end = { middle_x, middle_y, CMUPDF_SELECTION_POINT };
    cmupdf_selection_end whole_start = { 0, 0, CMUPDF_SELECTION_PAGE_START };
    cmupdf_selection_end whole_end = { 0, 0, CMUPDF_SELECTION_PAGE_END };
    for (int unit = CMUPDF_SELECT_CHARS; unit <= CMUPDF_SELECT_LINES; unit++) {
        cmupdf_quad *quads = NULL;
        int count = 0;
        cmupdf_selection_quads(context, text, start, end, unit, &quads, &count, &error);
        cmupdf_quads_free(context, quads);
        cmupdf_string_free(context, cmupdf_selection_text(context, text, end, start, unit, &error));
    }
    cmupdf_string_free(context, cmupdf_selection_text(context, text, whole_start, whole_end, CMUPDF_SELECT_CHARS, &error));
    cmupdf_stext_page_drop(context, text);
}

static void ink(cmupdf_document *doc)
{
    cmupdf_error error;
    if (cmupdf_document_ink_availability(context, doc, &error) != CMUPDF_INK_AVAILABLE)
        return;
    const int points[] = { 3 };
    const float xy[] = { 10, 10, 50, 80, 90, 20 };
    const float rgb[] = { 1, 0, 0 };
    int object = 0;
    cmupdf_rect bounds;
    if (cmupdf_ink_create(context, doc, 0, 1, points, xy, rgb, 2, &object, &bounds, &error) < 0)
        return;
    int count = 0;
    cmupdf_ink_annotation *list = cmupdf_page_ink_annotations(context, doc, 0, &count, &error);
    cmupdf_ink_annotations_free(context, list, count);
    cmupdf_document_save_pdf(context, doc, save_path, 1, &error);
    cmupdf_annotation_set_listed(context, doc, 0, object, 0, &bounds, &error);
    cmupdf_document_save_pdf(context, doc, save_path, 0, &error);
    cmupdf_annotation_set_listed(context, doc, 0, object, 1, &bounds, &error);
    unlink(save_path);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char *formats[] = { "a.pdf", "a.epub", "a.xps", "a.cbz" };
    if (size < 2)
        return 0;
    const char *magic = formats[data[0] % 4];
    cmupdf_error error;
    cmupdf_document *doc = cmupdf_document_open_memory(context, data + 1, size - 1, magic, &error);
    if (!doc)
        return 0;
    if (cmupdf_document_needs_password(context, doc, &error) == 1)
        cmupdf_document_authenticate(context, doc, "", &error);
    cmupdf_document_layout(context, doc, 400, 600, 11, &error);
    int pages = cmupdf_document_count_pages(context, doc, &error);
    for (int page = 0; page < pages && page < MAXIMUM_PAGES; page++) {
        render_page(doc, page);
        read_text(doc, page);
    }
    int ranges = 0;
    cmupdf_page_label_range *labels = cmupdf_document_page_labels(context, doc, 1000, &ranges, &error);
    cmupdf_page_labels_free(context, labels, ranges);
    cmupdf_document_allows_copying(context, doc, &error);
    int count = 0;
    cmupdf_outline_item *outline = cmupdf_document_outline(context, doc, 200, &count, &error);
    cmupdf_outline_free(context, outline, count);
    char title[256];
    cmupdf_document_metadata(context, doc, "info:Title", title, sizeof title, &error);
    if (pages > 0)
        ink(doc);
    cmupdf_document_drop(context, doc);
    return 0;
}
