#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#include <signal.h>
#include <stdint.h>
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

// The X server's times for input. SDL stamps its own events when the queue is pumped, once a
// frame; the server stamps each X event when the device produced it, and SDL hands every X event
// on as an SDL_SYSWMEVENT once asked to. SDL_syswm.h is not included: it would import Xlib into
// Swift (its Window, Time, Display, ... shadow the host's names). The layouts read here are the
// X11 and XInput 2 ABIs, fixed since 1987 and 2009: SDL_SysWMmsg is an SDL_version, the subsystem
// enum, then the XEvent union; a core key, button, motion or crossing event begins with int type,
// unsigned long serial, Bool send_event, Display *display, Window window, root, subwindow, then
// Time time; an XInput 2 event (GenericEvent, type 35) is an XGenericEventCookie (type, serial,
// send_event, display, int extension, int evtype, unsigned int cookie, void *data) whose data, an
// XIDeviceEvent, has the same head with Time time after evtype.
struct CSDL2_XCoreHead {
    int type;
    unsigned long serial;
    int send_event;
    void *display;
    unsigned long window, root, subwindow, time;
};
struct CSDL2_XCookie {
    int type;
    unsigned long serial;
    int send_event;
    void *display;
    int extension;
    int evtype;
    unsigned int cookie;
    void *data;
};
struct CSDL2_XIHead {
    int type;
    unsigned long serial;
    int send_event;
    void *display;
    int extension;
    int evtype;
    unsigned long time;
};
struct CSDL2_SysWMHead {
    SDL_version version;
    int subsystem;
    union {
        struct CSDL2_XCoreHead core;
        struct CSDL2_XCookie cookie;
        long pad[24];  // XEvent's size
    } msg;
};
enum { CSDL2_SYSWM_X11 = 2, CSDL2_GENERIC_EVENT = 35, CSDL2_TIME_COPIED = -1 };

// An XInput 2 event's data lives only while SDL handles it, so an event watch (called as SDL
// pushes the SYSWM event, before the queue copies it) copies its time into the message: into the
// cookie's data, marking the extension CSDL2_TIME_COPIED.
static inline int CSDL2_CopyXInputTime(void *userdata, SDL_Event *event) {
    (void)userdata;
    if (event->type != SDL_SYSWMEVENT || event->syswm.msg == NULL) return 0;
    struct CSDL2_SysWMHead *m = (struct CSDL2_SysWMHead *)(void *)event->syswm.msg;
    if (m->subsystem != CSDL2_SYSWM_X11 || m->msg.cookie.type != CSDL2_GENERIC_EVENT) return 0;
    if (m->msg.cookie.data == NULL || m->msg.cookie.extension == CSDL2_TIME_COPIED) return 0;
    const struct CSDL2_XIHead *xi = (const struct CSDL2_XIHead *)m->msg.cookie.data;
    m->msg.cookie.data = (void *)(uintptr_t)xi->time;
    m->msg.cookie.extension = CSDL2_TIME_COPIED;
    return 0;
}

static inline void CSDL2_WatchXInputTimes(void) { SDL_AddEventWatch(CSDL2_CopyXInputTime, NULL); }

// The X server's time (ms) of the X event an SDL_SYSWMEVENT carries, with its kind in *kind: the
// core event type (2 KeyPress … 8 LeaveNotify), or 100 + the XInput 2 event type (XI_Motion 6,
// XI_TouchBegin 18, …) for one whose time the watch copied; 0 for anything else.
static inline unsigned long CSDL2_X11InputEventTime(const SDL_Event *event, int *kind) {
    if (event->type != SDL_SYSWMEVENT || event->syswm.msg == NULL) return 0;
    const struct CSDL2_SysWMHead *m = (const struct CSDL2_SysWMHead *)(const void *)event->syswm.msg;
    if (m->subsystem != CSDL2_SYSWM_X11) return 0;
    int type = m->msg.core.type;
    if (type >= 2 && type <= 8) {
        *kind = type;
        return m->msg.core.time;
    }
    if (type == CSDL2_GENERIC_EVENT && m->msg.cookie.extension == CSDL2_TIME_COPIED) {
        *kind = 100 + m->msg.cookie.evtype;
        return (unsigned long)(uintptr_t)m->msg.cookie.data;
    }
    return 0;
}

#endif
