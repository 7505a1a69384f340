#include "CWaylandSeat.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <wayland-client.h>

static void global_added(void *data, struct wl_registry *registry, uint32_t name, const char *interface, uint32_t version)
{
	(void)registry; (void)name; (void)version;
	if (strcmp(interface, wl_seat_interface.name) == 0)
		*(int *)data = 1;
}

static void global_removed(void *data, struct wl_registry *registry, uint32_t name)
{
	(void)data; (void)registry; (void)name;
}

static const struct wl_registry_listener registry_listener = { global_added, global_removed };

int sdlpdf_wayland_has_seat(const char *display_name)
{
	struct wl_display *display = wl_display_connect(display_name);
	if (!display)
		return -1;
	int seat = 0;
	struct wl_registry *registry = wl_display_get_registry(display);
	wl_registry_add_listener(registry, &registry_listener, &seat);
	int answered = wl_display_roundtrip(display) >= 0;
	wl_registry_destroy(registry);
	wl_display_disconnect(display);
	return answered ? seat : -1;
}

static int log_is_quiet;

static void log_line(const char *format, va_list arguments)
{
	if (!log_is_quiet)
		vfprintf(stderr, format, arguments);
}

void sdlpdf_wayland_log_quietly(int quiet)
{
	log_is_quiet = quiet;
	wl_log_set_handler_client(log_line);
}
