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

#endif
