import CSDL2
import PlaygroundCore

/// Anti-aliased corner masks for rounded rects: coverage, blended straight into a software
/// target, and as a white texture (alpha = coverage) for GL, made on first use. A box holds all
/// four corners (2·bx × 2·by); each corner is drawn with a source rect and tinted, so one mask
/// serves every colour and opacity.
///
/// Why masks and not triangles: SDL's software renderer allocates a temporary surface for
/// every blended triangle, which made fringed corners cost ~14 µs each; a masked blit is a
/// fraction of that there and trivial on GL, and both renderers get identical pixels.
final class CornerMaskCache {
    /// Outer radii and stroke widths in pixels; widths of 0 mean a filled corner.
    struct Key: Hashable {
        let rx: Int, ry: Int, wx: Int, wy: Int
    }

    final class Mask {
        let coverage: CoverageMask
        /// One corner's box: max(radius, width) per axis.
        let bx: Int, by: Int
        var lastUse: UInt64
        private var madeTexture: OpaquePointer?

        init(coverage: CoverageMask, bx: Int, by: Int, lastUse: UInt64) {
            self.coverage = coverage
            self.bx = bx
            self.by = by
            self.lastUse = lastUse
        }

        deinit { if let madeTexture { SDL_DestroyTexture(madeTexture) } }

        func texture(for renderer: Renderer) -> OpaquePointer? {
            if madeTexture == nil { madeTexture = coverage.texture(for: renderer.handle) }
            return madeTexture
        }
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
        // Textures go before the renderer that owns them.
        masks.removeAll()
    }

    func mask(_ key: Key) -> Mask? {
        clock += 1
        if let mask = masks[key] {
            mask.lastUse = clock
            return mask
        }
        guard let mask = make(key) else { return nil }
        masks[key] = mask
        if masks.count > capacity, let oldest = masks.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            // Animated radii (scale transforms) mint new masks; keep only the recent ones.
            masks.removeValue(forKey: oldest.key)
        }
        return mask
    }

    private func make(_ key: Key) -> Mask? {
        let filled = key.wx == 0 && key.wy == 0
        let bx = filled ? key.rx : max(key.rx, key.wx)
        let by = filled ? key.ry : max(key.ry, key.wy)
        guard bx > 0, by > 0 else { return nil }
        let width = 2 * bx
        let height = 2 * by
        let n = Self.samples
        var pixels = [UInt8](repeating: 0, count: width * height)
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
                let value = UInt8((Double(hits) / Double(n * n) * 255).rounded())
                pixels[j * width + i] = value
                pixels[j * width + (width - 1 - i)] = value
                pixels[(height - 1 - j) * width + i] = value
                pixels[(height - 1 - j) * width + (width - 1 - i)] = value
            }
        }
        return Mask(coverage: CoverageMask(width: width, height: height, bytes: pixels), bx: bx, by: by, lastUse: clock)
    }

    /// Whether (x, y), measured from a top-left corner, lies in the shape: inside the outer
    /// rounded corner and, for strokes, outside the inner one (inset by the widths, radii
    /// shrunk by them, square once the width exceeds the radius).
    private func covers(_ x: Double, _ y: Double, _ key: Key, filled: Bool) -> Bool {
        guard Self.inside(x, y, rx: Double(key.rx), ry: Double(key.ry)) else { return false }
        if filled { return true }
        let ix = x - Double(key.wx)
        let iy = y - Double(key.wy)
        let irx = Double(max(0, key.rx - key.wx))
        let iry = Double(max(0, key.ry - key.wy))
        return !(ix >= 0 && iy >= 0 && Self.inside(ix, iy, rx: irx, ry: iry))
    }

    /// Inside the region right of and below a corner rounded with radii (rx, ry).
    private static func inside(_ x: Double, _ y: Double, rx: Double, ry: Double) -> Bool {
        if x < 0 || y < 0 { return false }
        guard x < rx, y < ry, rx > 0, ry > 0 else { return true }
        let dx = (x - rx) / rx
        let dy = (y - ry) / ry
        return dx * dx + dy * dy <= 1
    }
}
