#include "CX11Window.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xatom.h>
#include <X11/Xlib.h>

/* The X display of an SDL window, or NULL when it is not on X11. */
static Display *x11_display(SDL_Window *window, Window *xwindow)
{
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) {
        return NULL;
    }
    if (xwindow) {
        *xwindow = info.info.x11.window;
    }
    return info.info.x11.display;
}

static int ignored_error;

/* Records an error instead of letting Xlib's default handler end the
   process (a window named by a stale property may be gone). */
static int ignore_error(Display *display, XErrorEvent *event)
{
    (void)display;
    (void)event;
    ignored_error = 1;
    return 0;
}

/* The window a WINDOW-typed property of `owner` names, or None. */
static Window window_property(Display *display, Window owner, Atom property)
{
    Atom type = None;
    int format = 0;
    unsigned long count = 0, remaining = 0;
    unsigned char *data = NULL;
    Window named = None;
    if (XGetWindowProperty(display, owner, property, 0, 1, False, XA_WINDOW, &type, &format, &count,
                           &remaining, &data) == Success
        && type == XA_WINDOW && format == 32 && count == 1 && data) {
        named = (Window)((unsigned long *)data)[0];
    }
    if (data) {
        XFree(data);
    }
    return named;
}

int sdlpdf_x11_window_manager_running(struct SDL_Window *window)
{
    Display *display = x11_display(window, NULL);
    if (!display) {
        return -1;
    }
    Atom check = XInternAtom(display, "_NET_SUPPORTING_WM_CHECK", True);
    if (check == None) {
        return 0;
    }
    XSync(display, False);
    int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(ignore_error);
    ignored_error = 0;
    Window child = window_property(display, DefaultRootWindow(display), check);
    int running = child != None && window_property(display, child, check) == child;
    XSync(display, False);
    running = running && !ignored_error;
    XSetErrorHandler(previous);
    return running;
}

int sdlpdf_x11_window_frame(struct SDL_Window *window, int *x, int *y, int *width, int *height)
{
    Window xwindow = None;
    Display *display = x11_display(window, &xwindow);
    if (!display) {
        return 0;
    }
    XSync(display, False);
    int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(ignore_error);
    ignored_error = 0;
    XWindowAttributes attributes;
    Window child = None;
    int known = XGetWindowAttributes(display, xwindow, &attributes)
        && XTranslateCoordinates(display, xwindow, attributes.root, 0, 0, x, y, &child);
    XSync(display, False);
    XSetErrorHandler(previous);
    if (!known || ignored_error) {
        return 0;
    }
    *width = attributes.width;
    *height = attributes.height;
    return 1;
}

int sdlpdf_x11_probe_usable_size(int *width, int *height)
{
    Display *display = XOpenDisplay(NULL);
    if (!display) {
        return 0;
    }
    int screen = DefaultScreen(display);
    *width = DisplayWidth(display, screen);
    *height = DisplayHeight(display, screen);
    Atom workarea = XInternAtom(display, "_NET_WORKAREA", True);
    if (workarea != None) {
        Atom type = None;
        int format = 0;
        unsigned long count = 0, remaining = 0;
        unsigned char *data = NULL;
        if (XGetWindowProperty(display, RootWindow(display, screen), workarea, 0, 4, False, XA_CARDINAL, &type,
                               &format, &count, &remaining, &data) == Success
            && type == XA_CARDINAL && format == 32 && count == 4 && data) {
            long *area = (long *)data;
            if (area[2] > 0 && area[3] > 0 && area[2] <= *width && area[3] <= *height) {
                *width = (int)area[2];
                *height = (int)area[3];
            }
        }
        if (data) {
            XFree(data);
        }
    }
    XCloseDisplay(display);
    return 1;
}

int sdlpdf_x11_init_threads(void)
{
    return XInitThreads() != 0;
}
