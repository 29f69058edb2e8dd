import CSDL2
import Glibc
import PlaygroundCore

/// The pixels of a software target (a window surface or an offscreen canvas), drawn directly.
///
/// Why not SDL_RenderFillRect / SDL_RenderCopy: SDL's software renderer blends with a generic
/// per-channel loop (about 25 instructions a pixel for a translucent fill, 50 for a tinted
/// label) and does that work for every transparent pixel of a label too. Callgrind put 90 % of
/// a pager frame there. These loops give the same pixels (same integer formulas, checked
/// against SDL in `PixelTargetTests`) for a fraction of the work: two 8-bit channels per 32-bit
/// lane, and nothing at all for a label's empty pixels.
///
/// Only 32-bit xRGB layouts qualify (ARGB8888 and RGB888, i.e. every X11 TrueColor window and
/// our canvases); anything else keeps SDL's calls.
struct PixelTarget {
    let pixels: UnsafeMutablePointer<UInt32>
    /// Row length in pixels (pitch / 4).
    let stride: Int
    let width: Int
    let height: Int
    /// ARGB8888 stores alpha; RGB888 keeps the top byte 0, as SDL writes it.
    let hasAlpha: Bool

    init?(surface: UnsafeMutablePointer<SDL_Surface>) {
        let s = surface.pointee
        guard let format = s.format?.pointee.format, let base = s.pixels, s.pitch % 4 == 0, s.w > 0, s.h > 0,
            s.flags & UInt32(SDL_RLEACCEL) == 0
        else { return nil }
        switch format {
        case SDL_PIXELFORMAT_ARGB8888.rawValue: hasAlpha = true
        case SDL_PIXELFORMAT_RGB888.rawValue: hasAlpha = false
        default: return nil
        }
        pixels = base.assumingMemoryBound(to: UInt32.self)
        stride = Int(s.pitch) / 4
        width = Int(s.w)
        height = Int(s.h)
    }

    /// A target over memory of our own, `width` pixels a row (a mask blended ahead in `PreblendCache`).
    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, hasAlpha: Bool) {
        self.pixels = pixels
        stride = width
        self.width = width
        self.height = height
        self.hasAlpha = hasAlpha
    }

    /// Rows of `source` (`sourceWidth` pixels a row) from (`sx`, `sy`) stored into `box`.
    func copy(_ source: UnsafeBufferPointer<UInt32>, sourceWidth: Int, sx: Int, sy: Int, into box: Clip) {
        guard let base = source.baseAddress, !box.isEmpty else { return }
        let count = box.x1 - box.x0
        precondition(
            sx >= 0 && sy >= 0 && sx + count <= sourceWidth && (sy + box.y1 - box.y0) * sourceWidth <= source.count,
            "the copied rows must lie inside the source")
        for row in 0..<(box.y1 - box.y0) {
            (pixels + (box.y0 + row) * stride + box.x0).update(from: base + (sy + row) * sourceWidth + sx, count: count)
        }
    }

    /// A clip in pixels: [x0, x1) × [y0, y1), already inside the target.
    struct Clip: Equatable {
        var x0: Int, y0: Int, x1: Int, y1: Int
        var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

        /// [x0, x1) × [y0, y1) cut to this clip (empty when they miss).
        func cut(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Clip {
            Clip(x0: max(x0, self.x0), y0: max(y0, self.y0), x1: min(x1, self.x1), y1: min(y1, self.y1))
        }
    }

    /// The whole target, or `rect` cut to it.
    func clip(_ rect: SDL_Rect?) -> Clip {
        guard let r = rect else { return Clip(x0: 0, y0: 0, x1: width, y1: height) }
        return Clip(
            x0: max(0, Int(r.x)), y0: max(0, Int(r.y)), x1: min(width, Int(r.x) + Int(r.w)),
            y1: min(height, Int(r.y) + Int(r.h)))
    }

    /// The value SDL stores for an opaque colour: SDL_MapRGBA on this layout.
    func opaque(_ c: Color) -> UInt32 {
        let rgb = UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
        return hasAlpha ? 0xFF00_0000 | rgb : rgb
    }

    /// The value SDL stores for `c` with blending off (SDL_MapRGBA): alpha kept where the layout has it.
    func mapped(_ c: Color) -> UInt32 {
        let rgb = UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
        return hasAlpha ? UInt32(c.a) << 24 | rgb : rgb
    }

    // MARK: - Fills

    /// [x0, x1) × [y0, y1) ∩ clip set to `value` (a clear: no blending).
    func store(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, value: UInt32, clip: Clip) {
        let left = max(x0, clip.x0)
        let right = min(x1, clip.x1)
        let top = max(y0, clip.y0)
        let bottom = min(y1, clip.y1)
        guard left < right, top < bottom else { return }
        // wmemset: glibc's vector fill for 32-bit values (wchar_t is 32 bits on Linux).
        let fill = wchar_t(bitPattern: value)
        for y in top..<bottom {
            (pixels + y * stride + left).withMemoryRebound(to: wchar_t.self, capacity: right - left) {
                _ = wmemset($0, fill, right - left)
            }
        }
    }

    /// [x0, x1) × [y0, y1) ∩ clip painted with `color` at `alpha`: stored as is when opaque
    /// (SDL_FillRect), else blended as SDL_BlendFillRect does (source premultiplied first).
    func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ color: Color, alpha: UInt8, clip: Clip) {
        let left = max(x0, clip.x0)
        let right = min(x1, clip.x1)
        let top = max(y0, clip.y0)
        let bottom = min(y1, clip.y1)
        guard left < right, top < bottom else { return }
        let count = right - left
        if alpha == 255 { return store(left, top, right, bottom, value: opaque(color), clip: clip) }
        let a = UInt32(alpha)
        let inverse = 255 - a
        var source =
            Self.mul(UInt32(color.r), a) << 16 | Self.mul(UInt32(color.g), a) << 8 | Self.mul(UInt32(color.b), a)
        if hasAlpha { source |= a << 24 }
        let keep: UInt32 = hasAlpha ? 0xFFFF_FFFF : 0x00FF_FFFF
        // Most of what a translucent fill covers is one colour (a background, a card): remember
        // the last pixel blended and reuse its result.
        var before = pixels[top * stride + left]
        var after = (Self.scale(before, by: inverse) &+ source) & keep
        for y in top..<bottom {
            var p = pixels + y * stride + left
            let end = p + count
            // Four pixels of that colour at a time.
            var fourBefore = SIMD4<UInt32>(repeating: before)
            var fourAfter = SIMD4<UInt32>(repeating: after)
            while end - p >= 4 {
                let raw = UnsafeMutableRawPointer(p)
                if raw.loadUnaligned(as: SIMD4<UInt32>.self) == fourBefore {
                    raw.storeBytes(of: fourAfter, as: SIMD4<UInt32>.self)
                } else {
                    for k in 0..<4 {
                        let value = p[k]
                        if value != before {
                            before = value
                            after = (Self.scale(value, by: inverse) &+ source) & keep
                        }
                        p[k] = after
                    }
                    fourBefore = SIMD4<UInt32>(repeating: before)
                    fourAfter = SIMD4<UInt32>(repeating: after)
                }
                p += 4
            }
            while p < end {
                let value = p.pointee
                if value != before {
                    before = value
                    after = (Self.scale(value, by: inverse) &+ source) & keep
                }
                p.pointee = after
                p += 1
            }
        }
    }

    // MARK: - Integer blending, as SDL rounds it

    /// ⌊a·b / 255⌋ for bytes: SDL's DRAW_MUL and MULT_DIV_255 (both exact for 8-bit products).
    @inline(__always) static func mul(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let x = a &* b
        return (x &+ 1 &+ (x &>> 8)) &>> 8
    }

    /// Every channel of `pixel` times `factor` / 255 (floored), two channels per multiply.
    @inline(__always) static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        let rb = (pixel & 0x00FF_00FF) &* factor
        let ag = ((pixel &>> 8) & 0x00FF_00FF) &* factor
        let rbOut = ((rb &+ 0x0001_0001 &+ ((rb &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
        let agOut = (ag &+ 0x0001_0001 &+ ((ag &>> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rbOut | agOut
    }
}
