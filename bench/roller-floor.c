/* The roller's floor: the least a program can do to show what the roller demo shows changing,
 * at the same times, through the same SDL software window. It fills the four roller strips flat
 * (one store per pixel, no text, no diffing, no draw list) and presents just those strips, 60
 * times a second while they roll, and sleeps in between, like the playground's frame loop.
 *
 * The timings are the roller's defaults: the first roll 2 s after the first frame, one roll every
 * 2 s + 0.66 s; the default, scaleY and Custom strips move for 0.66 s, the fade strip for 1.25 s
 * (its next cell starts 0.07 s before the first ends and runs 0.66 s). The strips are the
 * rollers' pixels in a 1024 x 720 window (RollerLayout: two columns of 364 x 72.8 pt).
 *
 * Usage: roller-floor [--present-only]   (scripts/bench.sh measures its CPU beside the roller's)
 */
#include <SDL2/SDL.h>
#include <math.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
    int fill = !(argc > 1 && strcmp(argv[1], "--present-only") == 0);
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "roller-floor: SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    SDL_Window *window = SDL_CreateWindow("roller floor", 0, 0, 1024, 720, 0);
    SDL_Surface *surface = window ? SDL_GetWindowSurface(window) : NULL;
    if (!surface) {
        fprintf(stderr, "roller-floor: no window surface: %s\n", SDL_GetError());
        return 1;
    }
    SDL_FillRect(surface, NULL, SDL_MapRGB(surface->format, 242, 242, 247));
    SDL_UpdateWindowSurface(window);
    /* default, fade, scaleY, Custom: the fade strip second, so strips + 1 is the fade strip alone. */
    SDL_Rect strips[4] = {{260, 90, 364, 73}, {640, 90, 364, 73}, {260, 221, 364, 73}, {640, 221, 364, 73}};
    const double stay = 2.0, roll = 0.66, fade = 0.66 - 0.07 + 0.66, frame = 1.0 / 60;
    Uint64 hz = SDL_GetPerformanceFrequency(), start = SDL_GetPerformanceCounter();
    unsigned count = 0;
    for (;;) {
        SDL_Event event;
        while (SDL_PollEvent(&event))
            if (event.type == SDL_QUIT) return 0;
        Uint64 began = SDL_GetPerformanceCounter();
        double t = (double)(began - start) / hz;
        double phase = t < stay ? -1 : fmod(t - stay, stay + roll);
        if (phase < 0 || phase >= fade) {
            /* At rest until the next roll: one wake at its deadline. */
            double wait = phase < 0 ? stay - t : stay + roll - phase;
            usleep((useconds_t)(wait * 1e6) + 100);
            continue;
        }
        SDL_Rect *moving = phase < roll ? strips : strips + 1;
        int n = phase < roll ? 4 : 1;
        Uint32 colour = SDL_MapRGB(surface->format, 255, 255, 255 - (count++ & 1));
        if (fill)
            for (int i = 0; i < n; i++) SDL_FillRect(surface, &moving[i], colour);
        SDL_UpdateWindowSurfaceRects(window, moving, n);
        double spent = (double)(SDL_GetPerformanceCounter() - began) / hz;
        if (spent < frame) usleep((useconds_t)((frame - spent) * 1e6));
    }
}
