/* Measures "Q -> process gone" for scripts/bench.sh: sends Q (the quit key; Esc only closes
 * overlays) to a window the way
 * `xdotool key --window` does (XSendEvent of a KeyPress and a KeyRelease), notes the monotonic
 * time just before the request leaves, then polls /proc/PID/stat every 200 us until the process
 * is gone (no entry, or a zombie waiting to be reaped) and prints the milliseconds in between.
 * Timing from inside one process avoids counting xdotool's own start-up (tens of ms under load).
 *
 * Usage: quitprobe PID WINDOW_ID [TIMEOUT_S]   (DISPLAY must name the X server)
 * Prints: quit_to_gone_ms X.XXX   Exits 0, or 1 when the process is still there after TIMEOUT_S.
 * Build: cc -O2 -o quitprobe bench/quitprobe.c -lX11
 */
#include <X11/Xlib.h>
#include <X11/keysym.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double nowMs(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* Gone: /proc/PID/stat missing, or state Z (exited, not yet reaped by its parent). */
static int gone(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) return 1;
    char buffer[512];
    size_t n = fread(buffer, 1, sizeof buffer - 1, f);
    fclose(f);
    buffer[n] = 0;
    const char *paren = strrchr(buffer, ')');
    return paren && paren[1] == ' ' && paren[2] == 'Z';
}

static void send(Display *display, Window window, int type, unsigned int keycode) {
    XKeyEvent event;
    memset(&event, 0, sizeof event);
    event.type = type;
    event.display = display;
    event.window = window;
    event.root = DefaultRootWindow(display);
    event.subwindow = None;
    event.time = CurrentTime;
    event.same_screen = True;
    event.keycode = keycode;
    XSendEvent(display, window, True, type == KeyPress ? KeyPressMask : KeyReleaseMask, (XEvent *)&event);
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: quitprobe PID WINDOW_ID [TIMEOUT_S]\n"); return 2; }
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/stat", atoi(argv[1]));
    Window window = (Window)strtoul(argv[2], NULL, 0);
    double timeout = argc > 3 ? atof(argv[3]) * 1e3 : 10e3;
    Display *display = XOpenDisplay(NULL);
    if (!display) { fprintf(stderr, "quitprobe: cannot open the display\n"); return 3; }
    unsigned int keycode = XKeysymToKeycode(display, XK_q);
    send(display, window, KeyPress, keycode);
    send(display, window, KeyRelease, keycode);
    double t0 = nowMs();
    XFlush(display);
    while (!gone(path)) {
        if (nowMs() - t0 > timeout) { printf("quit_to_gone_ms timeout\n"); return 1; }
        usleep(200);
    }
    printf("quit_to_gone_ms %.3f\n", nowMs() - t0);
    fflush(stdout);
    /* No XCloseDisplay: the window went with the process, so X errors would follow. */
    _exit(0);
}
