#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>

// Function-like macros do not import into Swift; these wrap the few the host needs.
static inline int CSDL2_WindowPosCentered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline Uint32 CSDL2_ButtonMask(int button) { return SDL_BUTTON(button); }

#endif
