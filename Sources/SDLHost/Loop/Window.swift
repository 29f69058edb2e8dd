import CSDL2
import Motion

/// A resizable, HiDPI-aware top-level window. Sizes are in logical points; the renderer knows
/// how many pixels back each point.
public final class Window {
    let handle: OpaquePointer
    /// Kept so SDL outlives the window.
    public let context: SDLContext

    public init(context: SDLContext, title: String, size: Size, hidden: Bool = false) throws {
        guard context.hasVideo else {
            throw SDLError.noDisplay("the SDL context was created without video")
        }
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if hidden { flags |= SDL_WINDOW_HIDDEN.rawValue }
        let w = Int32(max(1, size.width.rounded()))
        let h = Int32(max(1, size.height.rounded()))
        let centered = CSDL2_WindowPosCentered()
        guard let handle = SDL_CreateWindow(title, centered, centered, w, h, flags) else {
            throw SDLError.cannotOpenWindow("SDL_CreateWindow: \(SDLError.lastMessage)")
        }
        self.handle = handle
        self.context = context
    }

    deinit { SDL_DestroyWindow(handle) }

    /// SDL's id for this window, as carried by its events.
    public var id: UInt32 { SDL_GetWindowID(handle) }

    /// The client area in points.
    public var size: Size {
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(handle, &w, &h)
        return Size(width: Double(w), height: Double(h))
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
