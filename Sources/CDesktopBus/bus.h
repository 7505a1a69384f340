/* What the files of CDesktopBus share: the connection record and its helpers. */
#ifndef SDLPDF_BUS_PRIVATE_H
#define SDLPDF_BUS_PRIVATE_H

#include "CDesktopBus.h"

#include <pthread.h>
#include <systemd/sd-bus.h>

#define SDLPDF_BUS_OBJECT_PATH "/org/sdlpdf/Viewer"
#define SDLPDF_BUS_INTERFACE "org.sdlpdf.Viewer"
#define SDLPDF_BUS_NAME_PREFIX "org.sdlpdf.Viewer.PID-"

#define PORTAL_NAME "org.freedesktop.portal.Desktop"
#define PORTAL_PATH "/org/freedesktop/portal/desktop"
#define PORTAL_SETTINGS "org.freedesktop.portal.Settings"
#define APPEARANCE_NAMESPACE "org.freedesktop.appearance"
#define COLOR_SCHEME_KEY "color-scheme"

/* A call waiting for the main loop's answer (bus thread only). */
struct sdlpdf_pending_call {
    uint64_t serial;
    sd_bus_message *call;
    struct sdlpdf_pending_call *next;
};

/* An answer the main loop gave, waiting for the bus thread (under the lock). */
struct sdlpdf_queued_reply {
    uint64_t serial;
    sdlpdf_bus_reply_kind kind;
    char *message;
    struct sdlpdf_queued_reply *next;
};

struct sdlpdf_bus {
    /* Set at creation, read by every thread. */
    void *context;
    sdlpdf_bus_color_scheme_handler color_scheme;
    sdlpdf_bus_notice_handler notice;
    int wake_fd;

    pthread_mutex_t lock;
    /* Under `lock`. */
    int stopping;
    char *publish_name; /* set until the bus thread publishes */
    sdlpdf_bus_request_handler handler;
    struct sdlpdf_queued_reply *replies;
    char *filename;
    uint32_t page, page_count;
    char *appearance_mode;
    int properties_changed;
    int may_start_portal; /* the first frame is on screen */

    /* Bus thread only. */
    sd_bus *bus;
    struct sdlpdf_pending_call *pending;
    uint64_t next_serial;
    int published;
    int tried_old_read;
    int starts_portal;          /* questions to the portal start it when it is not running */
    int asked_starting;         /* the last question would start it */
    int portal_waits_for_start; /* it was not running when asked */
};

/* Fills `error` with a formatted line (error may be NULL). */
void sdlpdf_bus_fail(sdlpdf_bus_error *error, const char *format, ...) __attribute__((format(printf, 2, 3)));

/* Tells the reader through the notice handler. */
void sdlpdf_bus_tell(sdlpdf_bus *bus, const char *format, ...) __attribute__((format(printf, 2, 3)));

/* Asks the portal for color-scheme and subscribes to its changes (bus thread). */
void sdlpdf_bus_watch_portal(sdlpdf_bus *bus);

/* The first frame is on screen: from now on questions start the portal, and
   the one it was not running for is asked again (bus thread). */
void sdlpdf_bus_start_portal_if_waiting(sdlpdf_bus *bus);

/* Reads the color-scheme from a portal answer: a variant holding a uint32,
   or (the old Read) a variant holding such a variant. */
int sdlpdf_bus_read_scheme(sd_bus_message *message, uint32_t *scheme);

/* Adds the object and requests the name (bus thread). */
int sdlpdf_bus_add_viewer_object(sdlpdf_bus *bus, const char *name);

/* Sends the queued replies and signals the changed properties (bus thread). */
void sdlpdf_bus_send_queued(sdlpdf_bus *bus);

/* Answers every call still waiting: the window is closing (bus thread). */
void sdlpdf_bus_abandon_pending(sdlpdf_bus *bus);

/* "no such method" and the like, as a line: the error's message, else its name, else errno's text. */
const char *sdlpdf_bus_describe(const sd_bus_error *error, int result);

#endif
