/* The connection, its thread's loop and the hand-over from other threads. */
#include "bus.h"

#include <errno.h>
#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <time.h>
#include <unistd.h>

void sdlpdf_bus_fail(sdlpdf_bus_error *error, const char *format, ...) {
    if (error == NULL) return;
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(error->message, sizeof error->message, format, arguments);
    va_end(arguments);
    error->failed = 1;
}

void sdlpdf_bus_tell(sdlpdf_bus *bus, const char *format, ...) {
    char message[512];
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(message, sizeof message, format, arguments);
    va_end(arguments);
    if (bus->notice != NULL) bus->notice(bus->context, message);
}

const char *sdlpdf_bus_describe(const sd_bus_error *error, int result) {
    if (error != NULL && error->message != NULL) return error->message;
    if (error != NULL && error->name != NULL) return error->name;
    return strerror(result < 0 ? -result : result);
}

sdlpdf_bus *sdlpdf_bus_new(void *context, sdlpdf_bus_color_scheme_handler color_scheme,
                           sdlpdf_bus_notice_handler notice, sdlpdf_bus_error *error) {
    sdlpdf_bus *bus = calloc(1, sizeof *bus);
    if (bus == NULL) {
        sdlpdf_bus_fail(error, "no memory for the bus connection");
        return NULL;
    }
    bus->wake_fd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    if (bus->wake_fd < 0) {
        sdlpdf_bus_fail(error, "cannot make the bus thread's wake-up (eventfd): %s", strerror(errno));
        free(bus);
        return NULL;
    }
    pthread_mutex_init(&bus->lock, NULL);
    bus->context = context;
    bus->color_scheme = color_scheme;
    bus->notice = notice;
    return bus;
}

/* Wakes the bus thread from poll. */
static void wake(sdlpdf_bus *bus) {
    uint64_t one = 1;
    ssize_t written;
    do {
        written = write(bus->wake_fd, &one, sizeof one);
    } while (written < 0 && errno == EINTR);
}

void sdlpdf_bus_publish_viewer(sdlpdf_bus *bus, const char *name, sdlpdf_bus_request_handler handler) {
    pthread_mutex_lock(&bus->lock);
    free(bus->publish_name);
    bus->publish_name = strdup(name);
    bus->handler = handler;
    pthread_mutex_unlock(&bus->lock);
    wake(bus);
}

void sdlpdf_bus_reply(sdlpdf_bus *bus, uint64_t serial, sdlpdf_bus_reply_kind kind, const char *message) {
    struct sdlpdf_queued_reply *reply = calloc(1, sizeof *reply);
    if (reply == NULL) return; /* the caller's call then times out */
    reply->serial = serial;
    reply->kind = kind;
    reply->message = message != NULL ? strdup(message) : NULL;
    pthread_mutex_lock(&bus->lock);
    struct sdlpdf_queued_reply **last = &bus->replies;
    while (*last != NULL) last = &(*last)->next;
    *last = reply;
    pthread_mutex_unlock(&bus->lock);
    wake(bus);
}

void sdlpdf_bus_set_properties(sdlpdf_bus *bus, const char *filename, uint32_t page, uint32_t page_count,
                               const char *appearance_mode) {
    pthread_mutex_lock(&bus->lock);
    int changed = bus->filename == NULL || strcmp(bus->filename, filename) != 0 || bus->page != page ||
                  bus->page_count != page_count || bus->appearance_mode == NULL ||
                  strcmp(bus->appearance_mode, appearance_mode) != 0;
    if (changed) {
        free(bus->filename);
        free(bus->appearance_mode);
        bus->filename = strdup(filename);
        bus->appearance_mode = strdup(appearance_mode);
        bus->page = page;
        bus->page_count = page_count;
        bus->properties_changed = 1;
    }
    pthread_mutex_unlock(&bus->lock);
    if (changed) wake(bus);
}

void sdlpdf_bus_allow_portal_start(sdlpdf_bus *bus) {
    pthread_mutex_lock(&bus->lock);
    int already = bus->may_start_portal;
    bus->may_start_portal = 1;
    pthread_mutex_unlock(&bus->lock);
    if (!already) wake(bus);
}

void sdlpdf_bus_stop(sdlpdf_bus *bus) {
    pthread_mutex_lock(&bus->lock);
    bus->stopping = 1;
    pthread_mutex_unlock(&bus->lock);
    wake(bus);
}

/* Milliseconds until sd-bus's next timeout, -1 for none. */
static int poll_timeout(sd_bus *bus) {
    uint64_t until = 0;
    if (sd_bus_get_timeout(bus, &until) < 0 || until == UINT64_MAX) return -1;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    uint64_t now_usec = (uint64_t)now.tv_sec * 1000000u + (uint64_t)now.tv_nsec / 1000u;
    if (until <= now_usec) return 0;
    uint64_t ms = (until - now_usec + 999) / 1000;
    return ms > 60000 ? 60000 : (int)ms;
}

/* Publishes the interface once asked to (bus thread). Returns whether to stop. */
static int take_work(sdlpdf_bus *bus) {
    pthread_mutex_lock(&bus->lock);
    int stopping = bus->stopping;
    char *name = bus->publish_name;
    bus->publish_name = NULL;
    int may_start_portal = bus->may_start_portal;
    pthread_mutex_unlock(&bus->lock);
    if (may_start_portal && !bus->starts_portal) sdlpdf_bus_start_portal_if_waiting(bus);
    if (name != NULL && !bus->published) {
        bus->published = sdlpdf_bus_add_viewer_object(bus, name) == 0;
    }
    free(name);
    sdlpdf_bus_send_queued(bus);
    return stopping;
}

int sdlpdf_bus_run(sdlpdf_bus *bus, sdlpdf_bus_error *error) {
    int result = sd_bus_open_user(&bus->bus);
    if (result < 0) {
        sdlpdf_bus_fail(error, "no session bus (%s)", strerror(-result));
        return -1;
    }
    sdlpdf_bus_watch_portal(bus);
    for (;;) {
        if (take_work(bus)) break;
        do {
            result = sd_bus_process(bus->bus, NULL);
        } while (result > 0);
        if (result < 0) {
            sdlpdf_bus_tell(bus, "the session bus connection ended (%s)", strerror(-result));
            break;
        }
        struct pollfd fds[2] = {
            {.fd = sd_bus_get_fd(bus->bus), .events = (short)sd_bus_get_events(bus->bus)},
            {.fd = bus->wake_fd, .events = POLLIN},
        };
        if (poll(fds, 2, poll_timeout(bus->bus)) < 0 && errno != EINTR) {
            sdlpdf_bus_tell(bus, "cannot wait for the session bus (%s)", strerror(errno));
            break;
        }
        if (fds[1].revents & POLLIN) {
            uint64_t count;
            while (read(bus->wake_fd, &count, sizeof count) > 0) {}
        }
    }
    sdlpdf_bus_abandon_pending(bus);
    /* Sends what is queued, then disconnects, which releases the name. */
    sd_bus_flush_close_unref(bus->bus);
    bus->bus = NULL;
    return 0;
}

void sdlpdf_bus_free(sdlpdf_bus *bus) {
    if (bus == NULL) return;
    struct sdlpdf_queued_reply *reply = bus->replies;
    while (reply != NULL) {
        struct sdlpdf_queued_reply *next = reply->next;
        free(reply->message);
        free(reply);
        reply = next;
    }
    free(bus->publish_name);
    free(bus->filename);
    free(bus->appearance_mode);
    close(bus->wake_fd);
    pthread_mutex_destroy(&bus->lock);
    free(bus);
}
