/* Image masks the size of what they hold (image-mask-bounds): where on a tile
   the surveyed images can cover pixels at all, and whether one coverage byte
   a pixel serves every choice of kept images. */
#include "shim.h"
#include "image_survey.h"

cmupdf_irect cmupdf_image_mask_bounds(const cmupdf_image_survey *survey, cmupdf_matrix transform, int origin_x,
                                      int origin_y, int width, int height)
{
    cmupdf_irect none = { 0, 0, 0, 0 }, tile = { 0, 0, width, height };
    fz_rect bounds = survey->image_bounds;
    if (!fz_is_valid_rect(bounds))
        return none;
    if (fz_is_infinite_rect(bounds))
        return tile;
    fz_matrix ctm = fz_make_matrix(transform.a, transform.b, transform.c, transform.d, transform.e, transform.f);
    fz_irect pixels = fz_irect_from_rect(fz_transform_rect(bounds, ctm));
    /* A pixel more each side: the draw device fits upright images to whole pixels and antialiases edges. */
    cmupdf_irect box = {
        fz_maxi(pixels.x0 - 1 - origin_x, 0), fz_maxi(pixels.y0 - 1 - origin_y, 0),
        fz_mini(pixels.x1 + 1 - origin_x, width), fz_mini(pixels.y1 + 1 - origin_y, height),
    };
    return box.x0 < box.x1 && box.y0 < box.y1 ? box : none;
}

int cmupdf_image_survey_all_photos(const cmupdf_image_survey *survey)
{
    if (survey->count == 0 || survey->count == SURVEY_RECORDED_IMAGES)
        return 0;
    for (int i = 0; i < survey->count; i++)
        if (survey->entries[i].info.kind != CMUPDF_IMAGE_PHOTO)
            return 0;
    return 1;
}
