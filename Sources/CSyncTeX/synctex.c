#include "CSyncTeX.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <synctex/synctex_parser.h>
#include <unistd.h>

struct sdlpdf_synctex {
    synctex_scanner_p scanner;
};

static void fail(sdlpdf_synctex_error *error, const char *format, ...) __attribute__((format(printf, 2, 3)));

static void fail(sdlpdf_synctex_error *error, const char *format, ...) {
    if (error == NULL) return;
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(error->message, sizeof error->message, format, arguments);
    va_end(arguments);
    error->failed = 1;
}

/* Whether PDF's SyncTeX file (PDF less ".pdf", then ".synctex.gz" or ".synctex") exists. */
static int synctex_file_exists(const char *pdf_path) {
    size_t length = strlen(pdf_path);
    const char *dot = strrchr(pdf_path, '.');
    size_t stem = dot != NULL && strchr(dot, '/') == NULL ? (size_t)(dot - pdf_path) : length;
    char *candidate = malloc(stem + sizeof ".synctex.gz");
    if (candidate == NULL) return 0;
    memcpy(candidate, pdf_path, stem);
    strcpy(candidate + stem, ".synctex.gz");
    int exists = access(candidate, R_OK) == 0;
    if (!exists) {
        strcpy(candidate + stem, ".synctex");
        exists = access(candidate, R_OK) == 0;
    }
    free(candidate);
    return exists;
}

sdlpdf_synctex *sdlpdf_synctex_open(const char *pdf_path, sdlpdf_synctex_error *error) {
    if (!synctex_file_exists(pdf_path)) {
        fail(error, "no SyncTeX file (.synctex.gz) beside %s; build it with pdflatex -synctex=1", pdf_path);
        return NULL;
    }
    synctex_scanner_p scanner = synctex_scanner_new_with_output_file(pdf_path, NULL, 1);
    if (scanner == NULL) {
        fail(error, "the SyncTeX file beside %s cannot be read (damaged or of another version)", pdf_path);
        return NULL;
    }
    sdlpdf_synctex *synctex = malloc(sizeof *synctex);
    if (synctex == NULL) {
        synctex_scanner_free(scanner);
        fail(error, "no memory for the SyncTeX file of %s", pdf_path);
        return NULL;
    }
    synctex->scanner = scanner;
    return synctex;
}

int sdlpdf_synctex_forward(sdlpdf_synctex *synctex, const char *input, int line, int column, sdlpdf_synctex_box *boxes,
                           size_t capacity, sdlpdf_synctex_error *error) {
    synctex_status_t status = synctex_display_query(synctex->scanner, input, line, column, -1);
    if (status < 0) {
        fail(error, "SyncTeX cannot look up line %d of %s (status %d)", line, input, (int)status);
        return -1;
    }
    int count = 0;
    synctex_node_p node;
    while ((node = synctex_scanner_next_result(synctex->scanner)) != NULL) {
        if ((size_t)count < capacity) {
            double width = synctex_node_box_visible_width(node);
            double height = synctex_node_box_visible_height(node) + synctex_node_box_visible_depth(node);
            double x = synctex_node_box_visible_h(node);
            boxes[count] = (sdlpdf_synctex_box){
                .page = synctex_node_page(node) - 1,
                .x = width < 0 ? x + width : x,
                .y = synctex_node_box_visible_v(node) - synctex_node_box_visible_height(node),
                .width = fabs(width),
                .height = fabs(height),
            };
        }
        count++;
    }
    return count;
}

int sdlpdf_synctex_inverse(sdlpdf_synctex *synctex, int page, double x, double y, char *input, size_t input_size, int *line,
                           int *column, sdlpdf_synctex_error *error) {
    synctex_status_t status = synctex_edit_query(synctex->scanner, page + 1, (float)x, (float)y);
    if (status < 0) {
        fail(error, "SyncTeX cannot look up page %d at %.0f, %.0f (status %d)", page + 1, x, y, (int)status);
        return -1;
    }
    synctex_node_p node = status > 0 ? synctex_scanner_next_result(synctex->scanner) : NULL;
    if (node == NULL) return 0;
    const char *name = synctex_scanner_get_name(synctex->scanner, synctex_node_tag(node));
    if (name == NULL) return 0;
    if (strlen(name) >= input_size) {
        fail(error, "the source file's name is too long (%zu bytes)", strlen(name));
        return -1;
    }
    strcpy(input, name);
    *line = synctex_node_line(node);
    *column = synctex_node_column(node);
    return 1;
}

void sdlpdf_synctex_close(sdlpdf_synctex *synctex) {
    if (synctex == NULL) return;
    synctex_scanner_free(synctex->scanner);
    free(synctex);
}
