import Foundation
import Motion
import PlaygroundCore
import SDLHost

/// Where the bench draws: nowhere, an offscreen software surface (dummy driver), or a hidden
/// OpenGL window (needs a display). `render` does what a frame does short of presenting: clear,
/// interpret the draw list, hand the batch to the target, and for GL wait for it to finish.
final class BenchRenderTarget {
    enum Kind: String, CaseIterable {
        case none, software, opengl
    }

    let kind: Kind
    let name: String
    private let renderer: Renderer?
    private let drawer: DrawListRenderer?
    private let canvas: SurfaceCanvas?
    private let window: Window?
    private let clearColor = Color.white

    /// SDL with video, shared by every opengl target of a run: quitting and re-initialising
    /// the video subsystem between rounds made SDL fall back to its offscreen driver.
    nonisolated(unsafe) private static var videoContext: SDLContext?

    /// SDL with video (the dummy driver for software, the display for opengl), made once.
    static func sharedVideoContext() throws -> SDLContext {
        if let videoContext { return videoContext }
        let context = try SDLContext(video: true)
        videoContext = context
        return context
    }

    init(kind: Kind, size: Size, fonts: FontLocator.Choice) throws {
        self.kind = kind
        do {
            switch kind {
            case .none:
                (renderer, drawer, canvas, window, name) = (nil, nil, nil, nil, "none")
            case .software:
                let canvas = try SurfaceCanvas(width: Int(size.width), height: Int(size.height), fonts: fonts)
                self.canvas = canvas
                renderer = canvas.renderer
                drawer = DrawListRenderer(renderer: canvas.renderer, textCache: canvas.textCache)
                window = nil
                name = "software (offscreen surface)"
            case .opengl:
                let context = try Self.sharedVideoContext()
                let window = try Window(context: context, title: "playground bench", size: size, hidden: true)
                let renderer = try Renderer(window: window, preference: .opengl)
                let cache = try TextCache(renderer: renderer, fonts: fonts)
                self.window = window
                self.renderer = renderer
                canvas = nil
                drawer = DrawListRenderer(renderer: renderer, textCache: cache)
                name = "\(renderer.name) (hidden window, \(context.videoDriver ?? "?"))"
            }
        } catch let error as SDLError {
            throw ExitFailure(code: error.exitCode, message: error.description)
        } catch let error as FontError {
            throw ExitFailure(code: error.exitCode, message: error.description)
        }
    }

    /// Lets the dump writer see every resolved primitive.
    var trace: ((ResolvedPrimitive) -> Void)? {
        get { drawer?.trace }
        set { drawer?.trace = newValue }
    }

    var textCacheStats: (hits: Int, misses: Int, evictions: Int, entries: Int)? { drawer?.textCache.stats }

    func render(_ list: DrawList) {
        guard let renderer, let drawer else { return }
        drawer.render(list, pixelScale: 1, clear: clearColor)
        if kind == .opengl { renderer.finish() } else { renderer.flush() }
    }

    var clear: Color { clearColor }

    /// The environment check for `--render opengl`, before SDL gets a chance to pick offscreen.
    static func requireDisplay() throws {
        let env = ProcessInfo.processInfo.environment
        guard env["DISPLAY"] != nil || env["WAYLAND_DISPLAY"] != nil else {
            throw ExitFailure.environment(
                "--render opengl needs a display and DISPLAY is not set; run it under xvfb-run, or use --render software"
            )
        }
    }
}
