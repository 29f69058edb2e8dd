import CSDL2
import Motion
import PlaygroundCore

/// Filled and stroked rounded rects and lines: SDL geometry batches, or straight pixel writes on
/// a direct pixel target.
extension DrawListRenderer {
    // MARK: - Shapes

    /// Rounded rects are pixel-snapped boxes: straight parts are plain rect fills (crisp, and the
    /// software renderer's fastest path), the corners are cached anti-aliased masks.
    func fill(_ rect: Rect, radius: Double, color: Color) {
        guard let alpha = effectiveAlpha(color) else { return }
        let box = PixelBox(device.apply(rect))
        guard !box.isEmpty else { return }
        let rx = PixelCoordinate.cornerRadius(radius, scale: device.scaleX, side: box.width)
        let ry = PixelCoordinate.cornerRadius(radius, scale: device.scaleY, side: box.height)
        if let trace {
            trace(.fill(x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1, rx: rx, ry: ry, color: color, alpha: alpha))
        }
        guard rx >= 1, ry >= 1, let mask = corners.mask(.init(rx: rx, ry: ry, wx: 0, wy: 0)) else {
            fillBox(box.x0, box.y0, box.x1, box.y1, color, alpha)
            return
        }
        fillBox(box.x0 + rx, box.y0, box.x1 - rx, box.y1, color, alpha)
        fillBox(box.x0, box.y0 + ry, box.x0 + rx, box.y1 - ry, color, alpha)
        fillBox(box.x1 - rx, box.y0 + ry, box.x1, box.y1 - ry, color, alpha)
        drawCorners(mask, box, color, alpha)
    }

    func stroke(_ rect: Rect, radius: Double, lineWidth: Double, color: Color) {
        guard var alpha = effectiveAlpha(color), lineWidth > 0 else { return }
        let box = PixelBox(device.apply(rect))
        guard !box.isEmpty else { return }
        // Inside the bounds, like CALayer's border, so a stroke never leaks out of its clip.
        // Whole pixels; a hairline thinner than a pixel is one pixel with proportionally less alpha.
        let rawX = lineWidth * abs(device.scaleX)
        let rawY = lineWidth * abs(device.scaleY)
        let coverage = min(1, max(rawX, rawY))
        if coverage < 1 {
            alpha = UInt8((Double(alpha) * coverage).rounded())
            guard alpha > 0 else { return }
        }
        let wx = max(1, min(PixelCoordinate.snap(rawX), (box.width + 1) / 2))
        let wy = max(1, min(PixelCoordinate.snap(rawY), (box.height + 1) / 2))
        let rx = PixelCoordinate.cornerRadius(radius, scale: device.scaleX, side: box.width)
        let ry = PixelCoordinate.cornerRadius(radius, scale: device.scaleY, side: box.height)
        if let trace {
            trace(
                .stroke(
                    x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1, rx: rx, ry: ry, wx: wx, wy: wy, color: color,
                    alpha: alpha))
        }
        var mask: CornerMaskCache.Mask? = nil
        if rx >= 1 && ry >= 1 { mask = corners.mask(.init(rx: rx, ry: ry, wx: wx, wy: wy)) }
        // The bands run between the corner boxes.
        let bx = mask?.bx ?? 0
        let by = mask?.by ?? 0
        fillBox(box.x0 + bx, box.y0, box.x1 - bx, box.y0 + wy, color, alpha)
        fillBox(box.x0 + bx, box.y1 - wy, box.x1 - bx, box.y1, color, alpha)
        fillBox(box.x0, box.y0 + max(by, wy), box.x0 + wx, box.y1 - max(by, wy), color, alpha)
        fillBox(box.x1 - wx, box.y0 + max(by, wy), box.x1, box.y1 - max(by, wy), color, alpha)
        if let mask { drawCorners(mask, box, color, alpha) }
    }

    /// Blits the four quadrants of a corner mask into the corners of `box`, tinted.
    func drawCorners(_ mask: CornerMaskCache.Mask, _ box: PixelBox, _ color: Color, _ alpha: UInt8) {
        let w = mask.bx
        let h = mask.by
        if let target {
            for corner in Corner.allCases {
                let (ox, oy, sx, sy) = corner.origin(box)
                let x = sx > 0 ? ox : ox - w
                let y = sy > 0 ? oy : oy - h
                if hidden(x, y, x + w, y + h) { continue }
                blendMask(
                    mask.coverage, owner: mask, srcX: sx > 0 ? 0 : w, srcY: sy > 0 ? 0 : h, width: w, height: h,
                    x: x, y: y, color: color, alpha: alpha, into: target)
            }
            return
        }
        guard let texture = mask.texture(for: renderer) else { return }
        SDL_SetTextureColorMod(texture, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture, alpha)
        for corner in Corner.allCases {
            let (ox, oy, sx, sy) = corner.origin(box)
            var src = SDL_Rect(x: Int32(sx > 0 ? 0 : w), y: Int32(sy > 0 ? 0 : h), w: Int32(w), h: Int32(h))
            var dst = SDL_Rect(x: Int32(sx > 0 ? ox : ox - w), y: Int32(sy > 0 ? oy : oy - h), w: Int32(w), h: Int32(h))
            SDL_RenderCopy(renderer.handle, texture, &src, &dst)
        }
    }

    func line(_ from: Point, _ to: Point, width: Double, color: Color) {
        guard let alpha = effectiveAlpha(color), width > 0 else { return }
        // Only the part within reach of the canvas: the pixel arithmetic below stays finite.
        guard let (a, b) = PixelCoordinate.clipped(device.apply(from), device.apply(to)) else { return }
        // Separators are axis-aligned: draw them as pixel-snapped bands, at least one pixel thick.
        if abs(a.x - b.x) < 1e-9 || abs(a.y - b.y) < 1e-9 {
            let horizontal = abs(a.y - b.y) < 1e-9
            let thickness = max(1, (width * (horizontal ? abs(device.scaleY) : abs(device.scaleX))).rounded())
            if horizontal {
                let y = (a.y - thickness / 2).rounded()
                fillPixels(Rect(x: min(a.x, b.x), y: y, width: abs(b.x - a.x), height: thickness), color, alpha)
            } else {
                let x = (a.x - thickness / 2).rounded()
                fillPixels(Rect(x: x, y: min(a.y, b.y), width: thickness, height: abs(b.y - a.y)), color, alpha)
            }
            return
        }
        if let trace {
            trace(
                .line(
                    ax: a.x, ay: a.y, bx: b.x, by: b.y, width: width * (abs(device.scaleX) + abs(device.scaleY)) / 2,
                    color: color, alpha: alpha))
        }
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        let w = min(PixelCoordinate.limit, max(1, width * (abs(device.scaleX) + abs(device.scaleY)) / 2))
        let nx = -dy / length
        let ny = dx / length
        let f = Self.fringe
        if let target {
            let reach = w / 2 + f + 1
            for c in pixelClips {
                target.line(from: (a.x, a.y), to: (b.x, b.y), width: w, fringe: f, color: color, alpha: alpha, clip: c)
                ground.wrote(
                    c.cut(
                        PixelCoordinate.snap(min(a.x, b.x) - reach, .down),
                        PixelCoordinate.snap(min(a.y, b.y) - reach, .down),
                        PixelCoordinate.snap(max(a.x, b.x) + reach, .up),
                        PixelCoordinate.snap(max(a.y, b.y) + reach, .up)))
            }
            return
        }
        let solid = max(0, w / 2 - f)
        let edge = w / 2 + f
        let c = SDL_Color(r: color.r, g: color.g, b: color.b, a: alpha)
        var clear = c
        clear.a = 0
        beginShape()
        // Three parallel strips: fade in, solid core, fade out.
        for (offset, colour) in [(-edge, clear), (-solid, c), (solid, c), (edge, clear)] {
            appendVertex(a.x + nx * offset, a.y + ny * offset, colour)
            appendVertex(b.x + nx * offset, b.y + ny * offset, colour)
        }
        for band in 0..<3 {
            let i = Int32(band * 2)
            appendTriangle(i, i + 1, i + 2)
            appendTriangle(i + 1, i + 3, i + 2)
        }
        flushShape()
    }

    /// A rectangle in pixels, snapped to whole pixels so plain rects stay crisp.
    func fillPixels(_ r: Rect, _ color: Color, _ alpha: UInt8) {
        let box = PixelBox(r)
        if let trace {
            trace(.fill(x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1, rx: 0, ry: 0, color: color, alpha: alpha))
        }
        fillBox(box.x0, box.y0, box.x1, box.y1, color, alpha)
    }

    func fillBox(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ color: Color, _ alpha: UInt8) {
        guard x1 > x0, y1 > y0 else { return }
        var (x0, y0, x1, y1) = (x0, y0, x1, y1)
        if !occluders.boxes.isEmpty {
            guard let part = occluders.visible(x0, y0, x1, y1, after: commandIndex) else {
                culled += 1
                return
            }
            (x0, y0, x1, y1) = part
        }
        if let target {
            for c in pixelClips {
                target.fill(x0, y0, x1, y1, color, alpha: alpha, clip: c)
                let box = c.cut(x0, y0, x1, y1)
                if alpha == 255 { ground.painted(box, value: target.opaque(color)) } else { ground.wrote(box) }
            }
            return
        }
        var rect = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
        // Opaque fills skip blending: the software renderer then fills memory directly.
        if alpha == 255 { SDL_SetRenderDrawBlendMode(renderer.handle, SDL_BLENDMODE_NONE) }
        SDL_SetRenderDrawColor(renderer.handle, color.r, color.g, color.b, alpha)
        SDL_RenderFillRect(renderer.handle, &rect)
        if alpha == 255 { SDL_SetRenderDrawBlendMode(renderer.handle, SDL_BLENDMODE_BLEND) }
    }

    // MARK: - Geometry

    func beginShape() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    func flushShape() {
        guard !indices.isEmpty else { return }
        vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in
                _ = SDL_RenderGeometry(
                    renderer.handle, nil, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
            }
        }
    }

    func appendVertex(_ x: Double, _ y: Double, _ color: SDL_Color) {
        vertices.append(
            SDL_Vertex(
                position: SDL_FPoint(x: Float(x), y: Float(y)), color: color,
                tex_coord: SDL_FPoint(x: 0, y: 0)))
    }

    func appendTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(a)
        indices.append(b)
        indices.append(c)
    }
}
