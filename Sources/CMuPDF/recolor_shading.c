/* Rewritten shadings, shading patterns and graphics states.
 *
 * A shading's colours come from a function (types 1–3, and meshes with a
 * /Function) or from its mesh vertices (types 4–7 without one). The rewrite
 * keeps the geometry and gives the shading DeviceRGB colours: a function
 * becomes a sampled one holding the mapped colours at the very points MuPDF
 * samples the original at (256 along t, MuPDF's 65 × 65 grid for type 1),
 * and mesh vertices get their mapped colour as three 8-bit components, the
 * flags and coordinates copied bit for bit. */
#include "recolor.h"

#include <string.h>

/* A sampled function (type 0, 8 bits a sample, DeviceRGB out) over `domain` (2 × `inputs`
   numbers) of `sizes` samples a dimension, its samples `samples`, first input fastest. */
static pdf_obj *sampled_function(recolor_job *job, int inputs, const float *domain, const int *sizes, fz_buffer *samples)
{
    fz_context *ctx = job->ctx;
    pdf_obj *dict = pdf_new_dict(ctx, job->doc, 6), *function = NULL;
    fz_try(ctx) {
        pdf_dict_put_int(ctx, dict, PDF_NAME(FunctionType), 0);
        pdf_obj *array = pdf_dict_put_array(ctx, dict, PDF_NAME(Domain), 2 * inputs);
        for (int i = 0; i < 2 * inputs; i++)
            pdf_array_push_real(ctx, array, domain[i]);
        array = pdf_dict_put_array(ctx, dict, PDF_NAME(Range), 6);
        for (int i = 0; i < 6; i++)
            pdf_array_push_int(ctx, array, i % 2);
        array = pdf_dict_put_array(ctx, dict, PDF_NAME(Size), inputs);
        for (int i = 0; i < inputs; i++)
            pdf_array_push_int(ctx, array, sizes[i]);
        pdf_dict_put_int(ctx, dict, PDF_NAME(BitsPerSample), 8);
        function = recolor_new_stream(job, dict, samples);
    }
    fz_always(ctx)
        pdf_drop_obj(ctx, dict);
    fz_catch(ctx)
        fz_rethrow(ctx);
    return function;
}

/* Appends the mapped colour of `color` in `cs` to `samples`. */
static void append_mapped(recolor_job *job, fz_buffer *samples, fz_colorspace *cs, const float *color, int role)
{
    unsigned char rgb[3];
    recolor_map_color_bytes(job, cs, color, role, rgb);
    fz_append_data(job->ctx, samples, rgb, 3);
}

/* The sampled function standing for `shade`'s colour function. */
static pdf_obj *mapped_function(recolor_job *job, fz_shade *shade, pdf_obj *dict, int role)
{
    fz_context *ctx = job->ctx;
    fz_buffer *samples = fz_new_buffer(ctx, 3 * 65 * 65);
    pdf_obj *function = NULL;
    fz_try(ctx) {
        if (shade->type == FZ_FUNCTION_BASED) {
            pdf_obj *given = pdf_dict_get(ctx, dict, PDF_NAME(Domain));
            float domain[4] = { 0, 1, 0, 1 };
            if (pdf_array_len(ctx, given) == 4)
                for (int i = 0; i < 4; i++)
                    domain[i] = pdf_array_get_real(ctx, given, i);
            int n = fz_colorspace_n(ctx, shade->colorspace);
            int sizes[2] = { shade->u.f.xdivs + 1, shade->u.f.ydivs + 1 };
            for (int i = 0; i < sizes[0] * sizes[1]; i++)
                append_mapped(job, samples, shade->colorspace, shade->u.f.fn_vals + i * n, role);
            function = sampled_function(job, 2, domain, sizes, samples);
        } else {
            float domain[2];
            if (shade->type == FZ_LINEAR || shade->type == FZ_RADIAL) {
                pdf_obj *given = pdf_dict_get(ctx, dict, PDF_NAME(Domain));
                domain[0] = pdf_array_len(ctx, given) == 2 ? pdf_array_get_real(ctx, given, 0) : 0;
                domain[1] = pdf_array_len(ctx, given) == 2 ? pdf_array_get_real(ctx, given, 1) : 1;
            } else {
                domain[0] = shade->u.m.c0[0];
                domain[1] = shade->u.m.c1[0];
            }
            int size = 256;
            for (int i = 0; i < size; i++)
                append_mapped(job, samples, shade->colorspace, shade->function[i], role);
            function = sampled_function(job, 1, domain, &size, samples);
        }
    }
    fz_always(ctx)
        fz_drop_buffer(ctx, samples);
    fz_catch(ctx)
        fz_rethrow(ctx);
    return function;
}

/* Reads and writes the bits of a mesh, most significant first. */
typedef struct bit_cursor {
    const unsigned char *data;
    size_t length, position; /* in bits */
} bit_cursor;

static unsigned read_bits(bit_cursor *cursor, int count)
{
    unsigned value = 0;
    for (int i = 0; i < count; i++, cursor->position++) {
        size_t byte = cursor->position >> 3;
        int bit = byte < cursor->length ? cursor->data[byte] >> (7 - (cursor->position & 7)) & 1 : 0;
        value = value << 1 | (unsigned)bit;
    }
    return value;
}

typedef struct bit_writer {
    fz_context *ctx;
    fz_buffer *buffer;
    unsigned pending;
    int pending_bits;
} bit_writer;

static void write_bits(bit_writer *writer, unsigned value, int count)
{
    for (int i = count - 1; i >= 0; i--) {
        writer->pending = writer->pending << 1 | ((value >> i) & 1);
        if (++writer->pending_bits == 8) {
            fz_append_byte(writer->ctx, writer->buffer, (int)writer->pending);
            writer->pending = 0;
            writer->pending_bits = 0;
        }
    }
}

static void copy_bits(bit_cursor *cursor, bit_writer *writer, int count)
{
    while (count > 0) {
        int part = count > 16 ? 16 : count;
        write_bits(writer, read_bits(cursor, part), part);
        count -= part;
    }
}

/* One vertex colour: `n` components of `bits` bits decoded through `c0`…`c1`, written mapped. */
static void copy_mapped_color(recolor_job *job, fz_shade *shade, bit_cursor *cursor, bit_writer *writer, int role)
{
    int n = fz_colorspace_n(job->ctx, shade->colorspace), bits = shade->u.m.bpcomp;
    float color[FZ_MAX_COLORS], scale = 1.0f / ((bits >= 32 ? 4294967295.0f : (float)((1u << bits) - 1)));
    for (int k = 0; k < n; k++)
        color[k] = shade->u.m.c0[k] + read_bits(cursor, bits) * (shade->u.m.c1[k] - shade->u.m.c0[k]) * scale;
    unsigned char rgb[3];
    recolor_map_color_bytes(job, shade->colorspace, color, role, rgb);
    for (int k = 0; k < 3; k++)
        write_bits(writer, rgb[k], 8);
}

/* The vertex data of mesh `shade` (types 4–7 without a function) with every colour mapped,
   read as MuPDF reads it (no padding between vertices or patches). */
static fz_buffer *mapped_mesh(recolor_job *job, fz_shade *shade, pdf_obj *dict, int role)
{
    fz_context *ctx = job->ctx;
    fz_buffer *data = pdf_load_stream(ctx, dict), *out = NULL;
    fz_var(out);
    fz_try(ctx) {
        out = fz_new_buffer(ctx, fz_buffer_storage(ctx, data, NULL));
        bit_cursor cursor = { NULL, 0, 0 };
        cursor.length = fz_buffer_storage(ctx, data, (unsigned char **)&cursor.data);
        bit_writer writer = { ctx, out, 0, 0 };
        int n = fz_colorspace_n(ctx, shade->colorspace);
        int flag_bits = shade->type == FZ_MESH_TYPE5 ? 0 : shade->u.m.bpflag, coord = shade->u.m.bpcoord;
        size_t total = cursor.length * 8;
        if (shade->type == FZ_MESH_TYPE4 || shade->type == FZ_MESH_TYPE5) {
            size_t vertex = (size_t)flag_bits + 2 * coord + (size_t)n * shade->u.m.bpcomp;
            while (vertex > 0 && cursor.position + vertex <= total) {
                copy_bits(&cursor, &writer, flag_bits + 2 * coord);
                copy_mapped_color(job, shade, &cursor, &writer, role);
            }
        } else {
            int points = shade->type == FZ_MESH_TYPE6 ? 12 : 16;
            while (cursor.position + (size_t)flag_bits <= total) {
                size_t start = cursor.position;
                int flag = (int)read_bits(&cursor, flag_bits);
                int given_points = flag ? points - 4 : points, given_colors = flag ? 2 : 4;
                size_t patch = (size_t)given_points * 2 * coord + (size_t)given_colors * n * shade->u.m.bpcomp;
                if (cursor.position + patch > total)
                    break;
                cursor.position = start;
                copy_bits(&cursor, &writer, flag_bits + given_points * 2 * coord);
                for (int i = 0; i < given_colors; i++)
                    copy_mapped_color(job, shade, &cursor, &writer, role);
            }
        }
        if (writer.pending_bits)
            write_bits(&writer, 0, 8 - writer.pending_bits);
    }
    fz_always(ctx)
        fz_drop_buffer(ctx, data);
    fz_catch(ctx) {
        fz_drop_buffer(ctx, out);
        fz_rethrow(ctx);
    }
    return out;
}

/* `decode` with its colour ranges replaced by three [0 1] ranges (mesh shadings without a function). */
static void put_mapped_decode(fz_context *ctx, pdf_obj *dict)
{
    pdf_obj *old = pdf_dict_get(ctx, dict, PDF_NAME(Decode));
    pdf_obj *decode = pdf_new_array(ctx, pdf_get_bound_document(ctx, dict), 10);
    fz_try(ctx) {
        for (int i = 0; i < 4; i++)
            pdf_array_push_real(ctx, decode, pdf_array_get_real(ctx, old, i));
        for (int i = 0; i < 6; i++)
            pdf_array_push_int(ctx, decode, i % 2);
        pdf_dict_put(ctx, dict, PDF_NAME(Decode), decode);
    }
    fz_always(ctx)
        pdf_drop_obj(ctx, decode);
    fz_catch(ctx)
        fz_rethrow(ctx);
}

pdf_obj *recolor_shading(recolor_job *job, pdf_obj *shading, int role)
{
    fz_context *ctx = job->ctx;
    int variant = RECOLOR_CACHE_SHADING + 256 * (role & RECOLOR_ROLE_HIGHLIGHT);
    pdf_obj *rewritten = recolor_cached(job, shading, variant);
    if (rewritten)
        return rewritten;
    fz_shade *shade = pdf_load_shading(ctx, job->doc, shading);
    pdf_obj *dict = NULL, *function = NULL;
    fz_buffer *mesh = NULL;
    fz_var(dict);
    fz_var(function);
    fz_var(mesh);
    fz_var(rewritten);
    fz_try(ctx) {
        dict = pdf_copy_dict(ctx, shading);
        pdf_dict_put(ctx, dict, PDF_NAME(ColorSpace), PDF_NAME(DeviceRGB));
        if (shade->use_background) {
            float rgb[3];
            recolor_map_color(job, shade->colorspace, shade->background, role, rgb);
            pdf_obj *background = pdf_dict_put_array(ctx, dict, PDF_NAME(Background), 3);
            for (int i = 0; i < 3; i++)
                pdf_array_push_real(ctx, background, rgb[i]);
        }
        int mesh_type = shade->type >= FZ_MESH_TYPE4;
        if (shade->type == FZ_FUNCTION_BASED || shade->use_function) {
            function = mapped_function(job, shade, shading, role);
            pdf_dict_put(ctx, dict, PDF_NAME(Function), function);
            if (mesh_type)
                mesh = pdf_load_stream(ctx, shading);
        } else if (mesh_type) {
            mesh = mapped_mesh(job, shade, shading, role);
            pdf_dict_put_int(ctx, dict, PDF_NAME(BitsPerComponent), 8);
            put_mapped_decode(ctx, dict);
        }
        if (mesh)
            rewritten = recolor_new_stream(job, dict, mesh);
        else
            rewritten = pdf_add_object(ctx, job->doc, dict);
        recolor_cache(job, shading, variant, rewritten);
    }
    fz_always(ctx) {
        fz_drop_shade(ctx, shade);
        pdf_drop_obj(ctx, dict);
        pdf_drop_obj(ctx, function);
        fz_drop_buffer(ctx, mesh);
    }
    fz_catch(ctx) {
        pdf_drop_obj(ctx, rewritten);
        fz_rethrow(ctx);
    }
    return rewritten;
}

pdf_obj *recolor_shading_pattern(recolor_job *job, pdf_obj *pattern, int role)
{
    fz_context *ctx = job->ctx;
    int variant = RECOLOR_CACHE_SHADING_PATTERN + 256 * (role & RECOLOR_ROLE_HIGHLIGHT);
    pdf_obj *rewritten = recolor_cached(job, pattern, variant);
    if (rewritten)
        return rewritten;
    pdf_obj *dict = pdf_copy_dict(ctx, pattern), *shading = NULL, *state = NULL;
    fz_var(shading);
    fz_var(state);
    fz_var(rewritten);
    fz_try(ctx) {
        shading = recolor_shading(job, pdf_dict_get(ctx, pattern, PDF_NAME(Shading)), role);
        pdf_dict_put(ctx, dict, PDF_NAME(Shading), shading);
        pdf_obj *extgstate = pdf_dict_get(ctx, pattern, PDF_NAME(ExtGState));
        if (extgstate) {
            state = recolor_extgstate(job, extgstate);
            pdf_dict_put(ctx, dict, PDF_NAME(ExtGState), state);
        }
        rewritten = pdf_add_object(ctx, job->doc, dict);
        recolor_cache(job, pattern, variant, rewritten);
    }
    fz_always(ctx) {
        pdf_drop_obj(ctx, dict);
        pdf_drop_obj(ctx, shading);
        pdf_drop_obj(ctx, state);
    }
    fz_catch(ctx) {
        pdf_drop_obj(ctx, rewritten);
        fz_rethrow(ctx);
    }
    return rewritten;
}

/* The blend mode that draws on the mapped page what `mode` draws on the day page: with dark
   paper, Multiply (which darkens white paper to the colour) becomes Screen (which lightens
   black paper to it) and so on; modes that are their own mirror image stay. */
static pdf_obj *turned_blend_mode(fz_context *ctx, pdf_obj *mode)
{
    static const char *pairs[][2] = {
        { "Multiply", "Screen" }, { "Darken", "Lighten" }, { "ColorBurn", "ColorDodge" },
    };
    const char *name = pdf_to_name(ctx, mode);
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
        for (int side = 0; side < 2; side++)
            if (!strcmp(name, pairs[i][side]))
                return pdf_new_name(ctx, pairs[i][1 - side]);
    return NULL;
}

pdf_obj *recolor_extgstate(recolor_job *job, pdf_obj *extgstate)
{
    fz_context *ctx = job->ctx;
    pdf_obj *mode = pdf_dict_get(ctx, extgstate, PDF_NAME(BM));
    if (pdf_is_array(ctx, mode))
        mode = pdf_array_get(ctx, mode, 0);
    if (!job->rule->inverts || !pdf_is_name(ctx, mode))
        return pdf_keep_obj(ctx, extgstate);
    pdf_obj *rewritten = recolor_cached(job, extgstate, RECOLOR_CACHE_EXTGSTATE);
    if (rewritten)
        return rewritten;
    pdf_obj *turned = turned_blend_mode(ctx, mode);
    if (!turned)
        return pdf_keep_obj(ctx, extgstate);
    pdf_obj *dict = NULL;
    fz_var(dict);
    fz_var(rewritten);
    fz_try(ctx) {
        dict = pdf_copy_dict(ctx, extgstate);
        pdf_dict_put(ctx, dict, PDF_NAME(BM), turned);
        rewritten = pdf_add_object(ctx, job->doc, dict);
        recolor_cache(job, extgstate, RECOLOR_CACHE_EXTGSTATE, rewritten);
    }
    fz_always(ctx) {
        pdf_drop_obj(ctx, dict);
        pdf_drop_obj(ctx, turned);
    }
    fz_catch(ctx) {
        pdf_drop_obj(ctx, rewritten);
        fz_rethrow(ctx);
    }
    return rewritten;
}
