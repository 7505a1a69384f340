/* What SDL does not tell about a window on an X server: whether a window
   manager runs, and where the X window really is. Fullscreen needs both:
   SDL asks the window manager for it (_NET_WM_STATE) and, without one,
   believes the window covers the display while it does not. */
#ifndef CX11WINDOW_H
#define CX11WINDOW_H

#include <stddef.h>

struct SDL_Window;

/* 1 when an EWMH window manager runs on the window's X screen (the root's
   _NET_SUPPORTING_WM_CHECK names a live window that names itself), 0 when
   none does, -1 when the window is not on X11 (Wayland, KMSDRM, offscreen). */
int sdlpdf_x11_window_manager_running(struct SDL_Window *window);

/* The X window's real frame on the screen (root coordinates of its top-left
   corner and its size, from the X server rather than SDL's idea of it).
   Returns 1 and fills the four values, or 0 when the window is not on X11
   or the server could not say. */
int sdlpdf_x11_window_frame(struct SDL_Window *window, int *x, int *y, int *width, int *height);

/* Before SDL's video starts, on a connection of its own to $DISPLAY: the
   usable area of the default screen (its size less the panels the window
   manager reserves, _NET_WORKAREA, when it says). Returns 1 and fills both
   values, or 0 when there is no X server to ask. Only a guess at what
   SDL_GetDisplayUsableBounds will say (SDL's display is one monitor). */
int sdlpdf_x11_probe_usable_size(int *width, int *height);

/* Makes Xlib safe for threads (XInitThreads) before any other Xlib call, so
   that sdlpdf_x11_probe_usable_size can run on another thread while SDL_Init
   opens its own connections. libX11 1.8 does it when it loads; older ones
   need the call. Returns 0 when Xlib cannot. */
int sdlpdf_x11_init_threads(void);

/* Window surface prefault (WindowSurfacePrefault.swift): the pages of a new
   window surface, which the kernel allocates on first write, populated ahead
   of the first frame. sdlpdf_surface_populate faults in the pages under
   length bytes at address writable, leaving their contents (MADV_POPULATE_WRITE,
   Linux 5.14), a chunk at a time; 1 when every page was, 0 when the kernel
   refused (an older kernel, memory not writable or gone).
   sdlpdf_surface_prefault_start does the same on a detached thread of its
   own; 1 when the thread started. */
int sdlpdf_surface_populate(void *address, size_t length);
int sdlpdf_surface_prefault_start(void *address, size_t length);

#endif
