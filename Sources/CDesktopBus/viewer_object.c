/* org.sdlpdf.Viewer on /org/sdlpdf/Viewer: method calls handed to the main
   loop and answered when it has carried them out; properties from the
   snapshot the main loop keeps up to date. */
#include "bus.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* Keeps the call until the main loop answers, and hands it over. */
static int hand_over(sd_bus_message *call, sdlpdf_bus *bus, sdlpdf_bus_request *request) {
    struct sdlpdf_pending_call *pending = calloc(1, sizeof *pending);
    if (pending == NULL) return -ENOMEM;
    pending->serial = ++bus->next_serial;
    pending->call = sd_bus_message_ref(call);
    pending->next = bus->pending;
    bus->pending = pending;
    request->serial = pending->serial;
    pthread_mutex_lock(&bus->lock);
    sdlpdf_bus_request_handler handler = bus->handler;
    pthread_mutex_unlock(&bus->lock);
    handler(bus->context, request);
    return 1;
}

static int open_document(sd_bus_message *call, void *userdata, sd_bus_error *ret_error) {
    (void)ret_error;
    const char *path = NULL, *password = NULL;
    int32_t page = 0;
    int result = sd_bus_message_read(call, "ssi", &path, &password, &page);
    if (result < 0) return result;
    sdlpdf_bus_request request = {.method = SDLPDF_BUS_OPEN_DOCUMENT, .text = path, .password = password, .page = page};
    return hand_over(call, userdata, &request);
}

static int goto_page(sd_bus_message *call, void *userdata, sd_bus_error *ret_error) {
    (void)ret_error;
    uint32_t page = 0;
    int result = sd_bus_message_read(call, "u", &page);
    if (result < 0) return result;
    sdlpdf_bus_request request = {.method = SDLPDF_BUS_GOTO_PAGE, .page = page};
    return hand_over(call, userdata, &request);
}

static int set_appearance_mode(sd_bus_message *call, void *userdata, sd_bus_error *ret_error) {
    (void)ret_error;
    const char *mode = NULL;
    int result = sd_bus_message_read(call, "s", &mode);
    if (result < 0) return result;
    sdlpdf_bus_request request = {.method = SDLPDF_BUS_SET_APPEARANCE, .text = mode};
    return hand_over(call, userdata, &request);
}

static int reload(sd_bus_message *call, void *userdata, sd_bus_error *ret_error) {
    (void)ret_error;
    sdlpdf_bus_request request = {.method = SDLPDF_BUS_RELOAD};
    return hand_over(call, userdata, &request);
}

static int highlight_rects(sd_bus_message *call, void *userdata, sd_bus_error *ret_error) {
    (void)ret_error;
    uint32_t page = 0;
    int result = sd_bus_message_read(call, "u", &page);
    if (result < 0) return result;
    result = sd_bus_message_enter_container(call, SD_BUS_TYPE_ARRAY, "(dddd)");
    if (result < 0) return result;
    size_t count = 0, capacity = 8;
    sdlpdf_bus_rect *rects = malloc(capacity * sizeof *rects);
    if (rects == NULL) return -ENOMEM;
    sdlpdf_bus_rect rect;
    while ((result = sd_bus_message_read(call, "(dddd)", &rect.x0, &rect.y0, &rect.x1, &rect.y1)) > 0) {
        if (count == capacity) {
            capacity *= 2;
            sdlpdf_bus_rect *grown = realloc(rects, capacity * sizeof *rects);
            if (grown == NULL) {
                free(rects);
                return -ENOMEM;
            }
            rects = grown;
        }
        rects[count++] = rect;
    }
    if (result < 0) {
        free(rects);
        return result;
    }
    sdlpdf_bus_request request = {.method = SDLPDF_BUS_HIGHLIGHT_RECTS, .page = page, .rects = rects, .rect_count = count};
    result = hand_over(call, userdata, &request);
    free(rects);
    return result;
}

static int synctex_view(sd_bus_message *call, void *userdata, sd_bus_error *ret_error) {
    (void)ret_error;
    const char *input = NULL;
    uint32_t line = 0, column = 0;
    int result = sd_bus_message_read(call, "suu", &input, &line, &column);
    if (result < 0) return result;
    sdlpdf_bus_request request = {.method = SDLPDF_BUS_SYNCTEX_VIEW, .text = input, .line = line, .column = column};
    return hand_over(call, userdata, &request);
}

static int string_property(sd_bus *connection, const char *path, const char *interface, const char *property,
                           sd_bus_message *reply, void *userdata, sd_bus_error *ret_error) {
    (void)connection, (void)path, (void)interface, (void)ret_error;
    sdlpdf_bus *bus = userdata;
    pthread_mutex_lock(&bus->lock);
    const char *value = strcmp(property, "filename") == 0 ? bus->filename : bus->appearance_mode;
    int result = sd_bus_message_append(reply, "s", value != NULL ? value : "");
    pthread_mutex_unlock(&bus->lock);
    return result;
}

static int number_property(sd_bus *connection, const char *path, const char *interface, const char *property,
                           sd_bus_message *reply, void *userdata, sd_bus_error *ret_error) {
    (void)connection, (void)path, (void)interface, (void)ret_error;
    sdlpdf_bus *bus = userdata;
    pthread_mutex_lock(&bus->lock);
    uint32_t value = strcmp(property, "pagenumber") == 0 ? bus->page : bus->page_count;
    pthread_mutex_unlock(&bus->lock);
    return sd_bus_message_append(reply, "u", value);
}

static const sd_bus_vtable viewer_vtable[] = {
    SD_BUS_VTABLE_START(0),
    SD_BUS_METHOD_WITH_NAMES("OpenDocument", "ssi", SD_BUS_PARAM(path) SD_BUS_PARAM(password) SD_BUS_PARAM(page),
                             "b", SD_BUS_PARAM(return), open_document, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD_WITH_NAMES("GotoPage", "u", SD_BUS_PARAM(page), "b", SD_BUS_PARAM(return), goto_page,
                             SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD_WITH_NAMES("SetAppearanceMode", "s", SD_BUS_PARAM(mode), "b", SD_BUS_PARAM(return), set_appearance_mode,
                             SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD_WITH_NAMES("Reload", "", "", "b", SD_BUS_PARAM(return), reload, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD_WITH_NAMES("HighlightRects", "ua(dddd)", SD_BUS_PARAM(page) SD_BUS_PARAM(rectangles), "b",
                             SD_BUS_PARAM(return), highlight_rects, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_METHOD_WITH_NAMES("SynctexView", "suu", SD_BUS_PARAM(input) SD_BUS_PARAM(line) SD_BUS_PARAM(column), "b",
                             SD_BUS_PARAM(return), synctex_view, SD_BUS_VTABLE_UNPRIVILEGED),
    SD_BUS_PROPERTY("filename", "s", string_property, 0, SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE),
    SD_BUS_PROPERTY("pagenumber", "u", number_property, 0, SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE),
    SD_BUS_PROPERTY("numberofpages", "u", number_property, 0, SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE),
    SD_BUS_PROPERTY("appearancemode", "s", string_property, 0, SD_BUS_VTABLE_PROPERTY_EMITS_CHANGE),
    SD_BUS_VTABLE_END,
};

static int on_name_requested(sd_bus_message *reply, void *userdata, sd_bus_error *ret_error) {
    (void)ret_error;
    sdlpdf_bus *bus = userdata;
    const sd_bus_error *error = sd_bus_message_get_error(reply);
    if (error != NULL) sdlpdf_bus_tell(bus, "the window's D-Bus name is not available (%s)", sdlpdf_bus_describe(error, 0));
    return 0;
}

int sdlpdf_bus_add_viewer_object(sdlpdf_bus *bus, const char *name) {
    int result = sd_bus_add_object_vtable(bus->bus, NULL, SDLPDF_BUS_OBJECT_PATH, SDLPDF_BUS_INTERFACE, viewer_vtable, bus);
    if (result < 0) {
        sdlpdf_bus_tell(bus, "cannot offer the window's D-Bus interface (%s)", strerror(-result));
        return -1;
    }
    result = sd_bus_request_name_async(bus->bus, NULL, name, 0, on_name_requested, bus);
    if (result < 0) {
        sdlpdf_bus_tell(bus, "cannot ask for the D-Bus name %s (%s)", name, strerror(-result));
        return -1;
    }
    return 0;
}

/* Removes and returns the call `serial`, or NULL. */
static sd_bus_message *take_pending(sdlpdf_bus *bus, uint64_t serial) {
    for (struct sdlpdf_pending_call **link = &bus->pending; *link != NULL; link = &(*link)->next) {
        if ((*link)->serial != serial) continue;
        struct sdlpdf_pending_call *pending = *link;
        *link = pending->next;
        sd_bus_message *call = pending->call;
        free(pending);
        return call;
    }
    return NULL;
}

static void answer(sdlpdf_bus *bus, sd_bus_message *call, sdlpdf_bus_reply_kind kind, const char *message) {
    int result;
    switch (kind) {
    case SDLPDF_BUS_REPLY_OK:
        result = sd_bus_reply_method_return(call, "b", 1);
        break;
    case SDLPDF_BUS_REPLY_INVALID_ARGS:
        result = sd_bus_reply_method_errorf(call, SD_BUS_ERROR_INVALID_ARGS, "%s", message ? message : "invalid arguments");
        break;
    default:
        result = sd_bus_reply_method_errorf(call, SD_BUS_ERROR_FAILED, "%s", message ? message : "failed");
        break;
    }
    if (result < 0) sdlpdf_bus_tell(bus, "cannot answer a D-Bus call (%s)", strerror(-result));
    sd_bus_message_unref(call);
}

void sdlpdf_bus_send_queued(sdlpdf_bus *bus) {
    pthread_mutex_lock(&bus->lock);
    struct sdlpdf_queued_reply *replies = bus->replies;
    bus->replies = NULL;
    int changed = bus->properties_changed;
    bus->properties_changed = 0;
    pthread_mutex_unlock(&bus->lock);
    while (replies != NULL) {
        struct sdlpdf_queued_reply *next = replies->next;
        sd_bus_message *call = take_pending(bus, replies->serial);
        if (call != NULL) answer(bus, call, replies->kind, replies->message);
        free(replies->message);
        free(replies);
        replies = next;
    }
    if (changed && bus->published) {
        sd_bus_emit_properties_changed(bus->bus, SDLPDF_BUS_OBJECT_PATH, SDLPDF_BUS_INTERFACE, "filename", "pagenumber",
                                       "numberofpages", "appearancemode", NULL);
    }
}

void sdlpdf_bus_abandon_pending(sdlpdf_bus *bus) {
    sdlpdf_bus_send_queued(bus);
    while (bus->pending != NULL) {
        sd_bus_message *call = take_pending(bus, bus->pending->serial);
        answer(bus, call, SDLPDF_BUS_REPLY_FAILED, "the window closed before carrying the call out");
    }
}
