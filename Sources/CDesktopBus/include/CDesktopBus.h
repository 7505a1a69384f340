/*
 * CDesktopBus: the only code in sdlpdf that talks D-Bus, through sd-bus
 * (libsystemd). One connection to the session bus serves a window: the XDG
 * desktop portal's color-scheme (read, and followed through SettingChanged)
 * and the window's own interface, org.sdlpdf.Viewer on /org/sdlpdf/Viewer
 * under the name org.sdlpdf.Viewer.PID-<pid>.
 *
 * sd-bus is not thread-safe: a connection is used by the one thread that
 * runs sdlpdf_bus_run. The other threads only hand it work through the
 * functions marked "any thread" (a queue under a mutex, an eventfd wakes the
 * loop). Failures come back as a sdlpdf_bus_error record with one readable line.
 */
#ifndef CDESKTOPBUS_H
#define CDESKTOPBUS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct sdlpdf_bus_error {
    int failed;
    char message[512];
} sdlpdf_bus_error;

typedef struct sdlpdf_bus sdlpdf_bus;

/* The methods of org.sdlpdf.Viewer. */
typedef enum sdlpdf_bus_method {
    SDLPDF_BUS_OPEN_DOCUMENT,     /* text: path, password, page (int32, -1: where the reader left) */
    SDLPDF_BUS_GOTO_PAGE,         /* page, from 0 */
    SDLPDF_BUS_SET_APPEARANCE,    /* text: "default", "night", "sepia,night", "auto" */
    SDLPDF_BUS_RELOAD,
    SDLPDF_BUS_HIGHLIGHT_RECTS,   /* page, rects (points from the page's top-left) */
    SDLPDF_BUS_SYNCTEX_VIEW,      /* text: input (TeX file), line, column */
} sdlpdf_bus_method;

typedef struct sdlpdf_bus_rect {
    double x0, y0, x1, y1;
} sdlpdf_bus_rect;

/* One method call, valid during the request handler only. */
typedef struct sdlpdf_bus_request {
    uint64_t serial; /* names the call for sdlpdf_bus_reply */
    sdlpdf_bus_method method;
    const char *text;
    const char *password;
    int64_t page;
    uint32_t line, column;
    const sdlpdf_bus_rect *rects;
    size_t rect_count;
} sdlpdf_bus_request;

/* How a call is answered. */
typedef enum sdlpdf_bus_reply_kind {
    SDLPDF_BUS_REPLY_OK,
    SDLPDF_BUS_REPLY_INVALID_ARGS, /* org.freedesktop.DBus.Error.InvalidArgs */
    SDLPDF_BUS_REPLY_FAILED,       /* org.freedesktop.DBus.Error.Failed */
} sdlpdf_bus_reply_kind;

/* Called on the bus thread. */
typedef void (*sdlpdf_bus_request_handler)(void *context, const sdlpdf_bus_request *request);
/* The portal's color-scheme (0 no preference, 1 prefer dark, 2 prefer light),
   or, with `failure` set, why there is none (then `scheme` is 0). */
typedef void (*sdlpdf_bus_color_scheme_handler)(void *context, uint32_t scheme, const char *failure);
/* Something went wrong on the bus that the reader may want to know. */
typedef void (*sdlpdf_bus_notice_handler)(void *context, const char *message);

/* A connection that is not connected yet; sdlpdf_bus_run connects it. */
sdlpdf_bus *sdlpdf_bus_new(void *context, sdlpdf_bus_color_scheme_handler color_scheme,
                           sdlpdf_bus_notice_handler notice, sdlpdf_bus_error *error);

/* Connects to the session bus, asks the portal for color-scheme and
   subscribes to its changes, then handles the bus until sdlpdf_bus_stop.
   Returns 0, or -1 with `error` filled when there is no session bus. */
int sdlpdf_bus_run(sdlpdf_bus *bus, sdlpdf_bus_error *error);

/* Any thread: offers org.sdlpdf.Viewer as `name`; calls go to `handler` on the bus thread. */
void sdlpdf_bus_publish_viewer(sdlpdf_bus *bus, const char *name, sdlpdf_bus_request_handler handler);

/* Any thread: answers call `serial`; `message` (NULL for OK) says why it failed. */
void sdlpdf_bus_reply(sdlpdf_bus *bus, uint64_t serial, sdlpdf_bus_reply_kind kind, const char *message);

/* Any thread: the properties the interface shows; changes are signalled
   (PropertiesChanged). Page numbers from 0. */
void sdlpdf_bus_set_properties(sdlpdf_bus *bus, const char *filename, uint32_t page, uint32_t page_count,
                               const char *appearance_mode);

/* Any thread, once the window's first frame is on screen: questions to the
   desktop portal may start it from now on (before, one that is not running is
   asked again then, so that starting it does not slow the first frame). */
void sdlpdf_bus_allow_portal_start(sdlpdf_bus *bus);

/* Any thread: ends sdlpdf_bus_run; its connection releases the name and closes. */
void sdlpdf_bus_stop(sdlpdf_bus *bus);

/* Frees a connection whose sdlpdf_bus_run has returned (or never ran). */
void sdlpdf_bus_free(sdlpdf_bus *bus);

/* Blocking calls for a client (sdlpdf --synctex-forward, --version --verbose),
   each on a connection of its own, each failing within `timeout_ms`. */

/* The portal's color-scheme now. Returns 0, or -1 with `error`. */
int sdlpdf_bus_read_color_scheme(uint32_t timeout_ms, uint32_t *scheme, sdlpdf_bus_error *error);

/* The bus name of a window showing `path` (compared by the canonical path),
   written into `name`. Returns 1 when found, 0 when no window shows it, -1
   with `error` when the bus cannot be asked. */
int sdlpdf_bus_find_viewer(const char *path, uint32_t timeout_ms, char *name, size_t name_size, sdlpdf_bus_error *error);

/* Calls SynctexView(input, line, column) on the window `name`. Returns 0, or
   -1 with the window's answer in `error`. */
int sdlpdf_bus_call_synctex_view(const char *name, const char *input, uint32_t line, uint32_t column, uint32_t timeout_ms,
                                 sdlpdf_bus_error *error);

#ifdef __cplusplus
}
#endif

#endif
