import CSDL2
import Foundation

/// Owns SDL's global initialisation (core, SDL_ttf, SDL_image) for as long as it lives.
///
/// SDL and SDL_ttf count their initialisations, so several contexts (a window and an offscreen
/// canvas, or one per test) can coexist; each releases exactly what it took. Everything that
/// holds SDL resources keeps its context alive, so fonts are closed before `TTF_Quit` runs
/// (TTF_Quit with open fonts crashes inside FreeType).
public final class SDLContext {
    /// Whether this context brought up the video subsystem (needed for windows, not for canvases).
    public let hasVideo: Bool
    /// The video driver in use ("x11", "wayland", "dummy", ...), or nil without video.
    public let videoDriver: String?
    private let subsystems: UInt32

    /// - Parameter video: bring up video and events (for a window). Without it the context
    ///   serves offscreen canvases and works with no display at all.
    /// Chooses SDL's dummy video driver for the rest of the process: offscreen rendering
    /// (headless replays, benchmarks) then needs no display. Call before any SDL initialisation.
    /// The environment that gives a child SDL process the same headless video as
    /// `useHeadlessVideo()` gives this one.
    public static func headlessVideoEnvironment(_ base: [String: String]) -> [String: String] {
        var env = base
        env["SDL_VIDEODRIVER"] = "dummy"
        return env
    }

    public static func useHeadlessVideo() {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
    }

    public init(video: Bool) throws {
        let flags: UInt32 = video ? SDL_INIT_VIDEO | SDL_INIT_EVENTS : 0
        // SDL turns SIGINT/SIGTERM into SDL_QUIT by default; keep that, the loop honours it.
        // The software renderer draws into the window surface. By default SDL presents that surface
        // through an OpenGL texture ("framebuffer acceleration"); where GL is itself software
        // (Mesa under Xvfb, VMs) that upload and redraw of the whole window cost 4x our own
        // rendering (callgrind: 31 % of all instructions in SDL_RenderPresent). Plain X11/SHM
        // blits are cheaper everywhere the software renderer is chosen, so turn it off.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        if video, let reason = Self.waylandUnreachable() { throw SDLError.cannotOpenWindow(reason) }
        if SDL_Init(flags) < 0 {
            let message = SDLError.lastMessage
            if video { throw SDLError.cannotOpenWindow("SDL_Init: \(message)") }
            throw SDLError.call("SDL_Init", message: message)
        }
        var driver: String? = nil
        if video, let name = SDL_GetCurrentVideoDriver() { driver = String(cString: name) }
        // With no DISPLAY SDL silently picks its offscreen driver; a window nobody can see is
        // a missing display, unless the user asked for a headless driver on purpose.
        let requested = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
        if video, driver == "offscreen", requested != "offscreen" {
            SDL_QuitSubSystem(flags)
            throw SDLError.noDisplay("no X11 or Wayland display found")
        }
        if TTF_Init() < 0 {
            let message = SDLError.lastMessage
            SDL_QuitSubSystem(flags)
            throw SDLError.call("TTF_Init", message: message)
        }
        // IMG_Init only matters for loading; IMG_SavePNG is built in, so a failure here is not fatal.
        _ = IMG_Init(Int32(IMG_INIT_PNG.rawValue))
        self.hasVideo = video
        self.videoDriver = driver
        self.subsystems = flags
    }

    /// Why a forced Wayland driver cannot connect, known before SDL tries: libwayland finds its
    /// socket through XDG_RUNTIME_DIR unless WAYLAND_DISPLAY is a path or WAYLAND_SOCKET a
    /// descriptor, and without any of them it prints a line of its own on stderr before failing.
    static func waylandUnreachable() -> String? {
        let env = ProcessInfo.processInfo.environment
        guard env["SDL_VIDEODRIVER"] == "wayland" else { return nil }
        if (env["XDG_RUNTIME_DIR"] ?? "").isEmpty && !(env["WAYLAND_DISPLAY"] ?? "").hasPrefix("/")
            && env["WAYLAND_SOCKET"] == nil
        {
            return "no Wayland display: XDG_RUNTIME_DIR is not set"
        }
        return nil
    }

    /// True under SDL_VIDEODRIVER=dummy, where only the software renderer exists.
    public var isDummyDriver: Bool { videoDriver == "dummy" }

    deinit {
        // IMG_Quit is not reference counted and would unload codecs under another context.
        TTF_Quit()
        if subsystems != 0 { SDL_QuitSubSystem(subsystems) }
    }
}
