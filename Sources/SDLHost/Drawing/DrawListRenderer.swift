import CSDL2
import Motion
import PlaygroundCore

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
    var opacity = 1.0
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

    let corners: CornerMaskCache
    /// What later opaque fills hide this frame, and the command being drawn.
    var occluders = Occluders()
    var commandIndex = 0
    let memo = BlendMemo()
    /// Per command index, the label it drew last frame.
    private var labels: [LabelMemo?] = []
    /// Where this frame's pixels are one known opaque colour, and labels and corners already
    /// blended over such colours: a mask drawn again over the same ground is copied.
    var ground = SolidGround()
    let preblends = PreblendCache()
    /// Copy pre-blended masks over known grounds; off, every mask is blended (the tests' reference).
    var copiesPreblended = true
    /// Primitives left out this frame because later opaque fills cover them (for the bench).
    public internal(set) var culled = 0
    /// The labels this frame cut with an ellipsis, as the draw list gave them: the core's layout
    /// means every label to fit, so the tests expect none (the core's width estimate fell short).
    public internal(set) var truncatedLabels: [String] = []
    // Reused between shapes (diagonal lines) so a frame allocates once.
    var vertices: [SDL_Vertex] = []
    var indices: [Int32] = []

    /// Anti-aliasing fringe half-width in pixels for diagonal lines: edges fade over one pixel.
    static let fringe = 0.5

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
    public func render(
        _ list: DrawList, pixelScale: Double? = nil, region: SDL_Rect? = nil, regions: [SDL_Rect] = [],
        clear: Color? = nil
    ) {
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
        ground.reset()
        preblends.nextFrame()
        let size = renderer.outputSize
        culled = 0
        truncatedLabels.removeAll(keepingCapacity: true)
        if labels.count < list.commands.count {
            labels += Array(repeating: nil, count: list.commands.count - labels.count)
        }
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
            let c = target.clip(r)
            target.store(Int(r.x), Int(r.y), Int(r.x + r.w), Int(r.y + r.h), value: target.mapped(color), clip: c)
            ground.painted(c, value: target.mapped(color))
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
        let l = c.map { max(x0, Int($0.x)) } ?? x0
        let t = c.map { max(y0, Int($0.y)) } ?? y0
        let r = c.map { min(x1, Int($0.x + $0.w)) } ?? x1
        let b = c.map { min(y1, Int($0.y + $0.h)) } ?? y1
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
            let box = PixelBox(r)
            let (x0, y0, x1, y1) = (Int32(box.x0), Int32(box.y0), Int32(box.x1), Int32(box.y1))
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
            break  // layout markers for the checker; nothing to paint
        }
    }

    // MARK: - State

    private var clipIsEmpty: Bool { if let clip { clip.w <= 0 || clip.h <= 0 } else { false } }

    private func applyClip() {
        if let trace {
            if let c = clip {
                trace(.clip(x: Int(c.x), y: Int(c.y), width: Int(c.w), height: Int(c.h)))
            } else {
                trace(.noClip)
            }
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
        let x0 = min(a.x, b.x)
        let y0 = min(a.y, b.y)
        return SDL_Rect(x: x0, y: y0, w: max(a.x + a.w, b.x + b.w) - x0, h: max(a.y + a.h, b.y + b.h) - y0)
    }

    private func intersect(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        let x0 = max(a.x, b.x)
        let y0 = max(a.y, b.y)
        let x1 = min(a.x + a.w, b.x + b.w)
        let y1 = min(a.y + a.h, b.y + b.h)
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
    }

    func labelMemo(for run: TextRun, pixelSize: Int, maxWidth: Int) -> LabelMemo? {
        guard commandIndex < labels.count, let memo = labels[commandIndex],
            memo.matches(run, pixelSize: pixelSize, maxWidth: maxWidth)
        else { return nil }
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
}
