import PlaygroundCore

extension DrawListRenderer {
    /// The `width` × `height` part of `mask` at (`srcX`, `srcY`), its top left at (`x`, `y`),
    /// tinted `color` at `alpha`, into every current clip. Where the pixels under it are a known
    /// solid ground (`SolidGround`), the mask blended over that colour is copied
    /// (`PreblendCache`); elsewhere, and the first time, it is blended pixel by pixel. Both give
    /// the same pixels.
    func blendMask(
        _ mask: CoverageMask, owner: AnyObject, srcX: Int, srcY: Int, width w: Int, height h: Int, x: Int, y: Int,
        color: Color, alpha: UInt8, into target: PixelTarget
    ) {
        for c in pixelClips {
            let box = c.cut(x, y, x + w, y + h)
            guard !box.isEmpty, alpha > 0 else { continue }
            if copiesPreblended, let value = ground.value(under: box),
                let pixels = preblends.pixels(
                    for: PreblendCache.Key(
                        source: ObjectIdentifier(owner), srcX: srcX, srcY: srcY, width: w, height: h,
                        color: target.opaque(color), alpha: alpha, ground: value, hasAlpha: target.hasAlpha),
                    owner: owner,
                    make: {
                        preblended(
                            mask, srcX: srcX, srcY: srcY, width: w, height: h, color: color, alpha: alpha,
                            over: value, hasAlpha: target.hasAlpha)
                    })
            {
                pixels.withUnsafeBufferPointer {
                    target.copy($0, sourceWidth: w, sx: box.x0 - x, sy: box.y0 - y, into: box)
                }
            } else {
                target.blend(
                    mask, srcX: srcX, srcY: srcY, width: w, height: h, x: x, y: y, color: color, alpha: alpha, clip: c,
                    memo: memo)
            }
            ground.wrote(box)
        }
    }

    /// The mask blended over a `width` × `height` block of `value` by the blend itself.
    private func preblended(
        _ mask: CoverageMask, srcX: Int, srcY: Int, width w: Int, height h: Int, color: Color, alpha: UInt8,
        over value: UInt32, hasAlpha: Bool
    ) -> [UInt32] {
        var pixels = [UInt32](repeating: value, count: w * h)
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            PixelTarget(pixels: base, width: w, height: h, hasAlpha: hasAlpha).blend(
                mask, srcX: srcX, srcY: srcY, width: w, height: h, x: 0, y: 0, color: color, alpha: alpha,
                clip: PixelTarget.Clip(x0: 0, y0: 0, x1: w, y1: h), memo: memo)
        }
        return pixels
    }
}
