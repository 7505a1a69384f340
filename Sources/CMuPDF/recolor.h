/* The recoloured PDF export's shared state (recolor_*.c): a PDF whose
   content streams are rewritten with every colour through the appearance
   mode's rule, its images, shadings, patterns and annotation appearances
   rewritten to match, fonts and text untouched. Every function here throws
   (call it inside fz_try). */
#ifndef CMUPDF_RECOLOR_H
#define CMUPDF_RECOLOR_H

#include "shim.h"

#include <mupdf/pdf.h>

/* What a rewrite of a content stream maps its colours for: a role, and whether the stream
   starts from the initial graphics state (then its black is written mapped at its start). */
enum {
    RECOLOR_ROLE_CONTENT = 0,   /* page content, forms, patterns, annotation appearances */
    RECOLOR_ROLE_HIGHLIGHT = 1, /* a Highlight annotation's appearance: colours screened in Night */
    RECOLOR_ROLE_FRESH_STATE = 2, /* a flag: a page, an annotation appearance, a pattern cell (not a form, which inherits) */
};

/* What a raster image becomes (recolor_image.c). */
enum {
    RECOLOR_IMAGE_UNCHANGED = 0, /* kept as it is (a stencil mask takes the mapped fill colour) */
    RECOLOR_IMAGE_DIMMED = 1,    /* a kept photograph, darkened by the rule's kept_brightness */
    RECOLOR_IMAGE_RECOLORED = 2, /* every pixel through the rule */
};

/* One image a rewritten form or pattern relies on, and what was made of it. */
typedef struct recolor_image_use {
    int object_number;
    int treatment;
} recolor_image_use;

/* A rewritten form or pattern: valid for another page while the images it
   draws get the same treatment there. */
typedef struct recolor_cached_stream {
    int object_number;
    int role;
    pdf_obj *rewritten;
    int first_use; /* its image uses in recolor_job.cache_uses */
    int use_count;
} recolor_cached_stream;

/* A rewritten object that depends on nothing but itself and the treatment
   (images, shadings, graphics states). */
typedef struct recolor_cached_object {
    int object_number;
    int variant;
    pdf_obj *rewritten;
} recolor_cached_object;

/* The previous page's content, rewritten: the next page drawing the same content stream with the
   same resources on the same paper (and no image to survey) takes the same objects, so that a
   generated document of thousands of pages sharing one stream writes it once. */
typedef struct recolor_page_content {
    int contents;        /* object number of the page's one content stream, 0 for none */
    pdf_obj *resources;  /* the page's resources as the file has them (compared by value) */
    fz_rect paper;
    pdf_obj *stream;     /* the rewritten content stream */
    pdf_obj *rewritten_resources; /* an object of its own, shared by the pages */
} recolor_page_content;

typedef struct recolor_job {
    fz_context *ctx;
    pdf_document *doc;
    const cmupdf_recolor_rule *rule;
    fz_cookie *cookie;

    /* The page being rewritten: its image survey (which images are
       photographs; NULL when the page names no image or it failed) and its
       default colour spaces (DefaultRGB…, output intent). */
    cmupdf_image_survey *survey;
    fz_default_colorspaces *default_cs;
    int inline_images; /* inline images turned into XObjects on this page, for their names */

    /* Images the forms being rewritten rely on, in order (see recolor_cached_stream). */
    recolor_image_use *uses;
    int use_count, use_capacity;
    recolor_image_use *cache_uses;
    int cache_use_count, cache_use_capacity;

    recolor_cached_stream *streams;
    int stream_count, stream_capacity;
    recolor_cached_object *objects;
    int object_count, object_capacity;

    int depth; /* forms within forms being rewritten, to stop cycles */
    recolor_page_content previous;
} recolor_job;

/* Variants of recolor_cached_object for the kinds of object. */
enum {
    RECOLOR_CACHE_SHADING = 16,
    RECOLOR_CACHE_EXTGSTATE = 17,
    RECOLOR_CACHE_SHADING_PATTERN = 18,
    RECOLOR_CACHE_UNCOLORED_SPACE = 19,
    RECOLOR_CACHE_DIMMING_STATE = 20,
    RECOLOR_CACHE_ANNOTATION = 21, /* an annotation whose appearance was rewritten already */
};

/* The colour `color` in `cs` becomes on the page, as the components (0…1)
   of a DeviceRGB colour; converted to 8-bit sRGB as MuPDF's draw device
   converts it, then through the rule (`role` picks the highlight colour). */
void recolor_map_color(recolor_job *job, fz_colorspace *cs, const float *color, int role, float rgb[3]);
/* The 8-bit sRGB colour MuPDF's draw device gives `color` in `cs` on this page. */
void recolor_day_color_bytes(recolor_job *job, fz_colorspace *cs, const float *color, unsigned char rgb[3]);
/* The DeviceRGB component (0…1) written for the 8-bit `value`. */
float recolor_component(unsigned char value);
/* As recolor_map_color, to 8-bit components. */
void recolor_map_color_bytes(recolor_job *job, fz_colorspace *cs, const float *color, int role, unsigned char rgb[3]);

/* A new stream object: a copy of dictionary `dict` (NULL: an empty one) holding
   `data`, deflated (unless empty); Filter, DecodeParms and Length are its own. */
pdf_obj *recolor_new_stream(recolor_job *job, pdf_obj *dict, fz_buffer *data);

/* Rewrites the content stream `contents` drawn with resources `resources`
   into a new buffer, setting `*new_resources` to the resources it uses
   (rewritten); `paper` (may be NULL) is filled with the mode's paper first. */
fz_buffer *recolor_content_stream(recolor_job *job, pdf_obj *contents, pdf_obj *resources, int role, const fz_rect *paper,
                                  pdf_obj **new_resources);

/* The rewritten counterpart of form XObject `form` (its resources, when it
   has none, `inherited`), a new object; `form` itself when it cannot be. */
pdf_obj *recolor_form(recolor_job *job, pdf_obj *form, pdf_obj *inherited, int role);
/* The rewritten counterpart of a coloured tiling pattern (a new object). */
pdf_obj *recolor_tiling_pattern(recolor_job *job, pdf_obj *pattern, pdf_obj *inherited, int role);
/* The rewritten counterpart of shading `shading`, and of shading pattern `pattern` (new objects). */
pdf_obj *recolor_shading(recolor_job *job, pdf_obj *shading, int role);
pdf_obj *recolor_shading_pattern(recolor_job *job, pdf_obj *pattern, int role);
/* `extgstate` with its blend mode turned around in Night (Multiply ↔ Screen…). */
pdf_obj *recolor_extgstate(recolor_job *job, pdf_obj *extgstate);

/* Whether page object `page` may draw image XObjects: its resources, or those of its forms,
   patterns or annotation appearances, name one (pages that do not need no survey). */
int recolor_page_names_images(fz_context *ctx, pdf_obj *page);
/* Surveys the images of `page` (as loaded, annotations included) into job->survey. */
void recolor_survey_page(recolor_job *job, fz_page *page);
/* What becomes of image XObject `object` (loaded as `image`) on the page being rewritten. */
int recolor_image_treatment(recolor_job *job, pdf_obj *object, fz_image *image);
/* Image XObject `object` given `treatment` (RECOLOR_IMAGE_DIMMED only for
   images recolor_image_dims_in_place says yes to): a new object, or `object`. */
pdf_obj *recolor_image(recolor_job *job, pdf_obj *object, fz_image *image, int treatment);
/* Whether a dimmed `object` darkens through its own dictionary (Decode,
   palette); if not, the content stream paints a translucent black over it. */
int recolor_image_dims_in_place(recolor_job *job, pdf_obj *object, fz_image *image);

/* Notes that the form being rewritten relies on `object_number` getting `treatment`. */
void recolor_note_image_use(recolor_job *job, int object_number, int treatment);

/* An annotation that has no appearance stream in the file, and MuPDF's drawing of the one it
   synthesizes for it (recolor_annotations.c). */
typedef struct recolor_synthesized {
    pdf_obj *annot;
    fz_display_list *drawing; /* in PDF user space */
    fz_rect rect;             /* the annotation's rectangle as MuPDF's synthesis set it */
} recolor_synthesized;

/* Records the synthesized appearances of `page`'s annotations and widgets that have none in the
   file (`filed_page`, the page object as the file has it), while MuPDF's overlay holding them
   lives (it is never saved); returns how many, in `*records` (free with recolor_drop_synthesized). */
int recolor_record_synthesized_appearances(recolor_job *job, pdf_page *page, pdf_obj *filed_page,
                                           recolor_synthesized **records);
/* Gives each recorded annotation its drawing as an appearance stream of the document. */
void recolor_write_synthesized_appearances(recolor_job *job, recolor_synthesized *records, int count);
void recolor_drop_synthesized(fz_context *ctx, recolor_synthesized *records, int count);
/* Rewrites the appearance streams of annotation `annot` (its /N states; the rollover and down
   appearances go, so that every reader shows the rewritten one). */
void recolor_annotation(recolor_job *job, pdf_obj *annot, pdf_obj *page_resources);

/* Keeps only pages `pages` (0-based, ascending) of `doc`, labelled `labels` (NULL: none). */
void recolor_keep_pages(fz_context *ctx, pdf_document *doc, const int *pages, int count, const char *const *labels);

/* Cache of rewritten objects. */
pdf_obj *recolor_cached(recolor_job *job, pdf_obj *original, int variant);
void recolor_cache(recolor_job *job, pdf_obj *original, int variant, pdf_obj *rewritten);

/* The resource `name` of kind `kind` (XObject, Font…) of `resources`, put into `new_resources` as `value`. */
void recolor_put_resource(recolor_job *job, pdf_obj *new_resources, pdf_obj *kind, const char *name, pdf_obj *value);

#endif
