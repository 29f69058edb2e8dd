import CSDL2
import Motion
import Playground

extension DrawListRenderer {
    /// A label: fitted (ellipsis), looked up in the text cache (rasterised on first use), placed
    /// by its alignment, then blended into the software target or copied as a tinted texture.
    func text(_ run: TextRun) {
        guard let alpha = effectiveAlpha(run.color), !run.string.isEmpty, run.size > 0 else { return }
        // A truncated run stays within its frame's width and about one em of its midline; when that
        // misses the clip (the rest of a window repainting only its damage) or lies under a later
        // opaque fill, skip fitting and lookup.
        if run.truncates {
            let reach = device.apply(Rect(x: run.frame.minX, y: run.frame.midY - run.size, width: run.frame.width,
                                          height: 2 * run.size))
            if let clip, reach.maxX < Double(clip.x) || reach.minX > Double(clip.x + clip.w)
                || reach.maxY < Double(clip.y) || reach.minY > Double(clip.y + clip.h) { return }
            if hidden(Int(reach.minX.rounded(.down)), Int(reach.minY.rounded(.down)), Int(reach.maxX.rounded(.up)),
                      Int(reach.maxY.rounded(.up))) { return }
        }
        // Rasterised at the base pixel size; scale transforms stretch the texture instead, so an
        // animated scale never re-rasterises.
        let pixelSize = max(1, Int((run.size * pixelScale).rounded()))
        var string = run.string
        let maxWidth = Int((run.frame.width * pixelScale + 0.5).rounded(.down))
        if run.truncates {
            guard let cut = textCache.fitted(string, pixelSize: pixelSize, weight: run.weight, maxWidth: maxWidth) else { return }
            string = cut
        }
        guard let entry = textCache.entry(for: string, pixelSize: pixelSize, weight: run.weight) else { return }
        let w = Double(entry.width) / pixelScale, h = Double(entry.height) / pixelScale
        let x: Double
        switch run.alignment {
        case .leading: x = run.frame.minX
        case .center: x = run.frame.midX - w / 2
        case .trailing: x = run.frame.maxX - w
        }
        let y = run.frame.midY - h / 2
        var dst = device.apply(Rect(x: x, y: y, width: w, height: h))
        let unscaled = abs(device.scaleX - pixelScale) < 1e-9 && abs(device.scaleY - pixelScale) < 1e-9
        if unscaled {
            // Unscaled: whole-pixel placement keeps glyphs sharp under linear filtering.
            dst = Rect(x: dst.minX.rounded(), y: dst.minY.rounded(), width: Double(entry.width), height: Double(entry.height))
        }
        var rect = SDL_FRect(x: Float(dst.minX), y: Float(dst.minY), w: Float(dst.width), h: Float(dst.height))
        if let trace {
            trace(.text(string, pixelSize: pixelSize, weight: run.weight, x: rect.x, y: rect.y, width: rect.w, height: rect.h,
                        color: run.color, alpha: alpha))
        }
        if !run.truncates, hidden(Int(dst.minX.rounded(.down)), Int(dst.minY.rounded(.down)), Int(dst.maxX.rounded(.up)),
                                  Int(dst.maxY.rounded(.up))) { return }
        if unscaled, let target {
            target.blend(entry.coverage, srcX: 0, srcY: 0, width: entry.width, height: entry.height,
                         x: Int(dst.minX), y: Int(dst.minY), color: run.color, alpha: alpha, clip: pixelClip, memo: memo)
            return
        }
        // Stretched labels (scale transforms) keep SDL's linear filtering.
        guard let texture = entry.texture(for: renderer) else { return }
        syncSDLClip()
        SDL_SetTextureColorMod(texture, run.color.r, run.color.g, run.color.b)
        SDL_SetTextureAlphaMod(texture, alpha)
        SDL_RenderCopyF(renderer.handle, texture, nil, &rect)
        if target != nil { SDL_RenderFlush(renderer.handle) }
    }
}
