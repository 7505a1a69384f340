/* Blocking calls of a short-lived client: the portal's color-scheme for
   --version --verbose, and finding and driving a window for --synctex-forward. */
#include "bus.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* A session bus connection whose calls fail after `timeout_ms`; NULL with `error`. */
static sd_bus *connect_client(uint32_t timeout_ms, sdlpdf_bus_error *error) {
    sd_bus *bus = NULL;
    int result = sd_bus_open_user(&bus);
    if (result < 0) {
        sdlpdf_bus_fail(error, "no session bus (%s)", strerror(-result));
        return NULL;
    }
    sd_bus_set_method_call_timeout(bus, (uint64_t)timeout_ms * 1000u);
    return bus;
}

int sdlpdf_bus_read_color_scheme(uint32_t timeout_ms, uint32_t *scheme, sdlpdf_bus_error *error) {
    sd_bus *bus = connect_client(timeout_ms, error);
    if (bus == NULL) return -1;
    sd_bus_error call_error = SD_BUS_ERROR_NULL;
    sd_bus_message *reply = NULL;
    int result = sd_bus_call_method(bus, PORTAL_NAME, PORTAL_PATH, PORTAL_SETTINGS, "ReadOne", &call_error, &reply, "ss",
                                    APPEARANCE_NAMESPACE, COLOR_SCHEME_KEY);
    if (result < 0 && sd_bus_error_has_name(&call_error, SD_BUS_ERROR_UNKNOWN_METHOD)) {
        sd_bus_error_free(&call_error);
        result = sd_bus_call_method(bus, PORTAL_NAME, PORTAL_PATH, PORTAL_SETTINGS, "Read", &call_error, &reply, "ss",
                                    APPEARANCE_NAMESPACE, COLOR_SCHEME_KEY);
    }
    if (result < 0) {
        if (sd_bus_error_has_names(&call_error, SD_BUS_ERROR_SERVICE_UNKNOWN, SD_BUS_ERROR_NAME_HAS_NO_OWNER)) {
            sdlpdf_bus_fail(error, "no desktop portal on the session bus");
        } else {
            sdlpdf_bus_fail(error, "the desktop portal gives no color-scheme (%s)", sdlpdf_bus_describe(&call_error, result));
        }
    } else if ((result = sdlpdf_bus_read_scheme(reply, scheme)) < 0) {
        sdlpdf_bus_fail(error, "the desktop portal's color-scheme is not a number (%s)", strerror(-result));
    }
    sd_bus_error_free(&call_error);
    sd_bus_message_unref(reply);
    sd_bus_flush_close_unref(bus);
    return result < 0 ? -1 : 0;
}

int sdlpdf_bus_find_viewer(const char *path, uint32_t timeout_ms, char *name, size_t name_size, sdlpdf_bus_error *error) {
    char wanted[PATH_MAX];
    if (realpath(path, wanted) == NULL) {
        sdlpdf_bus_fail(error, "cannot find %s", path);
        return -1;
    }
    sd_bus *bus = connect_client(timeout_ms, error);
    if (bus == NULL) return -1;
    char **names = NULL;
    int result = sd_bus_list_names(bus, &names, NULL);
    if (result < 0) {
        sdlpdf_bus_fail(error, "cannot list the session bus's names (%s)", strerror(-result));
        sd_bus_flush_close_unref(bus);
        return -1;
    }
    int found = 0;
    for (char **each = names; each != NULL && *each != NULL; each++) {
        if (!found && strncmp(*each, SDLPDF_BUS_NAME_PREFIX, strlen(SDLPDF_BUS_NAME_PREFIX)) == 0) {
            char *shown = NULL;
            char canonical[PATH_MAX];
            if (sd_bus_get_property_string(bus, *each, SDLPDF_BUS_OBJECT_PATH, SDLPDF_BUS_INTERFACE, "filename", NULL,
                                           &shown) >= 0 &&
                realpath(shown, canonical) != NULL && strcmp(canonical, wanted) == 0 && strlen(*each) < name_size) {
                strcpy(name, *each);
                found = 1;
            }
            free(shown);
        }
        free(*each);
    }
    free(names);
    sd_bus_flush_close_unref(bus);
    return found;
}

int sdlpdf_bus_call_synctex_view(const char *name, const char *input, uint32_t line, uint32_t column, uint32_t timeout_ms,
                                 sdlpdf_bus_error *error) {
    sd_bus *bus = connect_client(timeout_ms, error);
    if (bus == NULL) return -1;
    sd_bus_error call_error = SD_BUS_ERROR_NULL;
    int result = sd_bus_call_method(bus, name, SDLPDF_BUS_OBJECT_PATH, SDLPDF_BUS_INTERFACE, "SynctexView", &call_error, NULL,
                                    "suu", input, line, column);
    if (result < 0) sdlpdf_bus_fail(error, "%s", sdlpdf_bus_describe(&call_error, result));
    sd_bus_error_free(&call_error);
    sd_bus_flush_close_unref(bus);
    return result < 0 ? -1 : 0;
}
