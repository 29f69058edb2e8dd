import CSDL2
import Glibc
import Motion
import PlaygroundCore

extension DrawListRenderer {
    /// A label: fitted (ellipsis), looked up in the text cache (rasterised on first use), placed
    /// by its alignment, then blended into the software target or copied as a tinted texture.
    func text(_ run: TextRun) {
        guard let alpha = effectiveAlpha(run.color), !run.string.isEmpty, run.size > 0 else { return }
        // A truncated run stays within its frame's width and about one em of its midline; when that
        // misses the clip (the rest of a window repainting only its damage) or lies under a later
        // opaque fill, skip fitting and lookup.
        if run.truncates {
            let reach = device.apply(
                Rect(
                    x: run.frame.minX, y: run.frame.midY - run.size, width: run.frame.width,
                    height: 2 * run.size))
            if let clip,
                reach.maxX < Double(clip.x) || reach.minX > Double(clip.x + clip.w)
                    || reach.maxY < Double(clip.y) || reach.minY > Double(clip.y + clip.h)
            {
                return
            }
            if hidden(
                PixelCoordinate.snap(reach.minX, .down), PixelCoordinate.snap(reach.minY, .down),
                PixelCoordinate.snap(reach.maxX, .up), PixelCoordinate.snap(reach.maxY, .up))
            {
                return
            }
        }
        // Rasterised at the base pixel size; scale transforms stretch the texture instead, so an
        // animated scale never re-rasterises.
        let pixelSize = max(1, PixelCoordinate.snap(run.size * pixelScale))
        var string = run.string
        let maxWidth = PixelCoordinate.snap(run.frame.width * pixelScale + 0.5, .down)
        let entry: TextCache.Entry
        if let memo = labelMemo(for: run, pixelSize: pixelSize, maxWidth: maxWidth) {
            // The same label as this command drew last frame: no fitting, no hashing.
            (string, entry) = (memo.drawn, memo.entry)
            textCache.touch(entry)
            if memo.cut { truncatedLabels.append(run.string) }
        } else {
            var drawnSize = pixelSize
            if run.truncates {
                guard let cut = textCache.fitted(string, pixelSize: pixelSize, weight: run.weight, maxWidth: maxWidth)
                else { return }
                string = cut
                if cut != run.string, let smaller = wholeSize(run, pixelSize: pixelSize, maxWidth: maxWidth) {
                    string = run.string
                    drawnSize = smaller
                }
            }
            guard let found = textCache.entry(for: string, pixelSize: drawnSize, weight: run.weight) else { return }
            entry = found
            let cut = string != run.string
            if cut { truncatedLabels.append(run.string) }
            rememberLabel(
                LabelMemo(
                    text: run.string, pixelSize: pixelSize, weight: run.weight, maxWidth: maxWidth,
                    truncates: run.truncates, drawn: string, cut: cut, entry: entry))
        }
        let w = Double(entry.width) / pixelScale
        let h = Double(entry.height) / pixelScale
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
            dst = Rect(
                x: dst.minX.rounded(), y: dst.minY.rounded(), width: Double(entry.width), height: Double(entry.height))
        }
        // A run placed at NaN (a NaN frame) covers no pixel.
        guard PixelCoordinate.clamped(dst) != nil else { return }
        var rect = SDL_FRect(x: Float(dst.minX), y: Float(dst.minY), w: Float(dst.width), h: Float(dst.height))
        if let trace {
            trace(
                .text(
                    string, pixelSize: pixelSize, weight: run.weight, x: rect.x, y: rect.y, width: rect.w,
                    height: rect.h,
                    color: run.color, alpha: alpha))
        }
        if !run.truncates,
            hidden(
                PixelCoordinate.snap(dst.minX, .down), PixelCoordinate.snap(dst.minY, .down),
                PixelCoordinate.snap(dst.maxX, .up), PixelCoordinate.snap(dst.maxY, .up))
        {
            return
        }
        if unscaled, let target {
            blendMask(
                entry.coverage, owner: entry, srcX: 0, srcY: 0, width: entry.width, height: entry.height,
                x: PixelCoordinate.snap(dst.minX, .towardZero), y: PixelCoordinate.snap(dst.minY, .towardZero),
                color: run.color, alpha: alpha, into: target)
            return
        }
        if let target {
            // Stretched (a scale transform): filtered into the whole pixels SDL would cover.
            // Through Float, as SDL_FRect rounds them, so these are the pixels SDL would cover.
            let x = PixelCoordinate.snap(Double(Float(dst.minX)), .towardZero)
            let y = PixelCoordinate.snap(Double(Float(dst.minY)), .towardZero)
            let w = PixelCoordinate.snap(Double(Float(dst.width)), .towardZero)
            let h = PixelCoordinate.snap(Double(Float(dst.height)), .towardZero)
            for c in pixelClips {
                target.blendScaled(
                    entry.coverage, x: x, y: y, width: w, height: h, color: run.color, alpha: alpha, clip: c)
                ground.wrote(c.cut(x, y, x + w, y + h))
            }
            return
        }
        // Stretched labels on GL: SDL's linear filtering.
        guard let texture = entry.texture(for: renderer) else { return }
        SDL_SetTextureColorMod(texture, run.color.r, run.color.g, run.color.b)
        SDL_SetTextureAlphaMod(texture, alpha)
        SDL_RenderCopyF(renderer.handle, texture, nil, &rect)
    }
}

extension DrawListRenderer {
    /// The core lays text out for one pixel per point (`TextMetrics` sums each glyph's advance
    /// rounded at that size); drawn at another scale (`--ui-scale 2`, a `--scale 0.5` export) the
    /// advances round differently, and a run the core fits exactly can come out a pixel or two
    /// too wide for its frame. Such a run is drawn whole a pixel size or two smaller (at most
    /// 10 %), never cut with an ellipsis: the largest size under `pixelSize` at which it fits
    /// `maxWidth`. Only where the scale differs and the core's estimate fits the run in its frame
    /// (within the layout check's 1 pt), so a run too long for its frame still shows its cut.
    func wholeSize(_ run: TextRun, pixelSize: Int, maxWidth: Int) -> Int? {
        guard pixelSize != max(1, Int(run.size.rounded())),
            TextMetrics.estimatedWidth(run.string, size: run.size, weight: run.weight) <= run.frame.width + 1
        else { return nil }
        let smallest = max(1, Int((Double(pixelSize) * 0.9).rounded(.down)))
        guard smallest < pixelSize else { return nil }
        return stride(from: pixelSize - 1, through: smallest, by: -1).first {
            textCache.width(of: run.string, pixelSize: $0, weight: run.weight) <= maxWidth
        }
    }
}

/// What a text command resolved to last frame: most labels are the same from frame to frame,
/// and comparing their bytes is far cheaper than fitting and hashing them again.
struct LabelMemo {
    var text: String
    var pixelSize: Int
    var weight: FontWeight
    var maxWidth: Int
    var truncates: Bool
    /// The string drawn (cut with an ellipsis when it did not fit) and its cache entry.
    var drawn: String
    /// Whether `drawn` is `text` cut (remembered so a memo hit needs no string comparison).
    var cut: Bool
    var entry: TextCache.Entry

    func matches(_ run: TextRun, pixelSize: Int, maxWidth: Int) -> Bool {
        guard self.pixelSize == pixelSize, weight == run.weight, truncates == run.truncates,
            !truncates || self.maxWidth == maxWidth
        else { return false }
        var a = text
        var b = run.string
        return a.withUTF8 { x in
            b.withUTF8 { y in
                x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
            }
        }
    }
}
