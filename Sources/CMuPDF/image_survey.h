/* The image survey's records (image_mask.c), shared with the files that read
   more of them than the public accessors give (image_mask_bounds.c). */
#ifndef CMUPDF_IMAGE_SURVEY_H
#define CMUPDF_IMAGE_SURVEY_H

#include "shim.h"

/* Most distinct images the survey records at all. */
#define SURVEY_RECORDED_IMAGES 4096

typedef struct survey_entry {
    fz_image *image;
    float coverage;
    cmupdf_image_info info;
} survey_entry;

struct cmupdf_image_survey {
    int count;
    int capacity;
    float page_area;
    /* Union of where the surveyed images are drawn, in the space the display
       list was run in; infinite when an image is drawn by a tiling pattern. */
    fz_rect image_bounds;
    survey_entry *entries;
};

/* The kind (CMUPDF_IMAGE_*) the survey gave `image`, -1 when it did not meet it. */
int cmupdf_image_survey_kind_of(const cmupdf_image_survey *survey, const fz_image *image);
/* The kind `image` is by the survey's rule, drawn at `coverage` of the page (throws). */
int cmupdf_image_kind(fz_context *ctx, fz_image *image, float coverage);

#endif
