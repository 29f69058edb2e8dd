import PlaygroundCore

extension PixelTarget {
    /// Draws the `width` × `height` part of `mask` at (`srcX`, `srcY`) with its top left at
    /// (`x`, `y`), tinted `color` at `alpha`: what SDL_RenderCopy of a white texture with colour
    /// and alpha mods does (SDL_Blit_ARGB8888_*_Modulate_Blend), pixel for pixel. Empty
    /// coverage is skipped and full coverage at full alpha is a plain store, so a label costs
    /// little more than its glyphs' edges.
    func blend(
        _ mask: CoverageMask, srcX: Int, srcY: Int, width w: Int, height h: Int, x: Int, y: Int,
        color: Color, alpha: UInt8, clip: Clip, memo: BlendMemo
    ) {
        // The part of the destination inside the clip, and where that starts in the mask.
        let left = max(x, clip.x0)
        let right = min(x + w, clip.x1)
        let top = max(y, clip.y0)
        let bottom = min(y + h, clip.y1)
        guard left < right, top < bottom, alpha > 0 else { return }
        let mx = srcX + left - x
        let my = srcY + top - y
        precondition(
            mx >= 0 && my >= 0 && mx + (right - left) <= mask.width && my + (bottom - top) <= mask.height,
            "the source rect must lie inside the mask")
        let r = UInt32(color.r)
        let g = UInt32(color.g)
        let b = UInt32(color.b)
        let modA = UInt32(alpha)
        let solid = opaque(color)
        let keep: UInt32 = hasAlpha ? 0xFFFF_FFFF : 0x00FF_FFFF
        let count = right - left
        let generation = memo.next()
        let stamps = memo.stamps
        let inputs = memo.inputs
        let outputs = memo.outputs
        mask.bytes.withUnsafeBufferPointer { buffer in
            guard let coverage = buffer.baseAddress else { return }
            for row in 0..<(bottom - top) {
                var src = coverage + (my + row) * mask.width + mx
                var dst = pixels + (top + row) * stride + left
                let end = src + count
                // One pixel: nothing for no coverage, a store for full coverage at full alpha, else
                // a blend. A glyph's edges mostly fall on one background colour, so the last result
                // per coverage level is usually the answer.
                @inline(__always) func pixel(_ c: Int, _ dst: UnsafeMutablePointer<UInt32>) {
                    if c == 255 && modA == 255 {
                        dst.pointee = solid
                    } else if c != 0 {
                        let before = dst.pointee
                        if stamps[c] == generation && inputs[c] == before {
                            dst.pointee = outputs[c]
                            return
                        }
                        let a = modA == 255 ? UInt32(c) : Self.mul(UInt32(c), modA)
                        var after = before
                        if a == 255 {
                            after = solid
                        } else if a != 0 {
                            let source = a << 24 | Self.mul(r, a) << 16 | Self.mul(g, a) << 8 | Self.mul(b, a)
                            after = (Self.scale(before, by: 255 - a) &+ source) & keep
                        }
                        stamps[c] = generation
                        inputs[c] = before
                        outputs[c] = after
                        dst.pointee = after
                    }
                }
                // Sixteen pixels at a time: skipped at once when empty (most of a label's box is
                // space between glyphs), else each in turn without testing again.
                while end - src >= 16 {
                    if UnsafeRawPointer(src).loadUnaligned(as: UInt64.self)
                        | UnsafeRawPointer(src + 8).loadUnaligned(as: UInt64.self) != 0
                    {
                        for k in 0..<16 { pixel(Int(src[k]), dst + k) }
                    }
                    src += 16
                    dst += 16
                }
                while src < end {
                    pixel(Int(src.pointee), dst)
                    src += 1
                    dst += 1
                }
            }
        }
    }

    /// `mask` stretched onto the whole-pixel rectangle (`x`, `y`, `width`, `height`) with
    /// bilinear filtering (a label under a scale transform: a squashed roller cell, the salon's
    /// viewfinder), tinted `color` at `alpha`. SDL's own stretching blit does the same work for
    /// about four times the instructions a pixel.
    func blendScaled(
        _ mask: CoverageMask, x: Int, y: Int, width w: Int, height h: Int, color: Color, alpha: UInt8,
        clip: Clip
    ) {
        let left = max(x, clip.x0)
        let right = min(x + w, clip.x1)
        let top = max(y, clip.y0)
        let bottom = min(y + h, clip.y1)
        guard left < right, top < bottom, alpha > 0, mask.width > 0, mask.height > 0 else { return }
        // Per destination column: the two source columns and the weight (0...256) of the second.
        let sx = Double(mask.width) / Double(w)
        let sy = Double(mask.height) / Double(h)
        func sample(_ i: Int, _ scale: Double, _ size: Int) -> (Int, Int, UInt32) {
            let u = max(0, (Double(i) + 0.5) * scale - 0.5)
            let u0 = min(size - 1, Int(u))
            return (u0, min(size - 1, u0 + 1), UInt32(((u - Double(u0)) * 256).rounded()))
        }
        let columns = (left..<right).map { sample($0 - x, sx, mask.width) }
        let r = UInt32(color.r)
        let g = UInt32(color.g)
        let b = UInt32(color.b)
        let modA = UInt32(alpha)
        let keep: UInt32 = hasAlpha ? 0xFFFF_FFFF : 0x00FF_FFFF
        mask.bytes.withUnsafeBufferPointer { buffer in
            guard let coverage = buffer.baseAddress else { return }
            for py in top..<bottom {
                let (v0, v1, fy) = sample(py - y, sy, mask.height)
                let row0 = coverage + v0 * mask.width
                let row1 = coverage + v1 * mask.width
                var dst = pixels + py * stride + left
                for (u0, u1, fx) in columns {
                    let top = UInt32(row0[u0]) * (256 - fx) + UInt32(row0[u1]) * fx
                    let bottom = UInt32(row1[u0]) * (256 - fx) + UInt32(row1[u1]) * fx
                    let c = (top * (256 - fy) + bottom * fy + 32768) >> 16
                    if c != 0 {
                        let a = modA == 255 ? c : Self.mul(c, modA)
                        if a >= 255 {
                            dst.pointee = opaque(color)
                        } else if a > 0 {
                            let source = a << 24 | Self.mul(r, a) << 16 | Self.mul(g, a) << 8 | Self.mul(b, a)
                            dst.pointee = (Self.scale(dst.pointee, by: 255 - a) &+ source) & keep
                        }
                    }
                    dst += 1
                }
            }
        }
    }

    /// An anti-aliased segment from `a` to `b` (pixels) of width `w`: full `alpha` within
    /// w/2 − f of the centre line, fading to nothing at w/2 + f, cut square at both ends. The
    /// same shape as the three gradient strips SDL_RenderGeometry is given on GL, without the
    /// software renderer's temporary surface per triangle.
    func line(
        from a: (x: Double, y: Double), to b: (x: Double, y: Double), width w: Double, fringe f: Double,
        color: Color, alpha: UInt8, clip: Clip
    ) {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, alpha > 0 else { return }
        let ux = dx / length
        let uy = dy / length
        let solid = max(0, w / 2 - f)
        let edge = w / 2 + f
        // The bounding box of the strip's four corners, in whole pixels, inside the clip.
        let ex = abs(uy) * edge
        let ey = abs(ux) * edge
        let left = max(clip.x0, PixelCoordinate.snap(min(a.x, b.x) - ex, .down))
        let right = min(clip.x1, PixelCoordinate.snap(max(a.x, b.x) + ex, .up))
        let top = max(clip.y0, PixelCoordinate.snap(min(a.y, b.y) - ey, .down))
        let bottom = min(clip.y1, PixelCoordinate.snap(max(a.y, b.y) + ey, .up))
        guard left < right, top < bottom else { return }
        let full = Double(alpha)
        let span = edge - solid
        let r = UInt32(color.r)
        let g = UInt32(color.g)
        let bl = UInt32(color.b)
        let keep: UInt32 = hasAlpha ? 0xFFFF_FFFF : 0x00FF_FFFF
        for py in top..<bottom {
            let cy = Double(py) + 0.5 - a.y
            var p = pixels + py * stride + left
            for px in left..<right {
                // Pixel centre in the segment's frame: along it (t) and across it (d).
                let cx = Double(px) + 0.5 - a.x
                let t = cx * ux + cy * uy
                let d = abs(cx * uy - cy * ux)
                if t >= 0, t <= length, d < edge {
                    let k = d <= solid ? 1 : (edge - d) / span
                    let a = UInt32((full * k).rounded())
                    if a >= 255 {
                        p.pointee = opaque(color)
                    } else if a > 0 {
                        let source = a << 24 | Self.mul(r, a) << 16 | Self.mul(g, a) << 8 | Self.mul(bl, a)
                        p.pointee = (Self.scale(p.pointee, by: 255 - a) &+ source) & keep
                    }
                }
                p += 1
            }
        }
    }
}

/// Per coverage level, the last destination pixel blended and its result, valid for one blit
/// (one colour and alpha): a generation stamp invalidates it all at once.
final class BlendMemo {
    let stamps = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
    let inputs = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
    let outputs = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
    private var generation: UInt32 = 0

    init() {
        stamps.initialize(repeating: 0, count: 256)
        inputs.initialize(repeating: 0, count: 256)
        outputs.initialize(repeating: 0, count: 256)
    }

    deinit {
        stamps.deallocate()
        inputs.deallocate()
        outputs.deallocate()
    }

    /// A fresh generation: every remembered result is forgotten.
    func next() -> UInt32 {
        generation &+= 1
        if generation == 0 {
            stamps.update(repeating: 0, count: 256)
            generation = 1
        }
        return generation
    }
}
