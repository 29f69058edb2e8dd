import CSDL2
import Foundation
import Motion
import PlaygroundCore

/// An SDL renderer, either for a window (accelerated with vsync when possible) or for an
/// offscreen ARGB8888 surface (software, used by `SurfaceCanvas`).
public final class Renderer {
    let handle: OpaquePointer
    /// The offscreen target, freed after the renderer that draws into it.
    let surface: UnsafeMutablePointer<SDL_Surface>?
    /// Keeps the window alive while the renderer exists.
    public let window: Window?
    /// Keeps SDL (and SDL_ttf, for the text cache built on this renderer) alive.
    public let context: SDLContext
    private let fixedPixelScale: Double?

    /// The SDL driver actually obtained: "opengl", "opengles2", "software"...
    public let name: String
    /// Whether SDL reports vsync'd presents. The software driver claims it even when it cannot
    /// deliver, so the frame loop also paces itself.
    public let vsync: Bool
    /// Why `auto` ended up with the software renderer, for `--verbose` and the HUD.
    public let fallbackReason: String?

    public init(window: Window, preference: RendererPreference) throws {
        let dummy = window.context.isDummyDriver
        let vsyncFlag = SDL_RENDERER_PRESENTVSYNC.rawValue
        func software() -> OpaquePointer? {
            SDL_CreateRenderer(
                window.handle, Renderer.driverIndex(named: "software"),
                SDL_RENDERER_SOFTWARE.rawValue | vsyncFlag)
        }
        func accelerated() -> OpaquePointer? {
            // Prefer desktop GL explicitly; -1 could pick GLES, which Mesa serves worse under Xvfb.
            SDL_CreateRenderer(
                window.handle, Renderer.driverIndex(named: "opengl"),
                SDL_RENDERER_ACCELERATED.rawValue | vsyncFlag)
        }
        let created: OpaquePointer?
        var fallbackReason: String?
        switch preference {
        case .software:
            created = software()
        case .opengl:
            // The dummy driver has no GL at all; asking would only produce a vaguer error.
            if dummy {
                throw SDLError.rendererUnavailable("SDL_VIDEODRIVER=dummy offers only --renderer software")
            }
            guard let r = accelerated() else {
                throw SDLError.rendererUnavailable("opengl: \(SDLError.lastMessage) (try --renderer software)")
            }
            created = r
        case .auto:
            if dummy {
                created = software()
            } else if let why = Renderer.noGPUReason() {
                // Creating a GL context only to find Mesa's CPU rasteriser behind it cost 80–150 ms
                // of start-up (and its threads' teardown at exit); without a GPU device it can be nothing else.
                created = software()
                fallbackReason = why
            } else if let gl = accelerated() {
                // "Accelerated" GL may be a CPU rasteriser (Mesa llvmpipe under Xvfb, VMs): then SDL's
                // own software renderer does the same work for a quarter of the CPU (measured on the
                // roller: 5.8 % against 20.5 %), so auto only keeps GL that a GPU runs.
                if let gpu = Renderer.softwareGLName() {
                    SDL_DestroyRenderer(gl)
                    created = software()
                    fallbackReason = "OpenGL here is \(gpu), which rasterises on the CPU"
                } else {
                    created = gl
                }
            } else {
                created = software()
                fallbackReason = "no OpenGL renderer: \(SDLError.lastMessage)"
            }
        }
        let handle = try check(created, "SDL_CreateRenderer")
        self.handle = handle
        self.surface = nil
        self.window = window
        self.context = window.context
        self.fixedPixelScale = nil
        (self.name, self.vsync) = Renderer.describe(handle)
        self.fallbackReason = created == nil ? nil : fallbackReason
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
    }

    /// Why OpenGL here can only rasterise on the CPU, without creating a context: no GPU device
    /// node (DRM render node or NVIDIA's), or Mesa told to use software. Nil: a GPU may be there.
    static func noGPUReason(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        devices: [String]? = nil
    ) -> String? {
        if let value = environment["LIBGL_ALWAYS_SOFTWARE"], value != "0", !value.isEmpty {
            return "LIBGL_ALWAYS_SOFTWARE is set, so OpenGL rasterises on the CPU"
        }
        let nodes = devices ?? Self.gpuDeviceNodes()
        return nodes.isEmpty
            ? "no GPU device (/dev/dri/renderD*, /dev/nvidia*), so OpenGL would rasterise on the CPU" : nil
    }

    /// The device nodes a GPU driver would render through.
    static func gpuDeviceNodes() -> [String] {
        var nodes: [String] = []
        let dri = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
        nodes += dri.filter { $0.hasPrefix("renderD") || $0.hasPrefix("card") }.map { "/dev/dri/" + $0 }
        if FileManager.default.fileExists(atPath: "/dev/nvidia0") { nodes.append("/dev/nvidia0") }
        return nodes
    }

    /// The name of the current GL implementation when it is a software rasteriser, else nil.
    static func softwareGLName() -> String? {
        guard let raw = CSDL2_CurrentGLRenderer() else { return nil }
        let name = String(cString: raw)
        let lower = name.lowercased()
        return ["llvmpipe", "softpipe", "swrast", "software rasterizer"].contains { lower.contains($0) } ? name : nil
    }

    /// A software renderer drawing into a new ARGB8888 surface of `width` × `height` pixels.
    init(
        context: SDLContext, surfaceWidth width: Int, height: Int, pixelScale: Double,
        format: UInt32 = SDL_PIXELFORMAT_ARGB8888.rawValue
    ) throws {
        precondition(width > 0 && height > 0, "canvas must have pixels")
        let surface = try check(
            SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, format),
            "SDL_CreateRGBSurfaceWithFormat")
        guard let handle = SDL_CreateSoftwareRenderer(surface) else {
            let message = SDLError.lastMessage
            SDL_FreeSurface(surface)
            throw SDLError.call("SDL_CreateSoftwareRenderer", message: message)
        }
        self.handle = handle
        self.surface = surface
        self.window = nil
        self.context = context
        self.fixedPixelScale = pixelScale
        self.fallbackReason = nil
        (self.name, self.vsync) = ("software", false)
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
    }

    deinit {
        SDL_DestroyRenderer(handle)
        if let surface { SDL_FreeSurface(surface) }
    }

    /// The drawable size in pixels.
    public var outputSize: (width: Int, height: Int) {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetRendererOutputSize(handle, &w, &h)
        return (Int(w), Int(h))
    }

    /// Pixels per point: drawable width / window width (2 on a HiDPI display, 1 on X11).
    public var pixelScale: Double {
        if let fixedPixelScale { return fixedPixelScale }
        guard let window else { return 1 }
        let points = window.size.width
        guard points > 0 else { return 1 }
        let scale = Double(outputSize.width) / points
        return scale > 0 ? scale : 1
    }

    public func clear(_ color: Color) {
        SDL_RenderSetClipRect(handle, nil)
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(handle, color.r, color.g, color.b, color.a)
        SDL_RenderClear(handle)
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
        // Pixels may be written directly next (`pixelTarget`): the clear must have happened.
        if name == "software" { SDL_RenderFlush(handle) }
    }

    /// The pixels SDL's software renderer draws into (the window surface, or the canvas), for
    /// `DrawListRenderer` to write directly; nil for GL and for layouts it does not handle.
    /// Fetched per frame: a resized window gets a new surface.
    func pixelTarget() -> PixelTarget? {
        if let surface { return PixelTarget(surface: surface) }
        guard name == "software", let window, let surface = SDL_GetWindowSurface(window.handle) else { return nil }
        return PixelTarget(surface: surface)
    }

    public func present() { SDL_RenderPresent(handle) }

    /// Turns waiting for the display's refresh in `present()` on or off (the bench times frames
    /// without it, as its peer does).
    public func setVSync(_ on: Bool) { _ = SDL_RenderSetVSync(handle, on ? 1 : 0) }

    /// True when what was presented stays in the target for the next frame, so a frame may
    /// repaint only its damage: SDL's software renderer draws into the window's own surface.
    /// (A GL back buffer is undefined after a swap.)
    public var keepsPixelsBetweenFrames: Bool { window != nil && name == "software" }

    /// Shows only `region` (pixels) of the window surface: the rest is unchanged on screen.
    /// Only for a renderer that `keepsPixelsBetweenFrames`.
    public func present(region: SDL_Rect) { present(regions: [region]) }

    /// Shows only `regions` (pixels) of the window surface, in one update.
    public func present(regions: [SDL_Rect]) {
        guard let window, !regions.isEmpty else { return present() }
        SDL_RenderFlush(handle)
        let failed = regions.withUnsafeBufferPointer {
            SDL_UpdateWindowSurfaceRects(window.handle, $0.baseAddress, Int32($0.count)) != 0
        }
        if failed { present() }
    }

    /// Hands batched draw calls to the target now (the bench times render work with it).
    public func flush() { SDL_RenderFlush(handle) }

    /// Waits until everything drawn so far is done, by reading one pixel back: a GPU renderer
    /// works asynchronously, so timing it needs a fence (the bench and its C baseline alike).
    public func finish() {
        SDL_RenderFlush(handle)
        var pixel: UInt32 = 0
        var one = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        _ = SDL_RenderReadPixels(handle, &one, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4)
    }

    /// What has been drawn so far. On a window call it after drawing and before `present()`,
    /// since the back buffer is undefined after a present. Slow: for screenshots only.
    public func readPixels() throws -> Image {
        let (w, h) = outputSize
        var pixels = [UInt32](repeating: 0, count: w * h)
        try pixels.withUnsafeMutableBytes { buffer -> Void in
            try check(
                SDL_RenderReadPixels(
                    handle, nil, SDL_PIXELFORMAT_ARGB8888.rawValue,
                    buffer.baseAddress, Int32(w * 4)), "SDL_RenderReadPixels")
        }
        return Image(width: w, height: h, pixels: pixels)
    }

    /// Driver index by name, or -1 (SDL's "first that fits") when this SDL build lacks it.
    static func driverIndex(named wanted: String) -> Int32 {
        for i in 0..<SDL_GetNumRenderDrivers() {
            var info = SDL_RendererInfo()
            if SDL_GetRenderDriverInfo(i, &info) == 0, let n = info.name, String(cString: n) == wanted { return i }
        }
        return -1
    }

    private static func describe(_ handle: OpaquePointer) -> (String, Bool) {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(handle, &info) == 0, let n = info.name else { return ("unknown", false) }
        return (String(cString: n), info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0)
    }
}
