import CSDL2
import Motion
import PlaygroundCore

/// An offscreen ARGB8888 canvas drawn by the software renderer with the same `DrawListRenderer`
/// as the window: headless `--screenshot`, `curves --png`, and the renderer's own tests. Needs
/// no display (SDL is initialised without video).
public final class SurfaceCanvas {
    public let width: Int
    public let height: Int
    public let pixelScale: Double
    public let renderer: Renderer
    public let textCache: TextCache
    private let drawer: DrawListRenderer

    /// - Parameters:
    ///   - width, height: in pixels.
    ///   - pixelScale: pixels per logical point for the draw lists rendered here.
    ///   - fonts: the faces for text; located with `FontLocator` when nil.
    ///   - context: an existing SDL context to share; a video-less one is created when nil.
    public init(
        width: Int, height: Int, pixelScale: Double = 1, fonts: FontLocator.Choice? = nil,
        context: SDLContext? = nil, textCacheCapacity: Int = 512
    ) throws {
        precondition(width > 0 && height > 0 && pixelScale > 0, "a canvas needs pixels and a positive scale")
        let context = try context ?? SDLContext(video: false)
        let fonts = try fonts ?? FontLocator().locate()
        self.width = width
        self.height = height
        self.pixelScale = pixelScale
        renderer = try Renderer(context: context, surfaceWidth: width, height: height, pixelScale: pixelScale)
        textCache = try TextCache(renderer: renderer, fonts: fonts, capacity: textCacheCapacity)
        drawer = DrawListRenderer(renderer: renderer, textCache: textCache)
    }

    /// Repaints only `damage` (points) of what the canvas shows, like the window loop does.
    public func repaint(_ list: DrawList, damage: Rect, clear: Color) {
        drawer.render(
            list, pixelScale: pixelScale, region: PixelRegion.covering(damage, scale: pixelScale), clear: clear)
        SDL_RenderFlush(renderer.handle)
    }

    /// Clears to `clear`, then draws `list`.
    public func render(_ list: DrawList, clear: Color) {
        drawer.render(list, pixelScale: pixelScale, clear: clear)
        // The renderer batches; the surface only holds the result after a flush.
        SDL_RenderFlush(renderer.handle)
    }

    private var surface: UnsafeMutablePointer<SDL_Surface> {
        guard let surface = renderer.surface else { preconditionFailure("a canvas renderer always has a surface") }
        return surface
    }

    public func pixel(x: Int, y: Int) -> Color {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let s = surface.pointee
        let row = s.pixels!.advanced(by: y * Int(s.pitch)).assumingMemoryBound(to: UInt32.self)
        let v = row[x]
        return Color(UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF), UInt8(v >> 24))
    }

    /// The labels the last render or repaint cut with an ellipsis (`DrawListRenderer.truncatedLabels`).
    public var truncatedLabels: [String] { drawer.truncatedLabels }

    public func readPixels() -> Image {
        let s = surface.pointee
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = s.pixels!.advanced(by: y * Int(s.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels[y * width + x] = row[x] }
        }
        return Image(width: width, height: height, pixels: pixels)
    }

    /// The pixels as packed rows of ARGB8888 words in memory order (B, G, R, A bytes on a
    /// little-endian machine), `width * height * 4` bytes: raw video frames for ffmpeg.
    public func copyPixelBytes(into bytes: inout [UInt8]) {
        let s = surface.pointee
        let rowBytes = width * 4
        if bytes.count != rowBytes * height { bytes = [UInt8](repeating: 0, count: rowBytes * height) }
        bytes.withUnsafeMutableBytes { out in
            for y in 0..<height {
                (out.baseAddress! + y * rowBytes).copyMemory(from: s.pixels! + y * Int(s.pitch), byteCount: rowBytes)
            }
        }
    }

    public func savePNG(path: String) throws {
        try check(IMG_SavePNG(surface, path), "IMG_SavePNG(\(path))")
    }
}
