#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

// Function-like macros do not import into Swift; these wrap the few the host needs.
static inline int CSDL2_WindowPosCentered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline Uint32 CSDL2_ButtonMask(int button) { return SDL_BUTTON(button); }

// The current GL context's GL_RENDERER string, fetched through SDL so no GL header or library
// is needed at build time; NULL when there is no GL.
static inline const char *CSDL2_CurrentGLRenderer(void) {
    typedef const unsigned char *(*GetString)(unsigned int);
    GetString getString = (GetString)SDL_GL_GetProcAddress("glGetString");
    return getString ? (const char *)getString(0x1F01 /* GL_RENDERER */) : NULL;
}

// A crash guard for the few calls where a known SDL bug kills the process: Debian 12's SDL 2.26
// dereferences NULL inside SDL_Init under some Wayland compositors (SDL issue 8898). While armed,
// SIGSEGV and SIGBUS print the prepared line and exit 3, the code for "the environment cannot
// serve", instead of leaving the user a bare "Segmentation fault". The handler only calls
// write(2) and _exit(2), which are async-signal-safe; the message is copied in beforehand.
// Storage lives in functions: Swift's importer emits the inline functions a module calls, but
// not a header's file-scope statics.
static inline char *CSDL2_CrashLine(void) {
    static char line[1024];
    return line;
}

static inline struct sigaction *CSDL2_PreviousActions(void) {
    static struct sigaction previous[2];  // SIGSEGV, SIGBUS
    return previous;
}

static inline void CSDL2_CrashHandler(int signal) {
    (void)signal;
    const char *line = CSDL2_CrashLine();
    ssize_t written = write(STDERR_FILENO, line, strlen(line));
    (void)written;
    _exit(3);
}

static inline void CSDL2_ArmCrashGuard(const char *text) {
    char *line = CSDL2_CrashLine();
    strncpy(line, text, 1022);
    line[1022] = 0;
    strcat(line, "\n");
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = CSDL2_CrashHandler;
    sigemptyset(&action.sa_mask);
    sigaction(SIGSEGV, &action, &CSDL2_PreviousActions()[0]);
    sigaction(SIGBUS, &action, &CSDL2_PreviousActions()[1]);
}

// Puts back whatever handled the signals before (the Swift runtime's backtracer, or the default).
static inline void CSDL2_DisarmCrashGuard(void) {
    sigaction(SIGSEGV, &CSDL2_PreviousActions()[0], NULL);
    sigaction(SIGBUS, &CSDL2_PreviousActions()[1], NULL);
}

// The X server's time (ms, its own clock) of the X event an SDL_SYSWMEVENT carries, and its X
// type in *xType, when that event is a key, button, motion or crossing event; 0 for anything else
// or another video driver.
// SDL stamps its own events when the queue is pumped, once a frame; the server stamps each when
// the device produced it. SDL posts the SYSWM event just before the event it makes of it.
// SDL_syswm.h is not included: it would import Xlib into Swift (its Window, Time, Display, ...
// shadow the host's names). The layout read here is the X11 ABI's, fixed since 1987: these
// events begin with int type, unsigned long serial, Bool send_event, Display *display, Window
// window, root, subwindow, then Time time; SDL_SysWMmsg is an SDL_version, the subsystem enum,
// then the XEvent union.
static inline unsigned long CSDL2_X11InputEventTime(const SDL_Event *event, int *xType) {
    struct XInputEventHead {
        int type;
        unsigned long serial;
        int send_event;
        void *display;
        unsigned long window, root, subwindow, time;
    };
    struct SysWMHead {
        SDL_version version;
        int subsystem;
        union {
            struct XInputEventHead head;
            long pad[24];  // XEvent's size
        } msg;
    };
    enum { SYSWM_X11 = 2, KEY_PRESS = 2, LEAVE_NOTIFY = 8 };
    if (event->type != SDL_SYSWMEVENT || event->syswm.msg == NULL) return 0;
    const struct SysWMHead *m = (const struct SysWMHead *)(const void *)event->syswm.msg;
    if (m->subsystem != SYSWM_X11) return 0;
    if (m->msg.head.type < KEY_PRESS || m->msg.head.type > LEAVE_NOTIFY) return 0;
    *xType = m->msg.head.type;
    return m->msg.head.time;
}

#endif
