/*
 * CMuPDF: the only code in sdlpdf that calls MuPDF directly.
 *
 * MuPDF reports errors with setjmp/longjmp (fz_try/fz_catch). Swift must never
 * sit between a setjmp and its longjmp, so every function here wraps its MuPDF
 * calls in its own fz_try/fz_always/fz_catch and reports failure through a
 * cmupdf_error record instead. MuPDF types stay opaque to Swift.
 */
#ifndef CMUPDF_H
#define CMUPDF_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Why a call failed. `failed` is set explicitly in fz_catch (fz_caught() has
   been seen returning 0 there), `code` is MuPDF's FZ_ERROR_* value. */
typedef struct cmupdf_error {
    int failed;
    int code;
    char message[512];
} cmupdf_error;

/* Error codes sdlpdf reports that are not MuPDF's own. */
enum {
    CMUPDF_ERROR_NEEDS_PASSWORD = 1001,
    CMUPDF_ERROR_WRONG_PASSWORD = 1002,
    CMUPDF_ERROR_PAGE_RANGE = 1003,
    CMUPDF_ERROR_NOT_PDF = 1004,
    CMUPDF_ERROR_MEMORY_LIMIT = 1005, /* MuPDF needed more memory than the memory limit allows */
};

typedef struct cmupdf_context cmupdf_context;   /* fz_context (base or per-thread clone) */
typedef struct cmupdf_document cmupdf_document; /* fz_document */
typedef struct cmupdf_display_list cmupdf_display_list; /* fz_display_list */
typedef struct cmupdf_cookie cmupdf_cookie;     /* fz_cookie, lets another thread abort a render */

typedef struct cmupdf_rect {
    float x0, y0, x1, y1;
} cmupdf_rect;

/* A row-major 2-D affine transform, as fz_matrix. */
typedef struct cmupdf_matrix {
    float a, b, c, d, e, f;
} cmupdf_matrix;

typedef struct cmupdf_memory_budget cmupdf_memory_budget; /* see memory_limit.c */

/* Creates a base context: real mutexes for MuPDF's locks, quiet error and
   warning callbacks (messages are kept for the error record, never printed),
   document handlers registered. Everything it and its clones allocate counts
   against `budget` (cmupdf_memory_budget_new), which must outlive them all.
   Returns NULL and fills `error` on failure. */
cmupdf_context *cmupdf_context_new(size_t store_bytes, cmupdf_memory_budget *budget, cmupdf_error *error);
/* A context for another thread sharing the base context's store, locks and memory budget. */
cmupdf_context *cmupdf_context_clone(cmupdf_context *ctx, cmupdf_error *error);
void cmupdf_context_drop(cmupdf_context *ctx);

/* Opens any format MuPDF knows (fz_open_document). */
cmupdf_document *cmupdf_document_open(cmupdf_context *ctx, const char *path, cmupdf_error *error);
void cmupdf_document_drop(cmupdf_context *ctx, cmupdf_document *doc);
/* 1 if the document is encrypted and not yet unlocked (fz_needs_password). */
int cmupdf_document_needs_password(cmupdf_context *ctx, cmupdf_document *doc, cmupdf_error *error);
/* 1 if the password unlocks it (fz_authenticate_password). */
int cmupdf_document_authenticate(cmupdf_context *ctx, cmupdf_document *doc, const char *password, cmupdf_error *error);
/* Number of pages, -1 on failure (fz_count_pages). */
int cmupdf_document_count_pages(cmupdf_context *ctx, cmupdf_document *doc, cmupdf_error *error);
/* Page bounds in points, unrotated by the viewer (fz_bound_page). */
int cmupdf_page_bounds(cmupdf_context *ctx, cmupdf_document *doc, int page, cmupdf_rect *bounds, cmupdf_error *error);

/* Records a page (contents, annotations, widgets) into a display list that
   any thread may then render with its own cloned context (fz_new_display_list_from_page).
   Sets `*uses_overprint` when the page uses overprint (fz_page_uses_overprint),
   which cmupdf_display_list_render then simulates as `mutool draw` does. */
cmupdf_display_list *cmupdf_display_list_new(cmupdf_context *ctx, cmupdf_document *doc, int page, cmupdf_cookie *cookie,
                                             int *uses_overprint, cmupdf_error *error);
void cmupdf_display_list_drop(cmupdf_context *ctx, cmupdf_display_list *list);

cmupdf_cookie *cmupdf_cookie_new(void);
void cmupdf_cookie_abort(cmupdf_cookie *cookie);
/* Clears the abort flag again (after a recording stopped only to let an edit in). */
void cmupdf_cookie_resume(cmupdf_cookie *cookie);
int cmupdf_cookie_aborted(const cmupdf_cookie *cookie);
void cmupdf_cookie_free(cmupdf_cookie *cookie);

/* Renders `list` through `transform` into caller-owned RGBA memory (4 bytes
   a pixel, R G B A, premultiplied; white paper, opaque), `width`×`height`
   pixels at `stride` bytes a row. (`origin_x`, `origin_y`) is the device
   pixel at the buffer's top-left, so a tile of a large page renders alone.
   With `simulate_overprint` the draw device simulates overprint (an empty
   separations set on the target, as `mutool draw` does for such pages).
   With `rgb`, 3 bytes a pixel (R G B) and no alpha, as `mutool draw` renders:
   transparency groups (a Highlight's Multiply, a Stamp's opacity) then round
   as they do there, where an alpha channel makes them differ by one level. */
int cmupdf_display_list_render(cmupdf_context *ctx, cmupdf_display_list *list, cmupdf_matrix transform,
                               int origin_x, int origin_y, int width, int height,
                               unsigned char *pixels, int stride, int simulate_overprint, int rgb,
                               cmupdf_cookie *cookie, cmupdf_error *error);

/* An integer pixel box, as fz_irect. */
typedef struct cmupdf_irect {
    int x0, y0, x1, y1;
} cmupdf_irect;

/* Lays out a reflowable document (EPUB, FB2, HTML…) at `width`×`height`
   points with `em` point text (fz_layout_document). Returns 1 if the document
   is reflowable and was laid out, 0 if it has fixed pages, -1 on failure. */
int cmupdf_document_layout(cmupdf_context *ctx, cmupdf_document *doc, float width, float height, float em, cmupdf_error *error);

/* Copies metadata `key` (for example "info:Title", "format") as UTF-8 into
   `buffer`. Returns 1 if the document has it, 0 if not, -1 on failure. */
int cmupdf_document_metadata(cmupdf_context *ctx, cmupdf_document *doc, const char *key, char *buffer, int size, cmupdf_error *error);

/* The transform and device-pixel box of a page with `bounds` drawn at
   `scale` pixels a point turned `rotation` degrees clockwise, computed as
   `mutool draw` does (rotate, then scale; box rounded with fz_round_rect). */
void cmupdf_page_geometry(cmupdf_rect bounds, float scale, int rotation, cmupdf_matrix *transform, cmupdf_irect *box);

/* One link of a page. `rect` is in page space (points, as cmupdf_page_bounds).
   External links keep only their URI; internal ones are resolved to `page`
   (-1 when the target cannot be found) and a point (NaN when unspecified). */
typedef struct cmupdf_link {
    cmupdf_rect rect;
    char *uri;
    int is_external;
    int page;
    float x, y;
} cmupdf_link;

/* The links of a page (fz_load_links + fz_resolve_link). Returns NULL with
   `*count` 0 when the page has none; free with cmupdf_links_free. */
cmupdf_link *cmupdf_page_links(cmupdf_context *ctx, cmupdf_document *doc, int page, int *count, cmupdf_error *error);
void cmupdf_links_free(cmupdf_context *ctx, cmupdf_link *links, int count);

/* One entry of the outline (table of contents) flattened depth-first. */
typedef struct cmupdf_outline_item {
    char *title;
    char *uri;
    int is_external;
    int depth;
    int page;
    float x, y;
} cmupdf_outline_item;

/* The document outline flattened depth-first (fz_load_outline), at most
   `max_items` entries. Returns NULL with `*count` 0 when there is none;
   free with cmupdf_outline_free. */
cmupdf_outline_item *cmupdf_document_outline(cmupdf_context *ctx, cmupdf_document *doc, int max_items, int *count, cmupdf_error *error);
void cmupdf_outline_free(cmupdf_context *ctx, cmupdf_outline_item *items, int count);

/* Packs `rows` rows of opaque RGBA pixels into RGB in place: each row's RGB
   bytes start where the row started, and the stride stays the same. Costs
   one pass over the pixels, so it belongs on the thread that rendered them. */
void cmupdf_png_pack_rgb(unsigned char *pixels, int width, int rows, int stride);

/* Measures UTF-8 text set in MuPDF's built-in Helvetica (Noto fallback for
   other scripts) at `size` pixels: advance width, ascent and descent (both
   positive, in pixels). */
int cmupdf_text_measure(cmupdf_context *ctx, const char *utf8, float size, float *width, float *ascent, float *descent, cmupdf_error *error);

/* Draws UTF-8 text as cmupdf_text_measure sets it, baseline starting at
   (`x`, `y`) pixels, in `rgba` (components 0…1, straight alpha) over the
   caller's premultiplied RGBA pixels (clear them to 0 for a transparent
   background). */
int cmupdf_text_draw(cmupdf_context *ctx, const char *utf8, float size, const float rgba[4], float x, float y,
                     unsigned char *pixels, int width, int height, int stride, cmupdf_error *error);

/* Whether ink annotations can be added (cmupdf_document_ink_availability). */
enum {
    CMUPDF_INK_AVAILABLE = 0,
    CMUPDF_INK_NOT_PDF = 1,       /* not a PDF: MuPDF edits annotations only in PDFs */
    CMUPDF_INK_NOT_PERMITTED = 2, /* the encryption permissions forbid annotating */
};

/* Whether the document takes ink annotations: one of CMUPDF_INK_*, -1 on
   failure (pdf_has_permission with FZ_PERMISSION_ANNOTATE). */
int cmupdf_document_ink_availability(cmupdf_context *ctx, cmupdf_document *doc, cmupdf_error *error);

/* Adds an Ink annotation to PDF page `page` (pdf_create_annot): `stroke_count`
   strokes of `point_counts[i]` points, their coordinates `xy` (x, y pairs in
   page space, as cmupdf_page_bounds; MuPDF converts them to PDF space through
   /Rotate and the MediaBox origin), color /C `rgb` (0…1), border width `width`
   points, opacity 1, and MuPDF's appearance stream (round caps and joins).
   Sets the annotation's object number and its bounds in page space.
   Fails with CMUPDF_ERROR_NOT_PDF for other formats. */
int cmupdf_ink_create(cmupdf_context *ctx, cmupdf_document *doc, int page,
                      int stroke_count, const int *point_counts, const float *xy,
                      const float rgb[3], float width, int *object_number, cmupdf_rect *bounds, cmupdf_error *error);

/* One Ink annotation of a page, coordinates in page space. */
typedef struct cmupdf_ink_annotation {
    int object_number;
    float rgb[3];      /* /C as RGB (gray and CMYK converted) */
    int has_color;     /* 0 when /C is missing or empty (nothing is stroked) */
    float opacity;     /* /CA */
    float width;       /* /BS /W or /Border */
    cmupdf_rect bounds;
    int stroke_count;
    int *point_counts; /* points of each stroke */
    float *xy;         /* x, y pairs of all strokes in order */
} cmupdf_ink_annotation;

/* The Ink annotations of page `page` in drawing order. NULL with `*count` 0
   when there are none or the document is not a PDF; free with
   cmupdf_ink_annotations_free. */
cmupdf_ink_annotation *cmupdf_page_ink_annotations(cmupdf_context *ctx, cmupdf_document *doc, int page, int *count,
                                                   cmupdf_error *error);
void cmupdf_ink_annotations_free(cmupdf_context *ctx, cmupdf_ink_annotation *list, int count);

/* Lists annotation object `object_number` (and its Popup) in page `page`'s
   /Annots again (`listed` 1; the array is created when missing) or takes it
   out (`listed` 0), keeping the object itself so it can be listed again: how
   undo and redo put annotations back and take them away with the same
   object number. Sets the annotation's bounds in page space. Returns 1 when
   the page changed, 0 when it was already so, -1 on failure (for example
   when the object is not an annotation). */
int cmupdf_annotation_set_listed(cmupdf_context *ctx, cmupdf_document *doc, int page, int object_number, int listed,
                                 cmupdf_rect *bounds, cmupdf_error *error);

/* Writes the PDF to `path` (pdf_save_document). With `incremental`, and when
   MuPDF allows it (not repaired), the bytes the document was opened from are
   copied to `path` and one update section with all changes is appended (as a
   snapshot, so the document can be saved again and again); otherwise the
   whole document is written. Returns 1 when saved incrementally, 0 when in
   full, -1 on failure. */
int cmupdf_document_save_pdf(cmupdf_context *ctx, cmupdf_document *doc, const char *path, int incremental,
                             cmupdf_error *error);

/* Find and text extraction (stext.c): a page's structured text
   (fz_stext_page), searched and printed without the document. */
typedef struct cmupdf_stext_page cmupdf_stext_page; /* fz_stext_page */

/* Extracts page `page`'s structured text (fz_new_stext_page_from_page,
   ligatures expanded, white space normalised, characters entirely outside
   the page box left out, as `mutool draw -F txt` does) in page space
   (points after /Rotate, y down; `bounds` is the page's box in that space,
   its origin not necessarily 0). `*char_count` says how many characters it
   holds (0 for a scan without OCR). Free with cmupdf_stext_page_drop, with
   any context. */
cmupdf_stext_page *cmupdf_stext_page_new(cmupdf_context *ctx, cmupdf_document *doc, int page, cmupdf_rect *bounds,
                                         int *char_count, cmupdf_error *error);
void cmupdf_stext_page_drop(cmupdf_context *ctx, cmupdf_stext_page *text);

/* The page's text as `mutool draw -F txt` prints it (fz_print_stext_page_as_text),
   UTF-8; free with cmupdf_string_free. NULL on failure. */
char *cmupdf_stext_page_text(cmupdf_context *ctx, cmupdf_stext_page *text, cmupdf_error *error);
void cmupdf_string_free(cmupdf_context *ctx, char *string);

/* What cmupdf_stext_search adds to each hit besides its rectangles. */
enum {
    CMUPDF_HIT_TEXT = 1, /* the hit's own characters (fz_copy_rectangle of each rectangle, joined by newlines) */
    CMUPDF_HIT_LINE = 2, /* the text of the line the hit begins on */
};

/* One hit: rectangles `first_rect` ..< `first_rect + rect_count` of its
   cmupdf_text_hits (one per line the hit spans); `text` and `line` NULL
   unless asked for. */
typedef struct cmupdf_text_hit {
    int first_rect;
    int rect_count;
    char *text;
    char *line;
} cmupdf_text_hit;

typedef struct cmupdf_text_hits {
    int count;
    cmupdf_text_hit *hits;
    int rect_count;
    cmupdf_rect *rects; /* bounding boxes of MuPDF's hit quads, page space */
} cmupdf_text_hits;

/* Every hit of `needle` (UTF-8) on the page, in reading order, as MuPDF
   matches it (fz_search_stext_page: case-insensitive, any run of white
   space matches any other). `details` is a set of CMUPDF_HIT_* flags.
   Free `result` with cmupdf_text_hits_free (also after a failure). */
int cmupdf_stext_search(cmupdf_context *ctx, cmupdf_stext_page *text, const char *needle, int details,
                        cmupdf_text_hits *result, cmupdf_error *error);
void cmupdf_text_hits_free(cmupdf_context *ctx, cmupdf_text_hits *hits);

/* Text selection (selection.c): the characters between two ends on a
   page's structured text, as MuPDF's viewer selects them, in page space as
   cmupdf_stext_page_new gives it. */
enum {
    CMUPDF_SELECTION_POINT = 0,      /* the character nearest (x, y) */
    CMUPDF_SELECTION_PAGE_START = 1, /* before the page's first character in reading order */
    CMUPDF_SELECTION_PAGE_END = 2,   /* after its last character */
};

/* One end of a selection: `edge` is a CMUPDF_SELECTION_* value; x and y
   count for CMUPDF_SELECTION_POINT only. */
typedef struct cmupdf_selection_end {
    float x, y;
    int edge;
} cmupdf_selection_end;

/* What the ends snap to (fz_snap_selection). */
enum {
    CMUPDF_SELECT_CHARS = 0,
    CMUPDF_SELECT_WORDS = 1,
    CMUPDF_SELECT_LINES = 2,
};

/* Four corners of a run of characters (fz_quad). */
typedef struct cmupdf_quad {
    float ul_x, ul_y, ur_x, ur_y, ll_x, ll_y, lr_x, lr_y;
} cmupdf_quad;

/* The quads that highlight the selection between `start` and `end`, in
   either order (fz_highlight_selection, one quad per run on a line):
   `*quads` (free with cmupdf_quads_free) holds `*count` of them, NULL when
   there are none. */
int cmupdf_selection_quads(cmupdf_context *ctx, cmupdf_stext_page *text, cmupdf_selection_end start,
                           cmupdf_selection_end end, int unit, cmupdf_quad **quads, int *count, cmupdf_error *error);
void cmupdf_quads_free(cmupdf_context *ctx, cmupdf_quad *quads);

/* The selected text in reading order (fz_copy_selection), UTF-8, lines
   ending in "\n" except the last; free with cmupdf_string_free. NULL on failure. */
char *cmupdf_selection_text(cmupdf_context *ctx, cmupdf_stext_page *text, cmupdf_selection_end start,
                            cmupdf_selection_end end, int unit, cmupdf_error *error);

/* 1 if the document's permissions allow copying its text (fz_has_permission
   FZ_PERMISSION_COPY; always 1 for formats without permissions), 0 if they
   forbid it, -1 on failure. */
int cmupdf_document_allows_copying(cmupdf_context *ctx, cmupdf_document *doc, cmupdf_error *error);
/* Page labels (navigation): one range of the /PageLabels number tree of a
   PDF's catalog. Pages from `first_page` (0-based) on are labelled `prefix`
   (NULL for none) followed by a number counted from `start` (1 unless /St
   says otherwise) in `style`: 'D' decimal, 'R'/'r' upper/lower roman,
   'A'/'a' upper/lower letters, 0 for no number (prefix only). */
typedef struct cmupdf_page_label_range {
    int first_page;
    char style;
    char *prefix;
    int start;
} cmupdf_page_label_range;

/* The page label ranges of a PDF in the order of its number tree (at most
   `max_ranges`); NULL with `*count` 0 for a document without labels or one
   that is not a PDF. Free with cmupdf_page_labels_free. */
cmupdf_page_label_range *cmupdf_document_page_labels(cmupdf_context *ctx, cmupdf_document *doc, int max_ranges, int *count,
                                                      cmupdf_error *error);
void cmupdf_page_labels_free(cmupdf_context *ctx, cmupdf_page_label_range *ranges, int count);
/* Version: the MuPDF version the shim was built with (FZ_VERSION; the
   archives are linked statically, so it is the one running). */
const char *cmupdf_version(void);
/* Annotation layers (annotation_layers.c): a page drawn in parts, so that annotations can be
   coloured apart from the page (RenderOptions.annotationHandling, Highlights in Night).
   Layers are a mask of CMUPDF_LAYER_*: the page contents, Highlight annotations, and every
   other annotation together with the form widgets. */
enum {
    CMUPDF_LAYER_CONTENTS = 1,
    CMUPDF_LAYER_HIGHLIGHTS = 2,
    CMUPDF_LAYER_OTHER_ANNOTATIONS = 4
};
/* Draws the `layers` of page `number` as cmupdf_display_list_render draws a list, onto opaque white
   or, when `transparent`, onto transparency (premultiplied RGBA); `annotation_count` is how many
   annotations were drawn. Returns 0, or -1 with `error` filled. */
int cmupdf_render_layers(cmupdf_context *ctx, cmupdf_document *doc, int number, int layers, cmupdf_matrix transform,
                         int origin_x, int origin_y, int width, int height, unsigned char *pixels, int stride,
                         int transparent, cmupdf_cookie *cookie, int *annotation_count, cmupdf_error *error);
/* How many Highlight annotations and how many other annotations and widgets page `number` has. */
int cmupdf_page_annotation_counts(cmupdf_context *ctx, cmupdf_document *doc, int number, int *highlights, int *others,
                                  cmupdf_error *error);
/* Opening from memory (memory_document.c), for the fuzz targets: a document
   read from `length` bytes at `bytes`, which must outlive it, its format
   named by `magic` (a file name or MIME type: "a.pdf", "a.epub", "a.xps",
   "a.cbz"), as fz_open_document_with_stream. NULL and `error` on failure. */
cmupdf_document *cmupdf_document_open_memory(cmupdf_context *ctx, const unsigned char *bytes, size_t length,
                                             const char *magic, cmupdf_error *error);
/* Page sizes in a walk of the page tree (issue 15, goal 3: cost that does not
   grow with the document; page_sizes.c). */
#define CMUPDF_PAGE_WALK_DEPTH 64
/* Where a walk of the page tree is: the kid next at each level below the
   root, the pages found before each level's node, and the pages found. */
typedef struct cmupdf_page_walk {
    int depth;
    int kid[CMUPDF_PAGE_WALK_DEPTH];
    int start[CMUPDF_PAGE_WALK_DEPTH];
    int found;
} cmupdf_page_walk;
/* Reads up to `budget` more pages of a walk that starts zeroed: their bounds
   (as cmupdf_page_bounds) into `bounds[walk->found…]` (`count` long), and
   drops the page objects it parsed. Returns 0 while pages remain, 1 when
   all `count` are read, -1 when the document is not a PDF or its tree is not
   one the walk numbers as MuPDF does (counts that do not match the kids,
   odd kids, cycles): read the pages one by one then. */
int cmupdf_page_walk_step(cmupdf_context *ctx, cmupdf_document *doc, cmupdf_page_walk *walk, cmupdf_rect *bounds,
                          int count, int budget, cmupdf_error *error);
/* ---- Image masks (night-images): which images of a display list are
   photographs, and where on a tile images are visible (image_mask.c). ---- */
typedef struct cmupdf_image_survey cmupdf_image_survey; /* the images of one display list, classified */

/* What an image is, by the rule documented in docs/user-guide.md "Images in Night". */
enum {
    CMUPDF_IMAGE_PHOTO = 0,    /* continuous tone: keeps its colours in Night */
    CMUPDF_IMAGE_SCAN = 1,     /* mostly dark ink on light paper: recoloured */
    CMUPDF_IMAGE_LINE_ART = 2, /* bilevel, few colours, a failed decode: recoloured */
};
/* Luma (0...255) at and above which a pixel counts as paper, below which as ink. */
#define CMUPDF_IMAGE_LIGHT_LUMA 200
#define CMUPDF_IMAGE_DARK_LUMA 96
/* At most this many colour bins (of 32768) holding 95 % of the pixels make line art. */
#define CMUPDF_IMAGE_FEW_COLORS 8
/* A pixel whose largest and smallest channels differ by more than this is colourful. */
#define CMUPDF_IMAGE_COLORFUL_SPREAD 40

/* One image's facts and the decision taken on them. */
typedef struct cmupdf_image_info {
    int width, height, bits_per_component, components;
    int compression;     /* MuPDF's FZ_IMAGE_* (fitz/compressed-buffer.h), 0 when unknown */
    float coverage;      /* largest area it is drawn at, as a fraction of the page */
    int bilevel;         /* 1 bit a component, JBIG2 or CCITT fax */
    int decoded;         /* the statistics below were measured */
    float light_fraction, mid_fraction, colorful_fraction;
    int dominant_colors; /* colour bins holding 95 % of the sampled pixels */
    int kind;            /* CMUPDF_IMAGE_PHOTO, _SCAN or _LINE_ART */
} cmupdf_image_info;

/* Runs `list` once to find the images it fills (not inside soft-mask
   definitions) and classifies each from its own pixels and place on the
   page. NULL and `error` on failure; drop with cmupdf_image_survey_drop. */
cmupdf_image_survey *cmupdf_image_survey_new(cmupdf_context *ctx, cmupdf_display_list *list, cmupdf_cookie *cookie,
                                             cmupdf_error *error);
void cmupdf_image_survey_drop(cmupdf_context *ctx, cmupdf_image_survey *survey);
/* Distinct images filled, photographs among them, and one image's facts (0 ≤ index < count). */
int cmupdf_image_survey_count(const cmupdf_image_survey *survey);
int cmupdf_image_survey_photo_count(const cmupdf_image_survey *survey);
cmupdf_image_info cmupdf_image_survey_info(const cmupdf_image_survey *survey, int index);

/* Draws the image mask of a tile: `list` through `transform` as
   cmupdf_display_list_render does, into caller memory of `channels` bytes a
   pixel: with 3, byte 0 the coverage of photographs (survey kind PHOTO),
   byte 1 of any image, byte 2 zero; with 1, the coverage of any image;
   content drawn over images covers them again (0). */
int cmupdf_image_mask_render(cmupdf_context *ctx, cmupdf_display_list *list, const cmupdf_image_survey *survey,
                             cmupdf_matrix transform, int origin_x, int origin_y, int width, int height, int channels,
                             unsigned char *mask, int stride, cmupdf_cookie *cookie, cmupdf_error *error);

/* Parallel PNG encoding (png_bands.c): bands of an image are deflated
   independently, on any threads, and joined into one zlib stream in a PNG
   file, as pigz joins gzip blocks. */
typedef struct cmupdf_png_band {
    unsigned char *data;         /* raw deflate data, ending byte-aligned (or the stream's end) */
    size_t length;               /* bytes of `data` */
    size_t uncompressed_length;  /* filtered image bytes the band decompresses to */
    unsigned long adler;         /* their Adler-32 */
} cmupdf_png_band;
/* Filters and deflates `rows` rows of RGB pixels (see cmupdf_png_pack_rgb),
   `stride` bytes apart, into `band`; `last` for the image's bottom band, which
   ends the deflate stream. Needs no context and is safe on any thread.
   Free the band with cmupdf_png_band_free. */
int cmupdf_png_deflate_band(const unsigned char *rgb, int width, int rows, int stride, int last, cmupdf_png_band *band, cmupdf_error *error);
void cmupdf_png_band_free(cmupdf_png_band *band);
typedef struct cmupdf_png_stream cmupdf_png_stream; /* a PNG file being written band by band */
/* Starts a PNG file at `path` (created or truncated) of `width`×`height`
   pixels at `dpi`, 8-bit RGB without alpha as `mutool draw` writes it. */
cmupdf_png_stream *cmupdf_png_stream_new(cmupdf_context *ctx, const char *path, int width, int height, int dpi, cmupdf_error *error);
/* Writes the next band (top to bottom) as an IDAT chunk. */
int cmupdf_png_stream_write_band(cmupdf_context *ctx, cmupdf_png_stream *stream, const cmupdf_png_band *band, cmupdf_error *error);
/* Ends the zlib stream with the combined Adler-32 and the file with IEND,
   after the last band; the stream must still be dropped. */
int cmupdf_png_stream_close(cmupdf_context *ctx, cmupdf_png_stream *stream, cmupdf_error *error);
void cmupdf_png_stream_drop(cmupdf_context *ctx, cmupdf_png_stream *stream);
/* Memory limit (memory_limit.c): everything MuPDF holds at once for one
   memory budget (a document: its base context and every clone of it) stays
   under a limit, each budget on its own; a call that was refused memory
   fails with CMUPDF_ERROR_MEMORY_LIMIT, also where MuPDF itself carried on
   without what it could not allocate. */
/* A quarter of the machine's RAM, at most 2 GiB. */
size_t cmupdf_memory_limit_default(void);
/* Sets the limit in bytes (0: the default); takes effect for the next block. */
void cmupdf_memory_limit_set(size_t bytes);
size_t cmupdf_memory_limit_get(void);
/* A budget holding nothing, or NULL when out of memory; freed with cmupdf_memory_budget_free. */
cmupdf_memory_budget *cmupdf_memory_budget_new(void);
void cmupdf_memory_budget_free(cmupdf_memory_budget *budget);
/* Bytes MuPDF holds now against `budget`. */
size_t cmupdf_memory_budget_in_use(const cmupdf_memory_budget *budget);
/* Whether this thread was refused memory since its last shim call began. */
int cmupdf_memory_was_refused(void);

/* Single-thread contexts (context.c), for find's copies of a
   document: a base context with a resource store of `store_bytes` and no
   locks, counting against `budget` (which must outlive it), sharing nothing
   with other contexts, so threads each with their own never wait for each
   other inside MuPDF. One thread at a time may use it and everything made
   with it, which is also dropped with it; drop it with cmupdf_context_drop. */
cmupdf_context *cmupdf_single_thread_context_new(size_t store_bytes, cmupdf_memory_budget *budget, cmupdf_error *error);

/* Annotation deletion (annotation_deletion.c): frees annotation
   `object_number` (taken off its page before) and its appearance streams,
   for strokes undone and then past redoing (a new edit was made). 0, or -1
   with `error` filled (not a PDF, not an annotation). */
int cmupdf_annotation_delete(cmupdf_context *ctx, cmupdf_document *doc, int object_number, cmupdf_error *error);

/* Relayout keeping places (relayout_pages.c): lays a reflowable document out
   again (as cmupdf_document_layout) and maps `count` 0-based pages in place,
   each to the page that now holds what began it before (bookmarks made for
   all before fz_layout_document, looked up after; 0 when MuPDF cannot find
   one again), so the reader's page and the history's pages move together.
   Returns 0, or -1 on failure. */
int cmupdf_document_relayout_pages(cmupdf_context *ctx, cmupdf_document *doc, int *pages, int count, float width, float height,
                                   float em, cmupdf_error *error);

/* Abortable page runs (abort_device.c): the longest one page's text
   extraction may take before it fails, in ms (default 10,000; 0: no limit).
   Display lists and annotation layers stop when their cookie is aborted,
   also inside Type3 glyphs that MuPDF runs without a cookie. */
void cmupdf_text_time_limit_set(int milliseconds);

/* Page map of a flat page tree (issue 15, goal 3: cost that does not grow with
   the document; page_map.c). */
/* 1 when a PDF's page tree is one /Pages node with `count` kids, as many as
   its /Count, each a reference and the last of them a /Page: the last page
   then exists without looking it up (which parses every page object of a
   flat tree), and the kids are mapped as the pages they are taken for, so
   that any page is found without walking the tree (page_map.c). 0 for other
   trees and documents, -1 on failure. The map goes with the document. */
int cmupdf_document_map_flat_page_tree(cmupdf_context *ctx, cmupdf_document *doc, int count, cmupdf_error *error);

/* Memory census (memory_census.c), for the soak benchmark: what MuPDF holds
   for a document by kind. Store items by their key: decoded images ("(image
   w x h sf=n)", at the subsampling a zoom asked for), pattern tiles drawn
   for one transform, and resources (fonts, image objects with their
   compressed data, colour spaces, shadings, functions, colour links). The
   glyph cache (capped by MuPDF at 1 MiB), and the objects the xref holds
   parsed. Sizes are MuPDF's own estimates. 0, or -1 with `error` filled. */
typedef struct cmupdf_memory_census {
    size_t store_bytes;
    int store_items;
    size_t decoded_image_bytes;
    int decoded_image_items;
    size_t pattern_tile_bytes;
    int pattern_tile_items;
    size_t resource_bytes;
    int resource_items;
    size_t glyph_cache_bytes;
    int xref_entries;
    int xref_objects_held;
} cmupdf_memory_census;
int cmupdf_memory_census_take(cmupdf_context *ctx, cmupdf_document *doc, cmupdf_memory_census *census, cmupdf_error *error);

/* Image release (page_image_release.c), for pages far from the reader: takes
   the images page `index` of a PDF draws (its XObjects', and those of its
   forms) out of the resource store where no display list holds them, so
   MuPDF frees them and their decoded pixels. Returns how many it released (0
   for other formats), or -1 with `error` filled. */
int cmupdf_page_release_images(cmupdf_context *ctx, cmupdf_document *doc, int index, cmupdf_error *error);

/* ---- Image masks the size of what they hold (image-mask-bounds,
   image_mask_bounds.c). ---- */
/* Where on a tile (its device-pixel origin, width × height) the images of
   `survey` can cover pixels under `transform`, relative to the tile's
   top-left corner (a pixel of margin each side); empty (all 0) when none can:
   the mask is 0 everywhere outside it. */
cmupdf_irect cmupdf_image_mask_bounds(const cmupdf_image_survey *survey, cmupdf_matrix transform, int origin_x,
                                      int origin_y, int width, int height);
/* 1 when the survey met images and recorded them all as photographs: the
   coverage of photographs is then the coverage of any image. */
int cmupdf_image_survey_all_photos(const cmupdf_image_survey *survey);

/* ---- Recoloured PDF export (recolor_*.c): a document written as a PDF
   whose pages look as the window shows them in an appearance mode. Content
   streams are rewritten through MuPDF's buffer processor with every colour
   operator replaced by its mapped DeviceRGB colour; forms, tiling and
   shading patterns, shadings and annotation appearances are rewritten the
   same way, images as the window treats them; fonts, text, links, outline,
   page labels and metadata stay as they are. ---- */

/* Which images keep their own colours (cmupdf_recolor_rule.kept_images). */
enum {
    CMUPDF_KEEP_NO_IMAGES = 0, /* every image through the rule */
    CMUPDF_KEEP_PHOTOS = 1,    /* photographs (survey kind PHOTO) keep theirs */
    CMUPDF_KEEP_ALL_IMAGES = 2,
};

/* The appearance mode's colour rule, supplied by the caller. The callbacks
   may run on the exporting thread only, and must not call back into MuPDF. */
typedef struct cmupdf_recolor_rule {
    void *context;
    /* The colour the mode shows for the opaque 8-bit sRGB colour `rgb`. */
    void (*map_color)(void *context, const unsigned char *rgb, unsigned char *mapped);
    /* The colour a Highlight annotation of day colour `rgb` is drawn with. */
    void (*map_highlight_color)(void *context, const unsigned char *rgb, unsigned char *mapped);
    /* Maps opaque RGBA pixels (4 bytes a pixel, alpha 255) in place, as map_color maps each. */
    void (*map_pixels)(void *context, unsigned char *pixels, int width, int height, int stride);
    int inverts;           /* dark paper (Night): blend modes turn around (Multiply draws as Screen…) */
    int kept_images;       /* CMUPDF_KEEP_* */
    float kept_brightness; /* kept images are darkened to this, 0…1 */
} cmupdf_recolor_rule;

/* One export. `pages` (0-based, ascending, none twice) selects the pages to
   keep, NULL for all (then `page_count`, when above 0, is how many pages of
   a PDF whose page tree claims more exist); a document other than a PDF is
   first laid out at
   `layout_width`×`layout_height` points with `layout_em` point text when it
   is reflowable, and written as a PDF by MuPDF's PDF writer. */
typedef struct cmupdf_recolor_export {
    const char *input;
    const char *password;     /* NULL for none */
    const char *output;       /* written from scratch; the caller renames it into place */
    const int *pages;
    int page_count;
    const char *const *page_labels; /* with `pages` of a PDF: each kept page's label, NULL when it has none */
    float layout_width, layout_height, layout_em;
    const char *producer;     /* the output's /Producer */
    cmupdf_recolor_rule rule;
    /* Called after each page with the pages done and to do (may be NULL). */
    void (*progress)(void *context, int done, int total);
    void *progress_context;
    cmupdf_cookie *cookie;    /* aborts the export (may be NULL) */
} cmupdf_recolor_export;

/* Writes the recoloured PDF. Returns 0, or -1 with `error` filled
   (CMUPDF_ERROR_NEEDS_PASSWORD, CMUPDF_ERROR_WRONG_PASSWORD, FZ_ERROR_ABORT
   when the cookie stopped it, else MuPDF's failure); `output` may then hold
   part of a file, for the caller to remove. */
int cmupdf_recolor_pdf(cmupdf_context *ctx, const cmupdf_recolor_export *job, cmupdf_error *error);

#ifdef __cplusplus
}
#endif
#endif
