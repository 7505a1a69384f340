/* The XDG desktop portal's color-scheme: read once, then followed. */
#include "bus.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

int sdlpdf_bus_read_scheme(sd_bus_message *message, uint32_t *scheme) {
    for (int depth = 0; depth < 3; depth++) {
        char type = 0;
        const char *contents = NULL;
        int result = sd_bus_message_peek_type(message, &type, &contents);
        if (result <= 0) return result < 0 ? result : -EBADMSG;
        if (type == SD_BUS_TYPE_UINT32) return sd_bus_message_read(message, "u", scheme);
        if (type != SD_BUS_TYPE_VARIANT) return -EBADMSG;
        result = sd_bus_message_enter_container(message, SD_BUS_TYPE_VARIANT, contents);
        if (result < 0) return result;
    }
    return -EBADMSG;
}

/* Reports the scheme in `message`, or why it holds none. */
static void report_scheme(sdlpdf_bus *bus, sd_bus_message *message, const char *what) {
    uint32_t scheme = 0;
    int result = sdlpdf_bus_read_scheme(message, &scheme);
    if (result < 0) {
        char failure[256];
        snprintf(failure, sizeof failure, "the desktop portal's %s is not a number (%s)", what, strerror(-result));
        bus->color_scheme(bus->context, 0, failure);
        return;
    }
    bus->color_scheme(bus->context, scheme, NULL);
}

static int on_read(sd_bus_message *reply, void *userdata, sd_bus_error *ret_error);

/* Asks with `method`: ReadOne (portal version 2), else the older Read. Until
   the window's first frame is on screen the question does not start a portal
   that is not running (`starts_portal`): starting it (and its backend and
   dconf) takes the processor the first frame needs. */
static void ask(sdlpdf_bus *bus, const char *method) {
    sd_bus_message *call = NULL;
    int result = sd_bus_message_new_method_call(bus->bus, &call, PORTAL_NAME, PORTAL_PATH, PORTAL_SETTINGS, method);
    bus->asked_starting = bus->starts_portal;
    if (result >= 0) result = sd_bus_message_set_auto_start(call, bus->starts_portal);
    if (result >= 0) result = sd_bus_message_append(call, "ss", APPEARANCE_NAMESPACE, COLOR_SCHEME_KEY);
    if (result >= 0) result = sd_bus_call_async(bus->bus, NULL, call, on_read, bus, 0);
    sd_bus_message_unref(call);
    if (result < 0) {
        char failure[256];
        snprintf(failure, sizeof failure, "cannot ask the desktop portal (%s)", strerror(-result));
        bus->color_scheme(bus->context, 0, failure);
    }
}

static int on_read(sd_bus_message *reply, void *userdata, sd_bus_error *ret_error) {
    (void)ret_error;
    sdlpdf_bus *bus = userdata;
    const sd_bus_error *error = sd_bus_message_get_error(reply);
    if (error == NULL) {
        report_scheme(bus, reply, "color-scheme");
        return 0;
    }
    if (sd_bus_error_has_name(error, SD_BUS_ERROR_UNKNOWN_METHOD) && !bus->tried_old_read) {
        bus->tried_old_read = 1;
        ask(bus, "Read");
        return 0;
    }
    int not_running = sd_bus_error_has_names(error, SD_BUS_ERROR_SERVICE_UNKNOWN, SD_BUS_ERROR_NAME_HAS_NO_OWNER);
    if (not_running && !bus->asked_starting) {
        /* Asked again, starting it, once the first frame is on screen. */
        bus->portal_waits_for_start = 1;
        if (bus->starts_portal) sdlpdf_bus_start_portal_if_waiting(bus);
        return 0;
    }
    char failure[300];
    if (not_running) {
        snprintf(failure, sizeof failure, "no desktop portal on the session bus");
    } else {
        snprintf(failure, sizeof failure, "the desktop portal gives no color-scheme (%s)", sdlpdf_bus_describe(error, 0));
    }
    bus->color_scheme(bus->context, 0, failure);
    return 0;
}

static int on_setting_changed(sd_bus_message *signal, void *userdata, sd_bus_error *ret_error) {
    (void)ret_error;
    sdlpdf_bus *bus = userdata;
    const char *namespace = NULL, *key = NULL;
    if (sd_bus_message_read(signal, "ss", &namespace, &key) < 0) return 0;
    if (strcmp(namespace, APPEARANCE_NAMESPACE) != 0 || strcmp(key, COLOR_SCHEME_KEY) != 0) return 0;
    report_scheme(bus, signal, "changed color-scheme");
    return 0;
}

void sdlpdf_bus_watch_portal(sdlpdf_bus *bus) {
    /* No sender in the match: the signal comes from the portal's unique
       name, which sd-bus cannot tell is the well-known one. */
    int result = sd_bus_match_signal_async(bus->bus, NULL, NULL, PORTAL_PATH, PORTAL_SETTINGS, "SettingChanged",
                                           on_setting_changed, NULL, bus);
    if (result < 0) sdlpdf_bus_tell(bus, "cannot follow the desktop's color-scheme (%s)", strerror(-result));
    ask(bus, "ReadOne");
}

void sdlpdf_bus_start_portal_if_waiting(sdlpdf_bus *bus) {
    bus->starts_portal = 1;
    if (!bus->portal_waits_for_start) return;
    bus->portal_waits_for_start = 0;
    bus->tried_old_read = 0;
    ask(bus, "ReadOne");
}
