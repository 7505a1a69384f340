/* The recolouring content-stream processor: MuPDF's interpreter feeds it a
   content stream's operators, and it passes them on to MuPDF's buffer
   processor (which writes them out again) with every colour operator
   replaced by the mapped DeviceRGB colour, and every resource the stream
   uses put into a new resource dictionary, rewritten where it carries
   colour (forms, patterns, shadings, images, graphics states). Text,
   paths, fonts and marked content pass through as MuPDF read them. */
#include "recolor.h"

#include <string.h>

/* Saved graphics states whose colour spaces are followed; deeper ones share the deepest. */
#define RECOLOR_GSTATE_DEPTH 64

/* The colour space a fill or stroke colour is given in: `space` NULL for a
   pattern, then `pattern_base` the underlying space of an uncoloured
   pattern's space ([/Pattern base]), NULL when there is none. */
typedef struct color_space_state {
    fz_colorspace *space;
    fz_colorspace *pattern_base;
} color_space_state;

typedef struct color_gstate {
    color_space_state fill, stroke;
} color_gstate;

typedef struct recolor_processor {
    pdf_processor super;
    pdf_processor *chain;
    recolor_job *job;
    pdf_obj *resources;
    pdf_obj *new_resources;
    int role;
    int in_extgstate;
    color_gstate gstates[RECOLOR_GSTATE_DEPTH];
    int top;
    int overflow; /* q beyond the deepest followed state, not yet restored */
} recolor_processor;

/* The name of the colour space of uncoloured patterns the rewrite adds: [/Pattern /DeviceRGB]. */
static const char *uncolored_pattern_space = "SdlpdfPatternRGB";
/* The name of the graphics state that darkens kept images it cannot dim in their own dictionary. */
static const char *dimming_state = "SdlpdfDim";

#define PROC(p) ((recolor_processor *)(p))
#define CHAIN(p) (PROC(p)->chain)

/* Operators passed on as they are. */
#define FORWARD(op, params, args) \
    static void forward_##op params \
    { \
        pdf_processor *chain = CHAIN(proc); \
        if (chain->op_##op) \
            chain->op_##op args; \
    }

FORWARD(w, (fz_context *ctx, pdf_processor *proc, float v), (ctx, chain, v))
FORWARD(j, (fz_context *ctx, pdf_processor *proc, int v), (ctx, chain, v))
FORWARD(J, (fz_context *ctx, pdf_processor *proc, int v), (ctx, chain, v))
FORWARD(M, (fz_context *ctx, pdf_processor *proc, float v), (ctx, chain, v))
FORWARD(d, (fz_context *ctx, pdf_processor *proc, pdf_obj *array, float phase), (ctx, chain, array, phase))
FORWARD(ri, (fz_context *ctx, pdf_processor *proc, const char *intent), (ctx, chain, intent))
FORWARD(i, (fz_context *ctx, pdf_processor *proc, float v), (ctx, chain, v))
FORWARD(gs_BM, (fz_context *ctx, pdf_processor *proc, const char *mode), (ctx, chain, mode))
FORWARD(gs_ca, (fz_context *ctx, pdf_processor *proc, float v), (ctx, chain, v))
FORWARD(gs_CA, (fz_context *ctx, pdf_processor *proc, float v), (ctx, chain, v))
FORWARD(gs_SMask, (fz_context *ctx, pdf_processor *proc, pdf_obj *smask, pdf_obj *res, float *bc, int luminosity),
        (ctx, chain, smask, res, bc, luminosity))
FORWARD(gs_OP, (fz_context *ctx, pdf_processor *proc, int v), (ctx, chain, v))
FORWARD(gs_op, (fz_context *ctx, pdf_processor *proc, int v), (ctx, chain, v))
FORWARD(gs_OPM, (fz_context *ctx, pdf_processor *proc, int v), (ctx, chain, v))
FORWARD(gs_UseBlackPtComp, (fz_context *ctx, pdf_processor *proc, pdf_obj *name), (ctx, chain, name))
FORWARD(cm, (fz_context *ctx, pdf_processor *proc, float a, float b, float c, float d, float e, float f),
        (ctx, chain, a, b, c, d, e, f))
FORWARD(m, (fz_context *ctx, pdf_processor *proc, float x, float y), (ctx, chain, x, y))
FORWARD(l, (fz_context *ctx, pdf_processor *proc, float x, float y), (ctx, chain, x, y))
FORWARD(c, (fz_context *ctx, pdf_processor *proc, float a, float b, float c, float d, float e, float f),
        (ctx, chain, a, b, c, d, e, f))
FORWARD(v, (fz_context *ctx, pdf_processor *proc, float a, float b, float c, float d), (ctx, chain, a, b, c, d))
FORWARD(y, (fz_context *ctx, pdf_processor *proc, float a, float b, float c, float d), (ctx, chain, a, b, c, d))
FORWARD(h, (fz_context *ctx, pdf_processor *proc), (ctx, chain))
FORWARD(re, (fz_context *ctx, pdf_processor *proc, float x, float y, float w, float h), (ctx, chain, x, y, w, h))
FORWARD(S, (fz_context *ctx, pdf_processor *proc), (ctx, chain))
FORWARD(s, (fz_context *ctx, pdf_processor *proc), (ctx, chain))
FORWARD(F, (fz_context *ctx, pdf_processor *proc), (ctx, chain))
FORWARD(f, (fz_context *ctx, pdf_processor *proc), (ctx, chain))
FORWARD(fstar, (fz_context *ctx, pdf_processor *proc), (ctx, chain))
FORWARD(B, (fz_context *ctx, pdf_processor *proc), (ctx, chain))
FORWARD(Bstar, (fz_context *ctx, pdf_processor *proc), (ctx, chain))
FORWARD(b, (fz_context *ctx, pdf_processor *proc), (ctx, chain))
FORWARD(bstar, (fz_context *ctx, pdf_processor *proc), (ctx, chain))
FORWARD(n, (fz_context *ctx, pdf_processor *proc), (ctx, chain))
FORWARD(W, (fz_context *ctx, pdf_processor *proc), (ctx, chain))
FORWARD(Wstar, (fz_context *ctx, pdf_processor *proc), (ctx, chain))
FORWARD(BT, (fz_context *ctx, pdf_processor *proc), (ctx, chain))
FORWARD(ET, (fz_context *ctx, pdf_processor *proc), (ctx, chain))
FORWARD(Tc, (fz_context *ctx, pdf_processor *proc, float v), (ctx, chain, v))
FORWARD(Tw, (fz_context *ctx, pdf_processor *proc, float v), (ctx, chain, v))
FORWARD(Tz, (fz_context *ctx, pdf_processor *proc, float v), (ctx, chain, v))
FORWARD(TL, (fz_context *ctx, pdf_processor *proc, float v), (ctx, chain, v))
FORWARD(Tr, (fz_context *ctx, pdf_processor *proc, int v), (ctx, chain, v))
FORWARD(Ts, (fz_context *ctx, pdf_processor *proc, float v), (ctx, chain, v))
FORWARD(Td, (fz_context *ctx, pdf_processor *proc, float x, float y), (ctx, chain, x, y))
FORWARD(TD, (fz_context *ctx, pdf_processor *proc, float x, float y), (ctx, chain, x, y))
FORWARD(Tm, (fz_context *ctx, pdf_processor *proc, float a, float b, float c, float d, float e, float f),
        (ctx, chain, a, b, c, d, e, f))
FORWARD(Tstar, (fz_context *ctx, pdf_processor *proc), (ctx, chain))
FORWARD(TJ, (fz_context *ctx, pdf_processor *proc, pdf_obj *array), (ctx, chain, array))
FORWARD(Tj, (fz_context *ctx, pdf_processor *proc, char *str, size_t len), (ctx, chain, str, len))
FORWARD(squote, (fz_context *ctx, pdf_processor *proc, char *str, size_t len), (ctx, chain, str, len))
FORWARD(dquote, (fz_context *ctx, pdf_processor *proc, float aw, float ac, char *str, size_t len),
        (ctx, chain, aw, ac, str, len))
FORWARD(d0, (fz_context *ctx, pdf_processor *proc, float wx, float wy), (ctx, chain, wx, wy))
FORWARD(d1, (fz_context *ctx, pdf_processor *proc, float wx, float wy, float a, float b, float c, float d),
        (ctx, chain, wx, wy, a, b, c, d))
FORWARD(MP, (fz_context *ctx, pdf_processor *proc, const char *tag), (ctx, chain, tag))
FORWARD(BMC, (fz_context *ctx, pdf_processor *proc, const char *tag), (ctx, chain, tag))
FORWARD(EMC, (fz_context *ctx, pdf_processor *proc), (ctx, chain))
FORWARD(BX, (fz_context *ctx, pdf_processor *proc), (ctx, chain))
FORWARD(EX, (fz_context *ctx, pdf_processor *proc), (ctx, chain))
FORWARD(END, (fz_context *ctx, pdf_processor *proc), (ctx, chain))

/* ---- Resources ---- */

/* Resource `name` of kind `kind` in the stream's own resources. */
static pdf_obj *resource(fz_context *ctx, recolor_processor *p, pdf_obj *kind, const char *name)
{
    return pdf_dict_gets(ctx, pdf_dict_get(ctx, p->resources, kind), name);
}

/* Copies resource `name` of kind `kind` unchanged into the new resources. */
static void keep_resource(fz_context *ctx, recolor_processor *p, pdf_obj *kind, const char *name)
{
    pdf_obj *value = resource(ctx, p, kind, name);
    if (value)
        recolor_put_resource(p->job, p->new_resources, kind, name, value);
}

/* Puts `rewritten` into the new resources as resource `name` of kind `kind`, taking the caller's
   reference; the resources keep it alive, so the caller may go on using it. */
static pdf_obj *put_rewritten(fz_context *ctx, recolor_processor *p, pdf_obj *kind, const char *name, pdf_obj *rewritten)
{
    fz_try(ctx)
        recolor_put_resource(p->job, p->new_resources, kind, name, rewritten);
    fz_always(ctx)
        pdf_drop_obj(ctx, rewritten);
    fz_catch(ctx)
        fz_rethrow(ctx);
    return rewritten;
}

static void recolor_gs_begin(fz_context *ctx, pdf_processor *proc, const char *name, pdf_obj *extgstate)
{
    recolor_processor *p = PROC(proc);
    pdf_obj *rewritten = put_rewritten(ctx, p, PDF_NAME(ExtGState), name, recolor_extgstate(p->job, extgstate));
    p->in_extgstate = 1;
    p->chain->op_gs_begin(ctx, p->chain, name, rewritten);
}

static void recolor_gs_end(fz_context *ctx, pdf_processor *proc)
{
    PROC(proc)->in_extgstate = 0;
    CHAIN(proc)->op_gs_end(ctx, CHAIN(proc));
}

static void recolor_Tf(fz_context *ctx, pdf_processor *proc, const char *name, pdf_font_desc *font, float size)
{
    recolor_processor *p = PROC(proc);
    /* Inside a graphics state the font is the state's own /Font, not a resource. */
    if (!p->in_extgstate)
        keep_resource(ctx, p, PDF_NAME(Font), name);
    p->chain->op_Tf(ctx, p->chain, name, font, size);
}

static void recolor_BDC(fz_context *ctx, pdf_processor *proc, const char *tag, pdf_obj *raw, pdf_obj *cooked)
{
    recolor_processor *p = PROC(proc);
    if (pdf_is_name(ctx, raw))
        keep_resource(ctx, p, PDF_NAME(Properties), pdf_to_name(ctx, raw));
    p->chain->op_BDC(ctx, p->chain, tag, raw, cooked);
}

static void recolor_DP(fz_context *ctx, pdf_processor *proc, const char *tag, pdf_obj *raw, pdf_obj *cooked)
{
    recolor_processor *p = PROC(proc);
    if (pdf_is_name(ctx, raw))
        keep_resource(ctx, p, PDF_NAME(Properties), pdf_to_name(ctx, raw));
    p->chain->op_DP(ctx, p->chain, tag, raw, cooked);
}

/* ---- Graphics state: the colour spaces colours are given in ---- */

static color_gstate *current(recolor_processor *p)
{
    return &p->gstates[p->top];
}

static void set_space(fz_context *ctx, color_space_state *state, fz_colorspace *space, fz_colorspace *pattern_base)
{
    fz_colorspace *old_space = state->space, *old_base = state->pattern_base;
    state->space = fz_keep_colorspace(ctx, space);
    state->pattern_base = fz_keep_colorspace(ctx, pattern_base);
    fz_drop_colorspace(ctx, old_space);
    fz_drop_colorspace(ctx, old_base);
}

static void recolor_q(fz_context *ctx, pdf_processor *proc)
{
    recolor_processor *p = PROC(proc);
    if (p->top + 1 < RECOLOR_GSTATE_DEPTH) {
        color_gstate *saved = current(p), *next = &p->gstates[p->top + 1];
        next->fill.space = fz_keep_colorspace(ctx, saved->fill.space);
        next->fill.pattern_base = fz_keep_colorspace(ctx, saved->fill.pattern_base);
        next->stroke.space = fz_keep_colorspace(ctx, saved->stroke.space);
        next->stroke.pattern_base = fz_keep_colorspace(ctx, saved->stroke.pattern_base);
        p->top++;
    } else
        p->overflow++;
    p->chain->op_q(ctx, p->chain);
}

static void drop_gstate(fz_context *ctx, color_gstate *state)
{
    set_space(ctx, &state->fill, NULL, NULL);
    set_space(ctx, &state->stroke, NULL, NULL);
}

static void recolor_Q(fz_context *ctx, pdf_processor *proc)
{
    recolor_processor *p = PROC(proc);
    if (p->overflow > 0)
        p->overflow--;
    else if (p->top > 0) {
        drop_gstate(ctx, current(p));
        p->top--;
    }
    p->chain->op_Q(ctx, p->chain);
}

/* Writes the mapped colour of `color` in `space` as a DeviceRGB fill or stroke colour. */
static void emit_color(fz_context *ctx, recolor_processor *p, int stroke, fz_colorspace *space, const float *color)
{
    float rgb[3];
    recolor_map_color(p->job, space, color, p->role, rgb);
    if (stroke)
        p->chain->op_RG(ctx, p->chain, rgb[0], rgb[1], rgb[2]);
    else
        p->chain->op_rg(ctx, p->chain, rgb[0], rgb[1], rgb[2]);
}

/* `cs`/`CS`: follows the space and writes its initial colour (tints 1, black otherwise, as
   MuPDF's run processor sets it). Pattern spaces write nothing until a pattern is chosen. */
static void set_color_space(fz_context *ctx, recolor_processor *p, int stroke, const char *name, fz_colorspace *space)
{
    color_space_state *state = stroke ? &current(p)->stroke : &current(p)->fill;
    if (!space) {
        set_space(ctx, state, NULL, NULL);
        return;
    }
    pdf_obj *declared = resource(ctx, p, PDF_NAME(ColorSpace), name);
    if (pdf_is_array(ctx, declared) && pdf_name_eq(ctx, pdf_array_get(ctx, declared, 0), PDF_NAME(Pattern))) {
        set_space(ctx, state, NULL, space);
        return;
    }
    set_space(ctx, state, space, NULL);
    float initial[FZ_MAX_COLORS] = { 0, 0, 0, 1 };
    enum fz_colorspace_type type = fz_colorspace_type(ctx, space);
    if (type == FZ_COLORSPACE_SEPARATION)
        for (int i = 0; i < fz_colorspace_n(ctx, space); i++)
            initial[i] = 1;
    else if (type != FZ_COLORSPACE_CMYK)
        initial[3] = 0;
    emit_color(ctx, p, stroke, space, initial);
}

static void recolor_CS(fz_context *ctx, pdf_processor *proc, const char *name, fz_colorspace *cs)
{
    set_color_space(ctx, PROC(proc), 1, name, cs);
}

static void recolor_cs(fz_context *ctx, pdf_processor *proc, const char *name, fz_colorspace *cs)
{
    set_color_space(ctx, PROC(proc), 0, name, cs);
}

static void set_color(fz_context *ctx, recolor_processor *p, int stroke, const float *color)
{
    color_space_state *state = stroke ? &current(p)->stroke : &current(p)->fill;
    if (state->space)
        emit_color(ctx, p, stroke, state->space, color);
}

static void recolor_SC_color(fz_context *ctx, pdf_processor *proc, int n, float *color)
{
    (void)n;
    set_color(ctx, PROC(proc), 1, color);
}

static void recolor_sc_color(fz_context *ctx, pdf_processor *proc, int n, float *color)
{
    (void)n;
    set_color(ctx, PROC(proc), 0, color);
}

/* `g`, `rg`, `k` and their stroke forms: a device space and a colour in it. */
static void set_device_color(fz_context *ctx, recolor_processor *p, int stroke, fz_colorspace *space, const float *color)
{
    set_space(ctx, stroke ? &current(p)->stroke : &current(p)->fill, space, NULL);
    emit_color(ctx, p, stroke, space, color);
}

static void recolor_G(fz_context *ctx, pdf_processor *proc, float g)
{
    set_device_color(ctx, PROC(proc), 1, fz_device_gray(ctx), &g);
}

static void recolor_g(fz_context *ctx, pdf_processor *proc, float g)
{
    set_device_color(ctx, PROC(proc), 0, fz_device_gray(ctx), &g);
}

static void recolor_RG(fz_context *ctx, pdf_processor *proc, float r, float g, float b)
{
    float color[3] = { r, g, b };
    set_device_color(ctx, PROC(proc), 1, fz_device_rgb(ctx), color);
}

static void recolor_rg(fz_context *ctx, pdf_processor *proc, float r, float g, float b)
{
    float color[3] = { r, g, b };
    set_device_color(ctx, PROC(proc), 0, fz_device_rgb(ctx), color);
}

static void recolor_K(fz_context *ctx, pdf_processor *proc, float c, float m, float y, float k)
{
    float color[4] = { c, m, y, k };
    set_device_color(ctx, PROC(proc), 1, fz_device_cmyk(ctx), color);
}

static void recolor_k(fz_context *ctx, pdf_processor *proc, float c, float m, float y, float k)
{
    float color[4] = { c, m, y, k };
    set_device_color(ctx, PROC(proc), 0, fz_device_cmyk(ctx), color);
}

/* ---- Patterns and shadings ---- */

/* Writes `space cs` (or `CS`): the space a pattern is chosen in. */
static void write_pattern_space(fz_context *ctx, pdf_processor *chain, int stroke, const char *space)
{
    if (stroke)
        chain->op_CS(ctx, chain, space, NULL);
    else
        chain->op_cs(ctx, chain, space, NULL);
}

/* The space [/Pattern /DeviceRGB] that uncoloured patterns are given their mapped colour in. */
static pdf_obj *uncolored_space(fz_context *ctx, recolor_job *job)
{
    pdf_obj *space = recolor_cached(job, NULL, RECOLOR_CACHE_UNCOLORED_SPACE);
    if (space)
        return space;
    space = pdf_new_array(ctx, job->doc, 2);
    fz_try(ctx) {
        pdf_array_push(ctx, space, PDF_NAME(Pattern));
        pdf_array_push(ctx, space, PDF_NAME(DeviceRGB));
        recolor_cache(job, NULL, RECOLOR_CACHE_UNCOLORED_SPACE, space);
    }
    fz_catch(ctx) {
        pdf_drop_obj(ctx, space);
        fz_rethrow(ctx);
    }
    return space;
}

/* Writes the space and `name scn` (or `SCN`) for pattern `name` with its rewritten resource.
   Uncoloured patterns keep their cell and take the mapped colour. */
static void set_pattern(fz_context *ctx, recolor_processor *p, int stroke, const char *name, pdf_pattern *pattern,
                        int n, const float *color)
{
    pdf_obj *object = resource(ctx, p, PDF_NAME(Pattern), name);
    if (!object)
        return;
    pdf_processor *chain = p->chain;
    float rgb[3];
    int components = 0;
    if (pattern->ismask) {
        color_space_state *state = stroke ? &current(p)->stroke : &current(p)->fill;
        float gray = 0;
        fz_colorspace *base = state->pattern_base;
        if (base && n >= fz_colorspace_n(ctx, base))
            recolor_map_color(p->job, base, color, p->role, rgb);
        else
            recolor_map_color(p->job, fz_device_gray(ctx), &gray, p->role, rgb);
        components = 3;
        put_rewritten(ctx, p, PDF_NAME(ColorSpace), uncolored_pattern_space, uncolored_space(ctx, p->job));
        recolor_put_resource(p->job, p->new_resources, PDF_NAME(Pattern), name, object);
        write_pattern_space(ctx, chain, stroke, uncolored_pattern_space);
    } else {
        put_rewritten(ctx, p, PDF_NAME(Pattern), name,
                      recolor_tiling_pattern(p->job, object, p->resources, p->role | RECOLOR_ROLE_FRESH_STATE));
        write_pattern_space(ctx, chain, stroke, "Pattern");
    }
    if (stroke)
        chain->op_SC_pattern(ctx, chain, name, pattern, components, rgb);
    else
        chain->op_sc_pattern(ctx, chain, name, pattern, components, rgb);
}

static void recolor_SC_pattern(fz_context *ctx, pdf_processor *proc, const char *name, pdf_pattern *pat, int n, float *color)
{
    set_pattern(ctx, PROC(proc), 1, name, pat, n, color);
}

static void recolor_sc_pattern(fz_context *ctx, pdf_processor *proc, const char *name, pdf_pattern *pat, int n, float *color)
{
    set_pattern(ctx, PROC(proc), 0, name, pat, n, color);
}

static void set_shading_pattern(fz_context *ctx, recolor_processor *p, int stroke, const char *name, fz_shade *shade)
{
    pdf_obj *object = resource(ctx, p, PDF_NAME(Pattern), name);
    if (!object)
        return;
    put_rewritten(ctx, p, PDF_NAME(Pattern), name, recolor_shading_pattern(p->job, object, p->role));
    write_pattern_space(ctx, p->chain, stroke, "Pattern");
    if (stroke)
        p->chain->op_SC_shade(ctx, p->chain, name, shade);
    else
        p->chain->op_sc_shade(ctx, p->chain, name, shade);
}

static void recolor_SC_shade(fz_context *ctx, pdf_processor *proc, const char *name, fz_shade *shade)
{
    set_shading_pattern(ctx, PROC(proc), 1, name, shade);
}

static void recolor_sc_shade(fz_context *ctx, pdf_processor *proc, const char *name, fz_shade *shade)
{
    set_shading_pattern(ctx, PROC(proc), 0, name, shade);
}

static void recolor_sh(fz_context *ctx, pdf_processor *proc, const char *name, fz_shade *shade)
{
    recolor_processor *p = PROC(proc);
    pdf_obj *object = resource(ctx, p, PDF_NAME(Shading), name);
    if (!object)
        return;
    put_rewritten(ctx, p, PDF_NAME(Shading), name, recolor_shading(p->job, object, p->role));
    p->chain->op_sh(ctx, p->chain, name, shade);
}

/* ---- XObjects and inline images ---- */

static void recolor_Do_form(fz_context *ctx, pdf_processor *proc, const char *name, pdf_obj *form, pdf_obj *page_resources)
{
    recolor_processor *p = PROC(proc);
    pdf_obj *rewritten = put_rewritten(ctx, p, PDF_NAME(XObject), name,
                                       recolor_form(p->job, form, p->resources, p->role & ~RECOLOR_ROLE_FRESH_STATE));
    p->chain->op_Do_form(ctx, p->chain, name, rewritten, page_resources);
}

/* Paints translucent black over the unit square the image just drawn fills, darkening it to
   the rule's kept brightness (for spaces whose components cannot simply be scaled). */
static void darken_drawn_image(fz_context *ctx, recolor_processor *p)
{
    pdf_obj *state = recolor_cached(p->job, NULL, RECOLOR_CACHE_DIMMING_STATE);
    if (!state) {
        state = pdf_new_dict(ctx, p->job->doc, 3);
        fz_try(ctx) {
            pdf_dict_put(ctx, state, PDF_NAME(Type), PDF_NAME(ExtGState));
            pdf_dict_put_real(ctx, state, PDF_NAME(ca), 1 - p->job->rule->kept_brightness);
            pdf_dict_put(ctx, state, PDF_NAME(BM), PDF_NAME(Normal));
            recolor_cache(p->job, NULL, RECOLOR_CACHE_DIMMING_STATE, state);
        }
        fz_catch(ctx) {
            pdf_drop_obj(ctx, state);
            fz_rethrow(ctx);
        }
    }
    pdf_processor *chain = p->chain;
    put_rewritten(ctx, p, PDF_NAME(ExtGState), dimming_state, state);
    chain->op_q(ctx, chain);
    chain->op_gs_begin(ctx, chain, dimming_state, state);
    chain->op_gs_end(ctx, chain);
    chain->op_rg(ctx, chain, 0, 0, 0);
    chain->op_re(ctx, chain, 0, 0, 1, 1);
    chain->op_f(ctx, chain);
    chain->op_Q(ctx, chain);
}

/* Draws image XObject `object` (loaded as `image`) under resource name `name` as its treatment asks. */
static void draw_image(fz_context *ctx, recolor_processor *p, const char *name, pdf_obj *object, fz_image *image)
{
    int treatment = recolor_image_treatment(p->job, object, image);
    int darken = treatment == RECOLOR_IMAGE_DIMMED && !recolor_image_dims_in_place(p->job, object, image);
    recolor_note_image_use(p->job, pdf_to_num(ctx, object), treatment);
    put_rewritten(ctx, p, PDF_NAME(XObject), name,
                  darken ? pdf_keep_obj(ctx, object) : recolor_image(p->job, object, image, treatment));
    p->chain->op_Do_image(ctx, p->chain, name, image);
    if (darken)
        darken_drawn_image(ctx, p);
}

static void recolor_Do_image(fz_context *ctx, pdf_processor *proc, const char *name, fz_image *image)
{
    recolor_processor *p = PROC(proc);
    pdf_obj *object = resource(ctx, p, PDF_NAME(XObject), name);
    if (object)
        draw_image(ctx, p, name, object, image);
}

/* An inline image that changes becomes an image XObject of its own (MuPDF's pdf_add_image),
   drawn with `Do`; one that does not stays inline. */
static void recolor_BI(fz_context *ctx, pdf_processor *proc, fz_image *image, const char *colorspace_name)
{
    recolor_processor *p = PROC(proc);
    if (recolor_image_treatment(p->job, NULL, image) == RECOLOR_IMAGE_UNCHANGED) {
        if (colorspace_name)
            keep_resource(ctx, p, PDF_NAME(ColorSpace), colorspace_name);
        p->chain->op_BI(ctx, p->chain, image, colorspace_name);
        return;
    }
    char name[32];
    snprintf(name, sizeof name, "SdlpdfInline%d", ++p->job->inline_images);
    pdf_obj *object = pdf_add_image(ctx, p->job->doc, image);
    fz_try(ctx)
        draw_image(ctx, p, name, object, image);
    fz_always(ctx)
        pdf_drop_obj(ctx, object);
    fz_catch(ctx)
        fz_rethrow(ctx);
}

/* ---- The processor ---- */

static void recolor_close_processor(fz_context *ctx, pdf_processor *proc)
{
    pdf_close_processor(ctx, CHAIN(proc));
}

static void recolor_drop_processor(fz_context *ctx, pdf_processor *proc)
{
    recolor_processor *p = PROC(proc);
    for (int i = 0; i <= p->top; i++)
        drop_gstate(ctx, &p->gstates[i]);
}

static pdf_processor *new_recolor_processor(fz_context *ctx, recolor_job *job, pdf_processor *chain, pdf_obj *resources,
                                            pdf_obj *new_resources, int role)
{
    recolor_processor *p = pdf_new_processor(ctx, sizeof *p);
    p->chain = chain;
    p->job = job;
    p->resources = resources;
    p->new_resources = new_resources;
    p->role = role;
    p->gstates[0].fill.space = fz_keep_colorspace(ctx, fz_device_gray(ctx));
    p->gstates[0].stroke.space = fz_keep_colorspace(ctx, fz_device_gray(ctx));

    pdf_processor *s = &p->super;
    s->close_processor = recolor_close_processor;
    s->drop_processor = recolor_drop_processor;
    s->op_w = forward_w;
    s->op_j = forward_j;
    s->op_J = forward_J;
    s->op_M = forward_M;
    s->op_d = forward_d;
    s->op_ri = forward_ri;
    s->op_i = forward_i;
    s->op_gs_begin = recolor_gs_begin;
    s->op_gs_BM = forward_gs_BM;
    s->op_gs_ca = forward_gs_ca;
    s->op_gs_CA = forward_gs_CA;
    s->op_gs_SMask = forward_gs_SMask;
    s->op_gs_end = recolor_gs_end;
    s->op_q = recolor_q;
    s->op_Q = recolor_Q;
    s->op_cm = forward_cm;
    s->op_m = forward_m;
    s->op_l = forward_l;
    s->op_c = forward_c;
    s->op_v = forward_v;
    s->op_y = forward_y;
    s->op_h = forward_h;
    s->op_re = forward_re;
    s->op_S = forward_S;
    s->op_s = forward_s;
    s->op_F = forward_F;
    s->op_f = forward_f;
    s->op_fstar = forward_fstar;
    s->op_B = forward_B;
    s->op_Bstar = forward_Bstar;
    s->op_b = forward_b;
    s->op_bstar = forward_bstar;
    s->op_n = forward_n;
    s->op_W = forward_W;
    s->op_Wstar = forward_Wstar;
    s->op_BT = forward_BT;
    s->op_ET = forward_ET;
    s->op_Tc = forward_Tc;
    s->op_Tw = forward_Tw;
    s->op_Tz = forward_Tz;
    s->op_TL = forward_TL;
    s->op_Tf = recolor_Tf;
    s->op_Tr = forward_Tr;
    s->op_Ts = forward_Ts;
    s->op_Td = forward_Td;
    s->op_TD = forward_TD;
    s->op_Tm = forward_Tm;
    s->op_Tstar = forward_Tstar;
    s->op_TJ = forward_TJ;
    s->op_Tj = forward_Tj;
    s->op_squote = forward_squote;
    s->op_dquote = forward_dquote;
    s->op_d0 = forward_d0;
    s->op_d1 = forward_d1;
    s->op_CS = recolor_CS;
    s->op_cs = recolor_cs;
    s->op_SC_pattern = recolor_SC_pattern;
    s->op_sc_pattern = recolor_sc_pattern;
    s->op_SC_shade = recolor_SC_shade;
    s->op_sc_shade = recolor_sc_shade;
    s->op_SC_color = recolor_SC_color;
    s->op_sc_color = recolor_sc_color;
    s->op_G = recolor_G;
    s->op_g = recolor_g;
    s->op_RG = recolor_RG;
    s->op_rg = recolor_rg;
    s->op_K = recolor_K;
    s->op_k = recolor_k;
    s->op_BI = recolor_BI;
    s->op_sh = recolor_sh;
    s->op_Do_image = recolor_Do_image;
    s->op_Do_form = recolor_Do_form;
    s->op_MP = forward_MP;
    s->op_DP = recolor_DP;
    s->op_BMC = forward_BMC;
    s->op_BDC = recolor_BDC;
    s->op_EMC = forward_EMC;
    s->op_BX = forward_BX;
    s->op_EX = forward_EX;
    s->op_gs_OP = forward_gs_OP;
    s->op_gs_op = forward_gs_op;
    s->op_gs_OPM = forward_gs_OPM;
    s->op_gs_UseBlackPtComp = forward_gs_UseBlackPtComp;
    s->op_END = forward_END;
    return s;
}

fz_buffer *recolor_content_stream(recolor_job *job, pdf_obj *contents, pdf_obj *resources, int role, const fz_rect *paper,
                                  pdf_obj **new_resources)
{
    fz_context *ctx = job->ctx;
    fz_buffer *buffer = NULL;
    pdf_processor *chain = NULL, *proc = NULL;
    pdf_obj *used = NULL;
    fz_var(buffer);
    fz_var(chain);
    fz_var(proc);
    fz_var(used);
    fz_try(ctx) {
        buffer = fz_new_buffer(ctx, 1024);
        used = pdf_new_dict(ctx, job->doc, 4);
        chain = pdf_new_buffer_processor(ctx, buffer, 0);
        if (paper) {
            unsigned char white[3] = { 255, 255, 255 }, mapped[3];
            job->rule->map_color(job->rule->context, white, mapped);
            chain->op_q(ctx, chain);
            chain->op_rg(ctx, chain, recolor_component(mapped[0]), recolor_component(mapped[1]), recolor_component(mapped[2]));
            chain->op_re(ctx, chain, paper->x0, paper->y0, paper->x1 - paper->x0, paper->y1 - paper->y0);
            chain->op_f(ctx, chain);
            chain->op_Q(ctx, chain);
        }
        proc = new_recolor_processor(ctx, job, chain, resources, used, role);
        if (paper || (role & RECOLOR_ROLE_FRESH_STATE)) {
            /* The initial black, mapped: text drawn without a colour of its own shows in it. */
            float black = 0;
            emit_color(ctx, PROC(proc), 0, fz_device_gray(ctx), &black);
            emit_color(ctx, PROC(proc), 1, fz_device_gray(ctx), &black);
        }
        pdf_process_contents(ctx, proc, job->doc, resources, contents, job->cookie);
        pdf_close_processor(ctx, proc);
        if (job->cookie && job->cookie->abort)
            fz_throw(ctx, FZ_ERROR_ABORT, "export stopped");
    }
    fz_always(ctx) {
        pdf_drop_processor(ctx, proc);
        pdf_drop_processor(ctx, chain);
    }
    fz_catch(ctx) {
        fz_drop_buffer(ctx, buffer);
        pdf_drop_obj(ctx, used);
        fz_rethrow(ctx);
    }
    *new_resources = used;
    return buffer;
}
