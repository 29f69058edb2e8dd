import CSDL2

/// Anti-aliased corner masks for rounded rects, as textures: white, alpha = coverage. A box
/// holds all four corners (2·bx × 2·by); each corner is drawn with a source rect and tinted with
/// colour/alpha mods, so one mask serves every colour and opacity.
///
/// Why textures and not triangles: SDL's software renderer allocates a temporary surface for
/// every blended triangle, which made fringed corners cost ~14 µs each; a masked blit is a
/// fraction of that there and trivial on GL, and both renderers get identical pixels.
final class CornerMaskCache {
    /// Outer radii and stroke widths in pixels; widths of 0 mean a filled corner.
    struct Key: Hashable {
        let rx: Int, ry: Int, wx: Int, wy: Int
    }

    struct Mask {
        let texture: OpaquePointer
        /// One corner's box: max(radius, width) per axis.
        let bx: Int, by: Int
        var lastUse: UInt64
    }

    private let renderer: Renderer
    private let capacity: Int
    private var masks: [Key: Mask] = [:]
    private var clock: UInt64 = 0
    /// Samples per axis per pixel: 4 × 4 gives 17 coverage levels.
    private static let samples = 4

    init(renderer: Renderer, capacity: Int = 256) {
        self.renderer = renderer
        self.capacity = capacity
    }

    deinit {
        for mask in masks.values { SDL_DestroyTexture(mask.texture) }
    }

    func mask(_ key: Key) -> Mask? {
        clock += 1
        if var mask = masks[key] {
            mask.lastUse = clock
            masks[key] = mask
            return mask
        }
        guard let mask = make(key) else { return nil }
        masks[key] = mask
        if masks.count > capacity, let oldest = masks.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            // Animated radii (scale transforms) mint new masks; keep only the recent ones.
            SDL_DestroyTexture(oldest.value.texture)
            masks.removeValue(forKey: oldest.key)
        }
        return mask
    }

    private func make(_ key: Key) -> Mask? {
        let filled = key.wx == 0 && key.wy == 0
        let bx = filled ? key.rx : max(key.rx, key.wx)
        let by = filled ? key.ry : max(key.ry, key.wy)
        guard bx > 0, by > 0 else { return nil }
        let width = 2 * bx, height = 2 * by
        let n = Self.samples
        var pixels = [UInt32](repeating: 0x00FF_FFFF, count: width * height)
        // Compute the top-left corner, mirror it into the other three.
        for j in 0..<by {
            for i in 0..<bx {
                var hits = 0
                for sj in 0..<n {
                    let y = Double(j) + (Double(sj) + 0.5) / Double(n)
                    for si in 0..<n {
                        let x = Double(i) + (Double(si) + 0.5) / Double(n)
                        if covers(x, y, key, filled: filled) { hits += 1 }
                    }
                }
                let alpha = UInt32((Double(hits) / Double(n * n) * 255).rounded())
                let value = alpha << 24 | 0x00FF_FFFF
                pixels[j * width + i] = value
                pixels[j * width + (width - 1 - i)] = value
                pixels[(height - 1 - j) * width + i] = value
                pixels[(height - 1 - j) * width + (width - 1 - i)] = value
            }
        }
        guard let texture = SDL_CreateTexture(renderer.handle, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(width), Int32(height))
        else { return nil }
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(width * 4)) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return Mask(texture: texture, bx: bx, by: by, lastUse: clock)
    }

    /// Whether (x, y), measured from a top-left corner, lies in the shape: inside the outer
    /// rounded corner and, for strokes, outside the inner one (inset by the widths, radii
    /// shrunk by them, square once the width exceeds the radius).
    private func covers(_ x: Double, _ y: Double, _ key: Key, filled: Bool) -> Bool {
        guard Self.inside(x, y, rx: Double(key.rx), ry: Double(key.ry)) else { return false }
        if filled { return true }
        let ix = x - Double(key.wx), iy = y - Double(key.wy)
        let irx = Double(max(0, key.rx - key.wx)), iry = Double(max(0, key.ry - key.wy))
        return !(ix >= 0 && iy >= 0 && Self.inside(ix, iy, rx: irx, ry: iry))
    }

    /// Inside the region right of and below a corner rounded with radii (rx, ry).
    private static func inside(_ x: Double, _ y: Double, rx: Double, ry: Double) -> Bool {
        if x < 0 || y < 0 { return false }
        guard x < rx, y < ry, rx > 0, ry > 0 else { return true }
        let dx = (x - rx) / rx, dy = (y - ry) / ry
        return dx * dx + dy * dy <= 1
    }
}
