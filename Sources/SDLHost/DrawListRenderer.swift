import CSDL2
import Motion
import Playground

/// Interprets a `DrawList` with SDL_Render*: logical points × the current transform stack ×
/// the pixel scale give pixels. Works on a window renderer and on an offscreen surface alike.
public final class DrawListRenderer {
    public let renderer: Renderer
    public let textCache: TextCache
    /// Sees every primitive as it is resolved (the bench's draw dump); nil costs one branch each.
    public var trace: ((ResolvedPrimitive) -> Void)?
    /// Write a software target's pixels directly (`PixelTarget`); off, SDL's renderer draws
    /// everything (the reference the pixel tests compare against).
    public var drawsPixelsDirectly = true
    /// Leave out what later opaque fills cover; off, every primitive is drawn (the tests' reference).
    var cullsHidden = true

    /// Logical points → pixels, the transform stack composed with the pixel scale.
    var device = Transform.identity
    private var transforms: [Transform] = []
    private var opacity = 1.0
    private var opacities: [Double] = []
    /// The current clip in pixels; nil means the whole target.
    var clip: SDL_Rect?
    private var clips: [SDL_Rect?] = []
    var pixelScale = 1.0
    /// This frame's software pixels, written directly (nil: SDL draws, e.g. on GL).
    var target: PixelTarget?
    /// `clip` cut to the target (and to each repainted region), when there is a target.
    var pixelClips: [PixelTarget.Clip] = []
    /// The separate rectangles being repainted this frame (pixels); empty: one region or all.
    private var regionRects: [SDL_Rect] = []

    private let corners: CornerMaskCache
    /// What later opaque fills hide this frame, and the command being drawn.
    private var occluders = Occluders()
    var commandIndex = 0
    let memo = BlendMemo()
    /// Per command index, the label it drew last frame.
    private var labels: [LabelMemo?] = []
    /// Primitives left out this frame because later opaque fills cover them (for the bench).
    public private(set) var culled = 0
    // Reused between shapes (diagonal lines) so a frame allocates once.
    private var vertices: [SDL_Vertex] = []
    private var indices: [Int32] = []

    /// Anti-aliasing fringe half-width in pixels for diagonal lines: edges fade over one pixel.
    private static let fringe = 0.5

    public init(renderer: Renderer, textCache: TextCache) {
        precondition(textCache.renderer === renderer, "a text cache's textures belong to one renderer")
        self.renderer = renderer
        self.textCache = textCache
        corners = CornerMaskCache(renderer: renderer)
    }

    /// Draws `list` onto the current target (no present), first clearing it to `clear` when given.
    /// With `region` (pixels), only that rectangle is touched: everything is drawn clipped to it,
    /// so a target that kept the previous frame shows the new one after repainting its damage.
    /// Whatever a later opaque fill covers (the clear under a window's background, a page under
    /// the page sliding over it) is not drawn at all.
    ///
    /// `regions` (pixels, a software target only): several separate rectangles repainted in one
    /// pass, each primitive drawn into those it touches (four roller strips, not the block around them).
    public func render(_ list: DrawList, pixelScale: Double? = nil, region: SDL_Rect? = nil, regions: [SDL_Rect] = [],
                       clear: Color? = nil) {
        let scale = pixelScale ?? renderer.pixelScale
        self.pixelScale = scale
        device = Transform.scale(scale, scale, about: .zero)
        transforms.removeAll(keepingCapacity: true)
        opacities.removeAll(keepingCapacity: true)
        clips.removeAll(keepingCapacity: true)
        opacity = 1
        target = drawsPixelsDirectly ? renderer.pixelTarget() : nil
        var region = region
        regionRects.removeAll(keepingCapacity: true)
        if let first = regions.first {
            region = regions.dropFirst().reduce(first) { union($0, $1) }
            if target != nil && regions.count > 1 { regionRects = regions }
        }
        clip = region
        applyClip()
        let size = renderer.outputSize
        culled = 0
        if labels.count < list.commands.count { labels += Array(repeating: nil, count: list.commands.count - labels.count) }
        if cullsHidden {
            occluders.collect(list, device: device, clip: region, width: size.width, height: size.height)
        } else {
            occluders.removeAll()
        }
        if let clear {
            if regionRects.isEmpty {
                paintBackground(clear, region: region, size: size)
            } else {
                for r in regionRects { paintBackground(clear, region: r, size: size) }
            }
        }
        SDL_SetRenderDrawBlendMode(renderer.handle, SDL_BLENDMODE_BLEND)
        for (index, command) in list.commands.enumerated() {
            commandIndex = index
            execute(command)
        }
        SDL_RenderSetClipRect(renderer.handle, nil)
        target = nil
    }

    /// The clear, unless the list's own opaque fills cover it.
    private func paintBackground(_ color: Color, region: SDL_Rect?, size: (width: Int, height: Int)) {
        let r = region ?? SDL_Rect(x: 0, y: 0, w: Int32(size.width), h: Int32(size.height))
        if occluders.hide(Int(r.x), Int(r.y), Int(r.x + r.w), Int(r.y + r.h), after: -1) {
            culled += 1
            return
        }
        if let target {
            target.store(Int(r.x), Int(r.y), Int(r.x + r.w), Int(r.y + r.h), value: target.mapped(color), clip: target.clip(r))
        } else if region == nil {
            renderer.clear(color)
            applyClip()
        } else {
            var rect = r
            SDL_SetRenderDrawBlendMode(renderer.handle, SDL_BLENDMODE_NONE)
            SDL_SetRenderDrawColor(renderer.handle, color.r, color.g, color.b, color.a)
            SDL_RenderFillRect(renderer.handle, &rect)
        }
    }

    /// Whether a primitive's pixel box (before the clip) is hidden by a later opaque fill.
    func hidden(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Bool {
        guard !occluders.boxes.isEmpty else { return false }
        let c = clip
        let l = c.map { max(x0, Int($0.x)) } ?? x0, t = c.map { max(y0, Int($0.y)) } ?? y0
        let r = c.map { min(x1, Int($0.x + $0.w)) } ?? x1, b = c.map { min(y1, Int($0.y + $0.h)) } ?? y1
        if occluders.hide(l, t, r, b, after: commandIndex) {
            culled += 1
            return true
        }
        return false
    }

    private func execute(_ command: DrawCommand) {
        switch command {
        case .fillRect(let rect, let radius, let color):
            fill(rect, radius: radius, color: color)
        case .strokeRect(let rect, let radius, let lineWidth, let color):
            stroke(rect, radius: radius, lineWidth: lineWidth, color: color)
        case .line(let from, let to, let width, let color):
            line(from, to, width: width, color: color)
        case .text(let run):
            text(run)
        case .pushClip(let rect):
            clips.append(clip)
            let r = device.apply(rect)
            let x0 = Int32((r.minX).rounded()), y0 = Int32((r.minY).rounded())
            let x1 = Int32((r.maxX).rounded()), y1 = Int32((r.maxY).rounded())
            var next = SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
            if let clip { next = intersect(next, clip) }
            clip = next
            applyClip()
        case .popClip:
            // An unbalanced pop is ignored: the renderer is an edge and must not crash on a bad list.
            guard let previous = clips.popLast() else { return }
            clip = previous
            applyClip()
        case .pushOpacity(let value):
            opacities.append(opacity)
            opacity *= clamp(value, 0...1)
        case .popOpacity:
            guard let previous = opacities.popLast() else { return }
            opacity = previous
        case .pushTransform(let transform):
            transforms.append(device)
            device = transform.then(device)
        case .popTransform:
            guard let previous = transforms.popLast() else { return }
            device = previous
        case .pushLayer, .popLayer:
            break   // layout markers for the checker; nothing to paint
        }
    }

    // MARK: - State

    private var clipIsEmpty: Bool { if let clip { clip.w <= 0 || clip.h <= 0 } else { false } }

    private func applyClip() {
        if let trace {
            if let c = clip { trace(.clip(x: Int(c.x), y: Int(c.y), width: Int(c.w), height: Int(c.h))) } else { trace(.noClip) }
        }
        if let target {
            // Direct pixels honour this clip themselves; SDL's clip is only set when SDL draws.
            pixelClips.removeAll(keepingCapacity: true)
            if regionRects.isEmpty {
                pixelClips.append(target.clip(clip))
            } else {
                for r in regionRects {
                    let c = target.clip(clip.map { intersect($0, r) } ?? r)
                    if !c.isEmpty { pixelClips.append(c) }
                }
            }
            return
        }
        if var rect = clip {
            SDL_RenderSetClipRect(renderer.handle, &rect)
        } else {
            SDL_RenderSetClipRect(renderer.handle, nil)
        }
    }

    private func union(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        let x0 = min(a.x, b.x), y0 = min(a.y, b.y)
        return SDL_Rect(x: x0, y: y0, w: max(a.x + a.w, b.x + b.w) - x0, h: max(a.y + a.h, b.y + b.h) - y0)
    }

    private func intersect(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
        let x1 = min(a.x + a.w, b.x + b.w), y1 = min(a.y + a.h, b.y + b.h)
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
    }

    func labelMemo(for run: TextRun, pixelSize: Int, maxWidth: Int) -> LabelMemo? {
        guard commandIndex < labels.count, let memo = labels[commandIndex],
              memo.matches(run, pixelSize: pixelSize, maxWidth: maxWidth) else { return nil }
        return memo
    }

    func rememberLabel(_ memo: LabelMemo) {
        if commandIndex < labels.count { labels[commandIndex] = memo }
    }

    /// The colour's alpha times the opacity stack, or nil when nothing would show.
    func effectiveAlpha(_ color: Color) -> UInt8? {
        if clipIsEmpty { return nil }
        let a = (Double(color.a) * opacity).rounded()
        return a >= 1 ? UInt8(min(255, a)) : nil
    }

    // MARK: - Shapes

    /// Rounded rects are pixel-snapped boxes: straight parts are plain rect fills (crisp, and the
    /// software renderer's fastest path), the corners are cached anti-aliased masks.
    private func fill(_ rect: Rect, radius: Double, color: Color) {
        guard let alpha = effectiveAlpha(color) else { return }
        let box = PixelBox(device.apply(rect))
        guard !box.isEmpty else { return }
        let rx = min(Int((radius * abs(device.scaleX)).rounded()), box.width / 2)
        let ry = min(Int((radius * abs(device.scaleY)).rounded()), box.height / 2)
        if let trace { trace(.fill(x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1, rx: rx, ry: ry, color: color, alpha: alpha)) }
        guard rx >= 1, ry >= 1, let mask = corners.mask(.init(rx: rx, ry: ry, wx: 0, wy: 0)) else {
            fillBox(box.x0, box.y0, box.x1, box.y1, color, alpha)
            return
        }
        fillBox(box.x0 + rx, box.y0, box.x1 - rx, box.y1, color, alpha)
        fillBox(box.x0, box.y0 + ry, box.x0 + rx, box.y1 - ry, color, alpha)
        fillBox(box.x1 - rx, box.y0 + ry, box.x1, box.y1 - ry, color, alpha)
        drawCorners(mask, box, color, alpha)
    }

    private func stroke(_ rect: Rect, radius: Double, lineWidth: Double, color: Color) {
        guard var alpha = effectiveAlpha(color), lineWidth > 0 else { return }
        let box = PixelBox(device.apply(rect))
        guard !box.isEmpty else { return }
        // Inside the bounds, like CALayer's border, so a stroke never leaks out of its clip.
        // Whole pixels; a hairline thinner than a pixel is one pixel with proportionally less alpha.
        let rawX = lineWidth * abs(device.scaleX), rawY = lineWidth * abs(device.scaleY)
        let coverage = min(1, max(rawX, rawY))
        if coverage < 1 {
            alpha = UInt8((Double(alpha) * coverage).rounded())
            guard alpha > 0 else { return }
        }
        let wx = max(1, min(Int(rawX.rounded()), (box.width + 1) / 2))
        let wy = max(1, min(Int(rawY.rounded()), (box.height + 1) / 2))
        let rx = min(Int((radius * abs(device.scaleX)).rounded()), box.width / 2)
        let ry = min(Int((radius * abs(device.scaleY)).rounded()), box.height / 2)
        if let trace {
            trace(.stroke(x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1, rx: rx, ry: ry, wx: wx, wy: wy, color: color, alpha: alpha))
        }
        var mask: CornerMaskCache.Mask? = nil
        if rx >= 1 && ry >= 1 { mask = corners.mask(.init(rx: rx, ry: ry, wx: wx, wy: wy)) }
        // The bands run between the corner boxes.
        let bx = mask?.bx ?? 0, by = mask?.by ?? 0
        fillBox(box.x0 + bx, box.y0, box.x1 - bx, box.y0 + wy, color, alpha)
        fillBox(box.x0 + bx, box.y1 - wy, box.x1 - bx, box.y1, color, alpha)
        fillBox(box.x0, box.y0 + max(by, wy), box.x0 + wx, box.y1 - max(by, wy), color, alpha)
        fillBox(box.x1 - wx, box.y0 + max(by, wy), box.x1, box.y1 - max(by, wy), color, alpha)
        if let mask { drawCorners(mask, box, color, alpha) }
    }

    /// Blits the four quadrants of a corner mask into the corners of `box`, tinted.
    private func drawCorners(_ mask: CornerMaskCache.Mask, _ box: PixelBox, _ color: Color, _ alpha: UInt8) {
        let w = mask.bx, h = mask.by
        if let target {
            for corner in Corner.allCases {
                let (ox, oy, sx, sy) = corner.origin(box)
                let x = sx > 0 ? ox : ox - w, y = sy > 0 ? oy : oy - h
                if hidden(x, y, x + w, y + h) { continue }
                for c in pixelClips {
                    target.blend(mask.coverage, srcX: sx > 0 ? 0 : w, srcY: sy > 0 ? 0 : h, width: w, height: h,
                                 x: sx > 0 ? ox : ox - w, y: sy > 0 ? oy : oy - h, color: color, alpha: alpha, clip: c, memo: memo)
                }
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

    private func line(_ from: Point, _ to: Point, width: Double, color: Color) {
        guard let alpha = effectiveAlpha(color), width > 0 else { return }
        let a = device.apply(from), b = device.apply(to)
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
        if let trace { trace(.line(ax: a.x, ay: a.y, bx: b.x, by: b.y, width: width * (abs(device.scaleX) + abs(device.scaleY)) / 2,
                                   color: color, alpha: alpha)) }
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        let w = max(1, width * (abs(device.scaleX) + abs(device.scaleY)) / 2)
        let nx = -dy / length, ny = dx / length
        let f = Self.fringe
        if let target {
            for c in pixelClips {
                target.line(from: (a.x, a.y), to: (b.x, b.y), width: w, fringe: f, color: color, alpha: alpha, clip: c)
            }
            return
        }
        let solid = max(0, w / 2 - f), edge = w / 2 + f
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
    private func fillPixels(_ r: Rect, _ color: Color, _ alpha: UInt8) {
        let box = PixelBox(r)
        if let trace { trace(.fill(x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1, rx: 0, ry: 0, color: color, alpha: alpha)) }
        fillBox(box.x0, box.y0, box.x1, box.y1, color, alpha)
    }

    private func fillBox(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ color: Color, _ alpha: UInt8) {
        guard x1 > x0, y1 > y0 else { return }
        var (x0, y0, x1, y1) = (x0, y0, x1, y1)
        if !occluders.boxes.isEmpty {
            guard let part = occluders.visible(x0, y0, x1, y1, after: commandIndex) else { culled += 1; return }
            (x0, y0, x1, y1) = part
        }
        if let target {
            for c in pixelClips { target.fill(x0, y0, x1, y1, color, alpha: alpha, clip: c) }
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

    private func beginShape() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    private func flushShape() {
        guard !indices.isEmpty else { return }
        vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in
                _ = SDL_RenderGeometry(renderer.handle, nil, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
            }
        }
    }

    private func appendVertex(_ x: Double, _ y: Double, _ color: SDL_Color) {
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(x), y: Float(y)), color: color,
                                   tex_coord: SDL_FPoint(x: 0, y: 0)))
    }

    private func appendTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(a)
        indices.append(b)
        indices.append(c)
    }
}

/// A rectangle snapped to whole pixels: [x0, x1) × [y0, y1).
struct PixelBox {
    let x0: Int, y0: Int, x1: Int, y1: Int

    init(_ r: Rect) {
        x0 = Int(r.minX.rounded()); y0 = Int(r.minY.rounded())
        x1 = Int(r.maxX.rounded()); y1 = Int(r.maxY.rounded())
    }

    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
}

/// The four corners of a box, clockwise from the top left.
enum Corner: CaseIterable {
    case topLeft, topRight, bottomRight, bottomLeft

    /// The corner point and the directions pointing into the box.
    func origin(_ box: PixelBox) -> (x: Int, y: Int, sx: Int, sy: Int) {
        switch self {
        case .topLeft: (box.x0, box.y0, 1, 1)
        case .topRight: (box.x1, box.y0, -1, 1)
        case .bottomRight: (box.x1, box.y1, -1, -1)
        case .bottomLeft: (box.x0, box.y1, 1, -1)
        }
    }
}
