#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>

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

#endif
