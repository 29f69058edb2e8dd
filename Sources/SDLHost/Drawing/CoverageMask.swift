import CSDL2

/// 8-bit coverage, row-major: what a label or a corner mask is to a software target. A white
/// texture tinted by colour and alpha mods is the same thing in four times the bytes, and SDL
/// reads all four for every pixel, empty or not.
struct CoverageMask {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && bytes.count == width * height, "coverage must fill its box")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The alpha channel of an ARGB8888 surface (what SDL_ttf's blended text and our corner
    /// masks are: white, alpha = coverage).
    init?(alphaOf surface: UnsafeMutablePointer<SDL_Surface>) {
        let s = surface.pointee
        guard let base = s.pixels, s.format?.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue else { return nil }
        let w = Int(s.w)
        let h = Int(s.h)
        let pitch = Int(s.pitch)
        var bytes = [UInt8](repeating: 0, count: w * h)
        let locked = surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0
        if locked { SDL_LockSurface(surface) }
        bytes.withUnsafeMutableBufferPointer { out in
            for y in 0..<h {
                let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w { out[y * w + x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
            }
        }
        if locked { SDL_UnlockSurface(surface) }
        self.init(width: w, height: h, bytes: bytes)
    }

    /// A white ARGB8888 texture with this coverage as alpha, for renderers that draw textures
    /// (GL, and SDL's stretching blits for scaled labels). Linear filtering, blended.
    func texture(for renderer: OpaquePointer) -> OpaquePointer? {
        guard width > 0, height > 0,
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(width), Int32(height))
        else { return nil }
        let argb = bytes.map { UInt32($0) << 24 | 0x00FF_FFFF }
        argb.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(width * 4)) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return texture
    }
}
