import CSDL2
import Motion

/// A resizable, HiDPI-aware top-level window. Sizes are in the app's points: SDL's window
/// coordinates divided by the UI scale; the renderer knows how many pixels back each point.
public final class Window {
    let handle: OpaquePointer
    /// Kept so SDL outlives the window.
    public let context: SDLContext
    /// The UI scale in force: Ctrl + / Ctrl − change it, Ctrl 0 goes back to `defaultUIScale`.
    public var uiScale: UIScale
    /// What Ctrl 0 returns to: the desktop's setting, even after `--ui-scale`.
    public var defaultUIScale: UIScale

    /// - Parameter size: the client area in app points; the window opens `uiScale` times as large.
    public init(context: SDLContext, title: String, size: Size, uiScale: UIScale = .one, hidden: Bool = false) throws {
        guard context.hasVideo else {
            throw SDLError.noDisplay("the SDL context was created without video")
        }
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if hidden { flags |= SDL_WINDOW_HIDDEN.rawValue }
        let opened = uiScale.windowSize(forPoints: size)
        let w = Int32(max(1, opened.width.rounded()))
        let h = Int32(max(1, opened.height.rounded()))
        let centered = CSDL2_WindowPosCentered()
        guard let handle = SDL_CreateWindow(title, centered, centered, w, h, flags) else {
            throw SDLError.cannotOpenWindow("SDL_CreateWindow: \(SDLError.lastMessage)")
        }
        self.handle = handle
        self.context = context
        self.uiScale = uiScale
        defaultUIScale = uiScale
    }

    deinit { SDL_DestroyWindow(handle) }

    /// SDL's id for this window, as carried by its events.
    public var id: UInt32 { SDL_GetWindowID(handle) }

    /// Makes `scale` the UI scale and the default, resizing the window so the app keeps its
    /// size in points (the desktop's default, once the display's own pixel scale is known).
    public func reopenScale(_ scale: UIScale) {
        let points = size
        uiScale = scale
        defaultUIScale = scale
        resize(toPoints: points)
    }

    /// Makes `scale` the UI scale and the default, the window keeping its size on the screen, so
    /// the app gets a new size in points (the live window, which opens the size asked for).
    public func adoptScale(_ scale: UIScale) {
        uiScale = scale
        defaultUIScale = scale
    }

    /// Sizes the client area to `points` app points at the UI scale in force.
    public func resize(toPoints points: Size) {
        let window = uiScale.windowSize(forPoints: points)
        SDL_SetWindowSize(handle, Int32(max(1, window.width.rounded())), Int32(max(1, window.height.rounded())))
    }

    /// The client area in app points (what the app lays out in).
    public var size: Size { uiScale.points(fromWindow: windowCoordinateSize) }

    /// The client area in SDL's window coordinates (pixels on X11, the display's points on a
    /// HiDPI display), before the UI scale.
    public var windowCoordinateSize: Size {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(handle, &w, &h)
        return Size(width: Double(w), height: Double(h))
    }

    /// The first display's DPI as SDL reports it (Xft.dpi where the desktop sets it, else from
    /// the screen's size in millimetres), nil when SDL cannot say. Asked before a window opens,
    /// since the window's size depends on the UI scale it implies; needs a video context.
    public static func displayDPI(_ context: SDLContext) -> UIScale.DisplayDPI? {
        guard context.hasVideo else { return nil }
        var d: Float = 0
        var h: Float = 0
        var v: Float = 0
        guard SDL_GetDisplayDPI(0, &d, &h, &v) == 0 else { return nil }
        return UIScale.DisplayDPI(diagonal: Double(d), horizontal: Double(h), vertical: Double(v))
    }

    public var isMinimized: Bool {
        SDL_GetWindowFlags(handle) & SDL_WINDOW_MINIMIZED.rawValue != 0
    }

    public var title: String {
        get { String(cString: SDL_GetWindowTitle(handle)) }
        set { SDL_SetWindowTitle(handle, newValue) }
    }

    /// The refresh rate of the display the window is on, 60 when unknown; paces software renderers.
    public var refreshRate: Int {
        var mode = SDL_DisplayMode()
        if SDL_GetWindowDisplayMode(handle, &mode) == 0, mode.refresh_rate > 0 { return Int(mode.refresh_rate) }
        return 60
    }
}
