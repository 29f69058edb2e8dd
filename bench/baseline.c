/* The C baseline for `playground bench`: replays a draw dump (`playground bench --dump-draw FILE`)
 * with direct SDL calls and the same caching policy as SDLHost, and times render per frame.
 *
 * It mirrors SDLHost/DrawListRenderer, TextCache and CornerMaskCache on purpose: labels are
 * rasterised white once per (text, pixel size, weight) into a texture, tinted with colour/alpha
 * mods, kept in an LRU of 512 (least recently used evicted by a linear scan); a text whose
 * glyphs the primary face lacks is split into runs per face (TTF_GlyphIsProvided32), rendered
 * and joined on a shared baseline; rounded corners are cached 4x4-supersampled coverage masks
 * (LRU of 256) blitted per quadrant around plain rect fills; opaque fills switch blending off;
 * diagonal lines are three anti-aliased strips of SDL_RenderGeometry. The dump already holds
 * pixels, final strings and effective alpha, so nothing here does layout.
 *
 * Usage: baseline DUMP [software|opengl]
 * Prints per demo: demo ID frames N median_us X p99_us Y mean_us Z, then the same for "all".
 * Build: cc -O2 -o baseline bench/baseline.c $(pkg-config --cflags --libs sdl2 SDL2_ttf) -lm
 */
#include <SDL.h>
#include <SDL_ttf.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ---------- dump ---------- */

enum { P_CLIP, P_NOCLIP, P_FILL, P_STROKE, P_LINE, P_TEXT };

typedef struct {
    int kind;
    int i[8];          /* boxes, radii, widths, pixel size, bold */
    double d[5];       /* line endpoints and width */
    float f[4];        /* text rect */
    Uint8 r, g, b, a;
    char *text;
} Prim;

typedef struct { Prim *prims; int count, cap; Uint8 clear[4]; } FrameData;
typedef struct { char id[32]; FrameData *frames; int count, cap; } Demo;

static Demo demos[16];
static int demoCount;
static int width, height;
static char fontPath[2][1024];
static int fontIndex[2];
static int hasFallback;

static void *grow(void *p, int *cap, int need, size_t size) {
    if (need <= *cap) return p;
    int n = *cap ? *cap * 2 : 64;
    while (n < need) n *= 2;
    *cap = n;
    p = realloc(p, (size_t)n * size);
    if (!p) { fprintf(stderr, "baseline: out of memory\n"); exit(2); }
    return p;
}

static Prim *newPrim(FrameData *f) {
    f->prims = grow(f->prims, &f->cap, f->count + 1, sizeof(Prim));
    Prim *p = &f->prims[f->count++];
    memset(p, 0, sizeof *p);
    return p;
}

static void readDump(const char *path) {
    FILE *file = fopen(path, "r");
    if (!file) { fprintf(stderr, "baseline: cannot open %s\n", path); exit(2); }
    char *line = NULL;
    size_t len = 0;
    ssize_t n;
    Demo *demo = NULL;
    FrameData *frame = NULL;
    while ((n = getline(&line, &len, file)) > 0) {
        if (line[n - 1] == '\n') line[--n] = 0;
        int v[12];
        switch (line[0]) {
        case 's':
            if (!strncmp(line, "size ", 5)) { sscanf(line + 5, "%d %d", &width, &height); break; }
            if (!frame) break;
            {
                Prim *p = newPrim(frame);
                p->kind = P_STROKE;
                sscanf(line + 2, "%d %d %d %d %d %d %d %d %d %d %d %d", &p->i[0], &p->i[1], &p->i[2], &p->i[3], &p->i[4],
                       &p->i[5], &p->i[6], &p->i[7], &v[0], &v[1], &v[2], &v[3]);
                p->r = v[0]; p->g = v[1]; p->b = v[2]; p->a = v[3];
            }
            break;
        case 'f':
            if (!strncmp(line, "font ", 5)) {
                int slot, index, off = 0;
                sscanf(line + 5, "%d %d %n", &slot, &index, &off);
                if (slot < 0 || slot > 1) break;
                snprintf(fontPath[slot], sizeof fontPath[slot], "%s", line + 5 + off);
                fontIndex[slot] = index;
                if (slot == 1) hasFallback = 1;
                break;
            }
            if (!strncmp(line, "frame ", 6)) {
                if (!demo) break;
                demo->frames = grow(demo->frames, &demo->cap, demo->count + 1, sizeof(FrameData));
                frame = &demo->frames[demo->count++];
                memset(frame, 0, sizeof *frame);
                break;
            }
            if (!frame) break;
            {
                Prim *p = newPrim(frame);
                p->kind = P_FILL;
                sscanf(line + 2, "%d %d %d %d %d %d %d %d %d %d", &p->i[0], &p->i[1], &p->i[2], &p->i[3], &p->i[4], &p->i[5],
                       &v[0], &v[1], &v[2], &v[3]);
                p->r = v[0]; p->g = v[1]; p->b = v[2]; p->a = v[3];
            }
            break;
        case 'd':
            if (!strncmp(line, "demo ", 5) && demoCount < 16) {
                demo = &demos[demoCount++];
                snprintf(demo->id, sizeof demo->id, "%s", line + 5);
                frame = NULL;
            }
            break;
        case 'K':
            if (frame) { sscanf(line + 2, "%d %d %d %d", &v[0], &v[1], &v[2], &v[3]);
                frame->clear[0] = v[0]; frame->clear[1] = v[1]; frame->clear[2] = v[2]; frame->clear[3] = v[3]; }
            break;
        case 'c':
            if (!frame) break;
            {
                Prim *p = newPrim(frame);
                if (line[2] == '-') { p->kind = P_NOCLIP; break; }
                p->kind = P_CLIP;
                sscanf(line + 2, "%d %d %d %d", &p->i[0], &p->i[1], &p->i[2], &p->i[3]);
            }
            break;
        case 'l':
            if (!frame) break;
            {
                Prim *p = newPrim(frame);
                p->kind = P_LINE;
                sscanf(line + 2, "%lf %lf %lf %lf %lf %d %d %d %d", &p->d[0], &p->d[1], &p->d[2], &p->d[3], &p->d[4],
                       &v[0], &v[1], &v[2], &v[3]);
                p->r = v[0]; p->g = v[1]; p->b = v[2]; p->a = v[3];
            }
            break;
        case 't':
            if (!frame) break;
            {
                char *tab = strchr(line, '\t');
                if (!tab) break;
                Prim *p = newPrim(frame);
                p->kind = P_TEXT;
                sscanf(line + 2, "%d %d %f %f %f %f %d %d %d %d", &p->i[0], &p->i[1], &p->f[0], &p->f[1], &p->f[2], &p->f[3],
                       &v[0], &v[1], &v[2], &v[3]);
                p->r = v[0]; p->g = v[1]; p->b = v[2]; p->a = v[3];
                p->text = strdup(tab + 1);
            }
            break;
        default: break;
        }
    }
    free(line);
    fclose(file);
    if (width <= 0 || height <= 0 || !fontPath[0][0] || demoCount == 0) {
        fprintf(stderr, "baseline: %s is not a playground draw dump\n", path);
        exit(2);
    }
}

/* ---------- fonts (one TTF_Font per face, size, weight, as TextCache) ---------- */

typedef struct { int slot, size, bold; TTF_Font *font; } OpenFont;
static OpenFont openFonts[256];
static int openFontCount;

static TTF_Font *font(int slot, int size, int bold) {
    for (int k = 0; k < openFontCount; k++)
        if (openFonts[k].slot == slot && openFonts[k].size == size && openFonts[k].bold == bold) return openFonts[k].font;
    if (slot == 1 && !hasFallback) return NULL;
    TTF_Font *f = TTF_OpenFontIndex(fontPath[slot], size, fontIndex[slot]);
    if (!f) return NULL;
    if (bold) TTF_SetFontStyle(f, TTF_STYLE_BOLD);
    if (openFontCount < 256) openFonts[openFontCount++] = (OpenFont){slot, size, bold, f};
    return f;
}

/* ---------- text cache: LRU keyed by (text, pixel size, weight) ---------- */

typedef struct { char *text; int size, bold; SDL_Texture *texture; int w, h; Uint64 lastUse; int used; } TextEntry;
enum { TEXT_CAPACITY = 512, TEXT_SLOTS = 8192 };
static TextEntry textSlots[TEXT_SLOTS];
static int textCount;
static Uint64 textClock;

static Uint64 hashKey(const char *s, int size, int bold) {
    Uint64 h = 1469598103934665603ULL;
    for (; *s; s++) { h ^= (unsigned char)*s; h *= 1099511628211ULL; }
    h ^= (Uint64)size * 31 + (Uint64)bold;
    return h * 1099511628211ULL;
}

static TextEntry *findText(const char *s, int size, int bold, int *freeSlot) {
    Uint64 h = hashKey(s, size, bold);
    int firstFree = -1;
    for (int k = 0; k < TEXT_SLOTS; k++) {
        int i = (int)((h + (Uint64)k) % TEXT_SLOTS);
        TextEntry *e = &textSlots[i];
        if (e->used == 0) { if (firstFree < 0) firstFree = i; break; }   /* never used: end of probe chain */
        if (e->used == 2) { if (firstFree < 0) firstFree = i; continue; }  /* tombstone */
        if (e->size == size && e->bold == bold && !strcmp(e->text, s)) return e;
    }
    *freeSlot = firstFree;
    return NULL;
}

/* Splits text into runs per face, like TextCache.runs(of:). Returns the run count. */
static int splitRuns(const char *text, char runs[][512], int slots[], int maxRuns) {
    TTF_Font *primary = font(0, 16, 0), *fallback = hasFallback ? font(1, 16, 0) : NULL;
    if (!hasFallback || !primary || !fallback) {
        snprintf(runs[0], 512, "%s", text);
        slots[0] = 0;
        return 1;
    }
    int count = 0, slot = 0, len = 0;
    char current[512];
    const unsigned char *p = (const unsigned char *)text;
    while (*p) {
        Uint32 cp; int n;
        if (*p < 0x80) { cp = *p; n = 1; }
        else if ((*p >> 5) == 6) { cp = ((Uint32)(p[0] & 0x1F) << 6) | (p[1] & 0x3F); n = 2; }
        else if ((*p >> 4) == 14) { cp = ((Uint32)(p[0] & 0x0F) << 12) | ((Uint32)(p[1] & 0x3F) << 6) | (p[2] & 0x3F); n = 3; }
        else { cp = ((Uint32)(p[0] & 0x07) << 18) | ((Uint32)(p[1] & 0x3F) << 12) | ((Uint32)(p[2] & 0x3F) << 6) | (p[3] & 0x3F); n = 4; }
        int wanted = slot;
        if (cp > 0x20) wanted = TTF_GlyphIsProvided32(primary, cp) ? 0 : (TTF_GlyphIsProvided32(fallback, cp) ? 1 : 0);
        if (wanted != slot && len > 0 && count < maxRuns - 1) {
            current[len] = 0;
            memcpy(runs[count], current, (size_t)len + 1);
            slots[count++] = slot;
            len = 0;
        }
        slot = wanted;
        if (len + n < 511) { memcpy(current + len, p, (size_t)n); len += n; }
        p += n;
    }
    if (len > 0) { current[len] = 0; memcpy(runs[count], current, (size_t)len + 1); slots[count++] = slot; }
    return count;
}

static SDL_Texture *rasterise(SDL_Renderer *renderer, const char *text, int size, int bold, int *w, int *h) {
    static char runs[16][512];
    int slots[16];
    int count = splitRuns(text, runs, slots, 16);
    SDL_Surface *surfaces[16];
    int tops[16], used = 0, ascent = 0;
    SDL_Color white = {255, 255, 255, 255};
    for (int k = 0; k < count; k++) { TTF_Font *f = font(slots[k], size, bold); if (f && TTF_FontAscent(f) > ascent) ascent = TTF_FontAscent(f); }
    for (int k = 0; k < count; k++) {
        TTF_Font *f = font(slots[k], size, bold);
        if (!f) continue;
        SDL_Surface *s = TTF_RenderUTF8_Blended(f, runs[k], white);
        if (!s) continue;
        tops[used] = ascent - TTF_FontAscent(f);
        surfaces[used++] = s;
    }
    if (used == 0) return NULL;
    SDL_Texture *texture;
    *w = 0; *h = 0;
    if (used == 1) {
        *w = surfaces[0]->w; *h = surfaces[0]->h;
        texture = SDL_CreateTextureFromSurface(renderer, surfaces[0]);
    } else {
        for (int k = 0; k < used; k++) { *w += surfaces[k]->w; if (tops[k] + surfaces[k]->h > *h) *h = tops[k] + surfaces[k]->h; }
        SDL_Surface *combined = SDL_CreateRGBSurfaceWithFormat(0, *w, *h, 32, SDL_PIXELFORMAT_ARGB8888);
        int x = 0;
        for (int k = 0; k < used; k++) {
            SDL_SetSurfaceBlendMode(surfaces[k], SDL_BLENDMODE_NONE);
            SDL_Rect dst = {x, tops[k], surfaces[k]->w, surfaces[k]->h};
            SDL_UpperBlit(surfaces[k], NULL, combined, &dst);
            x += surfaces[k]->w;
        }
        texture = SDL_CreateTextureFromSurface(renderer, combined);
        SDL_FreeSurface(combined);
    }
    for (int k = 0; k < used; k++) SDL_FreeSurface(surfaces[k]);
    if (!texture) return NULL;
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear);
    return texture;
}

static TextEntry *textEntry(SDL_Renderer *renderer, const char *text, int size, int bold) {
    textClock++;
    int freeSlot = -1;
    TextEntry *e = findText(text, size, bold, &freeSlot);
    if (e) { e->lastUse = textClock; return e; }
    int w, h;
    SDL_Texture *texture = rasterise(renderer, text, size, bold, &w, &h);
    if (!texture || freeSlot < 0) return NULL;
    e = &textSlots[freeSlot];
    *e = (TextEntry){strdup(text), size, bold, texture, w, h, textClock, 1};
    textCount++;
    if (textCount > TEXT_CAPACITY) {
        TextEntry *oldest = NULL;
        for (int k = 0; k < TEXT_SLOTS; k++)
            if (textSlots[k].used == 1 && (!oldest || textSlots[k].lastUse < oldest->lastUse)) oldest = &textSlots[k];
        SDL_DestroyTexture(oldest->texture);
        free(oldest->text);
        oldest->text = NULL;
        oldest->used = 2;
        textCount--;
        if (oldest == e) return NULL;
    }
    return e;
}

/* ---------- corner masks: LRU keyed by (rx, ry, wx, wy), as CornerMaskCache ---------- */

typedef struct { int rx, ry, wx, wy; SDL_Texture *texture; int bx, by; Uint64 lastUse; } Mask;
enum { MASK_CAPACITY = 256 };
static Mask masks[MASK_CAPACITY + 1];
static int maskCount;
static Uint64 maskClock;

static int insideCorner(double x, double y, double rx, double ry) {
    if (x < 0 || y < 0) return 0;
    if (!(x < rx && y < ry && rx > 0 && ry > 0)) return 1;
    double dx = (x - rx) / rx, dy = (y - ry) / ry;
    return dx * dx + dy * dy <= 1;
}

static int covers(double x, double y, int rx, int ry, int wx, int wy, int filled) {
    if (!insideCorner(x, y, rx, ry)) return 0;
    if (filled) return 1;
    double ix = x - wx, iy = y - wy;
    double irx = rx - wx > 0 ? rx - wx : 0, iry = ry - wy > 0 ? ry - wy : 0;
    return !(ix >= 0 && iy >= 0 && insideCorner(ix, iy, irx, iry));
}

static Mask *mask(SDL_Renderer *renderer, int rx, int ry, int wx, int wy) {
    maskClock++;
    for (int k = 0; k < maskCount; k++) {
        Mask *m = &masks[k];
        if (m->rx == rx && m->ry == ry && m->wx == wx && m->wy == wy) { m->lastUse = maskClock; return m; }
    }
    int filled = wx == 0 && wy == 0;
    int bx = filled ? rx : (rx > wx ? rx : wx), by = filled ? ry : (ry > wy ? ry : wy);
    if (bx <= 0 || by <= 0) return NULL;
    int w = 2 * bx, h = 2 * by, n = 4;
    Uint32 *pixels = malloc((size_t)w * h * 4);
    for (int k = 0; k < w * h; k++) pixels[k] = 0x00FFFFFF;
    for (int j = 0; j < by; j++)
        for (int i = 0; i < bx; i++) {
            int hits = 0;
            for (int sj = 0; sj < n; sj++) {
                double y = j + (sj + 0.5) / n;
                for (int si = 0; si < n; si++) if (covers(i + (si + 0.5) / n, y, rx, ry, wx, wy, filled)) hits++;
            }
            Uint32 alpha = (Uint32)lround((double)hits / (n * n) * 255);
            Uint32 value = alpha << 24 | 0x00FFFFFF;
            pixels[j * w + i] = value;
            pixels[j * w + (w - 1 - i)] = value;
            pixels[(h - 1 - j) * w + i] = value;
            pixels[(h - 1 - j) * w + (w - 1 - i)] = value;
        }
    SDL_Texture *texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, w, h);
    if (texture) SDL_UpdateTexture(texture, NULL, pixels, w * 4);
    free(pixels);
    if (!texture) return NULL;
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
    Mask *m = &masks[maskCount++];
    *m = (Mask){rx, ry, wx, wy, texture, bx, by, maskClock};
    if (maskCount > MASK_CAPACITY) {
        int oldest = 0;
        for (int k = 1; k < maskCount; k++) if (masks[k].lastUse < masks[oldest].lastUse) oldest = k;
        SDL_DestroyTexture(masks[oldest].texture);
        Mask keep = *m;
        masks[oldest] = masks[--maskCount];
        if (oldest == maskCount) return NULL;
        for (int k = 0; k < maskCount; k++) if (masks[k].texture == keep.texture) return &masks[k];
    }
    return m;
}

/* ---------- drawing ---------- */

static void fillBox(SDL_Renderer *r, int x0, int y0, int x1, int y1, const Prim *p) {
    if (x1 <= x0 || y1 <= y0) return;
    SDL_Rect rect = {x0, y0, x1 - x0, y1 - y0};
    if (p->a == 255) SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(r, p->r, p->g, p->b, p->a);
    SDL_RenderFillRect(r, &rect);
    if (p->a == 255) SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
}

static void drawCorners(SDL_Renderer *r, const Mask *m, int x0, int y0, int x1, int y1, const Prim *p) {
    SDL_SetTextureColorMod(m->texture, p->r, p->g, p->b);
    SDL_SetTextureAlphaMod(m->texture, p->a);
    int w = m->bx, h = m->by;
    int ox[4] = {x0, x1, x1, x0}, oy[4] = {y0, y0, y1, y1}, sx[4] = {1, -1, -1, 1}, sy[4] = {1, 1, -1, -1};
    for (int k = 0; k < 4; k++) {
        SDL_Rect src = {sx[k] > 0 ? 0 : w, sy[k] > 0 ? 0 : h, w, h};
        SDL_Rect dst = {sx[k] > 0 ? ox[k] : ox[k] - m->bx, sy[k] > 0 ? oy[k] : oy[k] - m->by, w, h};
        SDL_RenderCopy(r, m->texture, &src, &dst);
    }
}

static void drawFill(SDL_Renderer *r, const Prim *p) {
    int x0 = p->i[0], y0 = p->i[1], x1 = p->i[2], y1 = p->i[3], rx = p->i[4], ry = p->i[5];
    Mask *m = rx >= 1 && ry >= 1 ? mask(r, rx, ry, 0, 0) : NULL;
    if (!m) { fillBox(r, x0, y0, x1, y1, p); return; }
    fillBox(r, x0 + rx, y0, x1 - rx, y1, p);
    fillBox(r, x0, y0 + ry, x0 + rx, y1 - ry, p);
    fillBox(r, x1 - rx, y0 + ry, x1, y1 - ry, p);
    drawCorners(r, m, x0, y0, x1, y1, p);
}

static void drawStroke(SDL_Renderer *r, const Prim *p) {
    int x0 = p->i[0], y0 = p->i[1], x1 = p->i[2], y1 = p->i[3], rx = p->i[4], ry = p->i[5], wx = p->i[6], wy = p->i[7];
    Mask *m = rx >= 1 && ry >= 1 ? mask(r, rx, ry, wx, wy) : NULL;
    int bx = m ? m->bx : 0, by = m ? m->by : 0, vy = by > wy ? by : wy;
    fillBox(r, x0 + bx, y0, x1 - bx, y0 + wy, p);
    fillBox(r, x0 + bx, y1 - wy, x1 - bx, y1, p);
    fillBox(r, x0, y0 + vy, x0 + wx, y1 - vy, p);
    fillBox(r, x1 - wx, y0 + vy, x1, y1 - vy, p);
    if (m) drawCorners(r, m, x0, y0, x1, y1, p);
}

static void drawLine(SDL_Renderer *r, const Prim *p) {
    double ax = p->d[0], ay = p->d[1], bx = p->d[2], by = p->d[3];
    double dx = bx - ax, dy = by - ay, length = sqrt(dx * dx + dy * dy);
    double w = p->d[4] > 1 ? p->d[4] : 1, nx = -dy / length, ny = dx / length, f = 0.5;
    double solid = w / 2 - f > 0 ? w / 2 - f : 0, edge = w / 2 + f;
    SDL_Color c = {p->r, p->g, p->b, p->a}, clear = {p->r, p->g, p->b, 0};
    double offsets[4] = {-edge, -solid, solid, edge};
    SDL_Color colours[4] = {clear, c, c, clear};
    SDL_Vertex v[8];
    for (int k = 0; k < 4; k++) {
        v[2 * k] = (SDL_Vertex){{(float)(ax + nx * offsets[k]), (float)(ay + ny * offsets[k])}, colours[k], {0, 0}};
        v[2 * k + 1] = (SDL_Vertex){{(float)(bx + nx * offsets[k]), (float)(by + ny * offsets[k])}, colours[k], {0, 0}};
    }
    int idx[18], n = 0;
    for (int band = 0; band < 3; band++) {
        int i = band * 2;
        idx[n++] = i; idx[n++] = i + 1; idx[n++] = i + 2;
        idx[n++] = i + 1; idx[n++] = i + 3; idx[n++] = i + 2;
    }
    SDL_RenderGeometry(r, NULL, v, 8, idx, 18);
}

static void drawText(SDL_Renderer *r, const Prim *p) {
    TextEntry *e = textEntry(r, p->text, p->i[0], p->i[1]);
    if (!e) return;
    SDL_SetTextureColorMod(e->texture, p->r, p->g, p->b);
    SDL_SetTextureAlphaMod(e->texture, p->a);
    SDL_FRect rect = {p->f[0], p->f[1], p->f[2], p->f[3]};
    SDL_RenderCopyF(r, e->texture, NULL, &rect);
}

static void renderFrame(SDL_Renderer *r, const FrameData *f, int gl) {
    SDL_RenderSetClipRect(r, NULL);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(r, f->clear[0], f->clear[1], f->clear[2], f->clear[3]);
    SDL_RenderClear(r);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_RenderSetClipRect(r, NULL);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    for (int k = 0; k < f->count; k++) {
        const Prim *p = &f->prims[k];
        switch (p->kind) {
        case P_CLIP: { SDL_Rect c = {p->i[0], p->i[1], p->i[2], p->i[3]}; SDL_RenderSetClipRect(r, &c); break; }
        case P_NOCLIP: SDL_RenderSetClipRect(r, NULL); break;
        case P_FILL: drawFill(r, p); break;
        case P_STROKE: drawStroke(r, p); break;
        case P_LINE: drawLine(r, p); break;
        case P_TEXT: drawText(r, p); break;
        }
    }
    SDL_RenderSetClipRect(r, NULL);
    SDL_RenderFlush(r);
    if (gl) {
        Uint32 pixel;
        SDL_Rect one = {0, 0, 1, 1};
        SDL_RenderReadPixels(r, &one, SDL_PIXELFORMAT_ARGB8888, &pixel, 4);
    }
}

/* ---------- timing ---------- */

static double nowMicros(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int compareDoubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Same ranks as the bench's BenchStats: median (mean of the middle two), nearest-rank p99. */
static void report(const char *id, double *t, int n) {
    if (n == 0) return;
    double sum = 0;
    for (int k = 0; k < n; k++) sum += t[k];
    qsort(t, (size_t)n, sizeof *t, compareDoubles);
    double median = n % 2 == 0 ? (t[n / 2 - 1] + t[n / 2]) / 2 : t[(int)ceil(0.5 * n) - 1];
    int i99 = (int)ceil(0.99 * n) - 1;
    printf("demo %s frames %d median_us %.3f p99_us %.3f mean_us %.3f\n", id, n, median, t[i99 < 0 ? 0 : i99], sum / n);
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: baseline DUMP [software|opengl]\n"); return 2; }
    int gl = argc > 2 && !strcmp(argv[2], "opengl");
    readDump(argv[1]);
    if (!gl) SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
    if (SDL_Init(gl ? SDL_INIT_VIDEO : 0) < 0 || TTF_Init() < 0) { fprintf(stderr, "baseline: %s\n", SDL_GetError()); return 3; }
    SDL_Window *window = NULL;
    SDL_Surface *surface = NULL;
    SDL_Renderer *renderer;
    if (gl) {
        window = SDL_CreateWindow("baseline", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width, height,
                                  SDL_WINDOW_HIDDEN | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
        int index = -1;
        for (int k = 0; k < SDL_GetNumRenderDrivers(); k++) {
            SDL_RendererInfo info;
            if (SDL_GetRenderDriverInfo(k, &info) == 0 && !strcmp(info.name, "opengl")) index = k;
        }
        renderer = window ? SDL_CreateRenderer(window, index, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC) : NULL;
    } else {
        surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888);
        renderer = surface ? SDL_CreateSoftwareRenderer(surface) : NULL;
    }
    if (!renderer) { fprintf(stderr, "baseline: no renderer: %s\n", SDL_GetError()); return 3; }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    if (!font(0, 16, 0)) { fprintf(stderr, "baseline: cannot open %s\n", fontPath[0]); return 3; }

    int total = 0;
    for (int d = 0; d < demoCount; d++) total += demos[d].count;
    double *all = malloc(sizeof(double) * (size_t)(total ? total : 1));
    int allCount = 0;
    for (int d = 0; d < demoCount; d++) {
        Demo *demo = &demos[d];
        double *times = malloc(sizeof(double) * (size_t)(demo->count ? demo->count : 1));
        for (int k = 0; k < demo->count; k++) {
            double t0 = nowMicros();
            renderFrame(renderer, &demo->frames[k], gl);
            times[k] = nowMicros() - t0;
            all[allCount++] = times[k];
        }
        report(demo->id, times, demo->count);
        free(times);
    }
    report("all", all, allCount);
    fflush(stdout);
    /* Process exit frees the rest; fonts are closed before TTF_Quit (B1b). */
    for (int k = 0; k < openFontCount; k++) TTF_CloseFont(openFonts[k].font);
    TTF_Quit();
    SDL_Quit();
    return 0;
}
