#ifndef CWAYLANDSEAT_H
#define CWAYLANDSEAT_H

/* Whether the Wayland compositor at `display_name` (NULL: WAYLAND_DISPLAY,
   or wayland-0) offers a seat (wl_seat: keyboard, pointer or touch), asked
   with one registry roundtrip on a connection of its own, closed after.
   Returns 1 when it does, 0 when it offers none, -1 when no compositor
   answers there. SDL 2.26 crashes in SDL_Init on a compositor without a seat. */
int sdlpdf_wayland_has_seat(const char *display_name);

/* Drops libwayland-client's log lines while `quiet` is nonzero, and prints
   them to stderr as libwayland does otherwise (wl_log_set_handler_client).
   While sdlpdf looks for a display, a missing compositor or XDG_RUNTIME_DIR
   is one of the answers it expects, not something to print. */
void sdlpdf_wayland_log_quietly(int quiet);

#endif
