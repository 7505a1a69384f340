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

#endif
