import CSDL2
import Motion
import PlaygroundCore

/// The one place SDL's event union becomes input facts. Coordinates are app points: SDL2
/// reports mouse positions and window sizes in window coordinates (not drawable pixels, with
/// ALLOW_HIGHDPI), which are divided by the UI scale.
public struct EventTranslator {
    /// The keys that change the UI scale, with Ctrl: a host command, never a fact.
    public enum ZoomCommand: Equatable, Sendable {
        case larger, smaller, reset
    }

    /// Set by SDL_QUIT (window close, SIGINT, SIGTERM) or a window close request; the loop
    /// reports it in the next frame and clears it.
    public var quitRequested = false
    /// Divides every coordinate and size SDL reports (the window's UI scale).
    public var uiScale = UIScale.one
    /// The window's size in window coordinates: a finger's position comes as a fraction of it.
    public var windowCoordinates = Size(width: 1, height: 1)
    /// Ctrl + / Ctrl − / Ctrl 0 pressed since the loop last took them, in order.
    public var zoomCommands: [ZoomCommand] = []
    /// Keys whose press was a zoom command: their release is the host's too, even when Ctrl
    /// went up first (as it often does, and as xdotool always does).
    private var zoomKeysDown: Set<SDL_Keycode> = []

    public init() {}

    /// The facts `event` stands for, stamped with `time` (session µs). Most events give one
    /// fact or none.
    public mutating func translate(_ event: SDL_Event, at time: Int64) -> [TimedInput] {
        translate(event).map { TimedInput(time: time, $0) }
    }

    /// The facts `event` stands for, untimed.
    public mutating func translate(_ event: SDL_Event) -> [Input] {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            quitRequested = true
            return []
        // A touch screen's fingers come as fingers (below); SDL's mouse made of them is dropped.
        case SDL_MOUSEMOTION:
            guard event.motion.which != Self.touchMouseID else { return [] }
            return [.pointerMoved(point(event.motion.x, event.motion.y))]
        case SDL_MOUSEBUTTONDOWN:
            guard event.button.which != Self.touchMouseID, let button = Self.button(event.button.button) else {
                return []
            }
            return [.pointerPressed(point(event.button.x, event.button.y), button: button)]
        case SDL_MOUSEBUTTONUP:
            guard event.button.which != Self.touchMouseID, let button = Self.button(event.button.button) else {
                return []
            }
            return [.pointerReleased(point(event.button.x, event.button.y), button: button)]
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            return finger(event.tfinger, SDL_EventType(event.type))
        case SDL_MOUSEWHEEL:
            return [Self.wheel(event.wheel, shift: SDL_GetModState().rawValue & KMOD_SHIFT.rawValue != 0)]
        case SDL_KEYDOWN:
            if let zoom = Self.zoom(event.key.keysym) {
                // Held down, Ctrl + keeps stepping, as browsers do.
                zoomCommands.append(zoom)
                zoomKeysDown.insert(event.key.keysym.sym)
                return []
            }
            // Auto-repeat is not a new press: a fact is a physical key going down.
            guard event.key.repeat == 0 else { return [] }
            return [.keyPressed(Self.key(event.key.keysym.sym), modifiers: Self.modifiers(event.key.keysym.mod))]
        case SDL_KEYUP:
            if zoomKeysDown.remove(event.key.keysym.sym) != nil || Self.zoom(event.key.keysym) != nil { return [] }
            return [.keyReleased(Self.key(event.key.keysym.sym), modifiers: Self.modifiers(event.key.keysym.mod))]
        case SDL_WINDOWEVENT:
            return windowEvent(event.window)
        default:
            // An `ExternalWake` only ends the loop's wait: no fact. Seeing it re-arms `post()`.
            _ = ExternalWake.consume(event.type)
            return []
        }
    }

    private mutating func windowEvent(_ event: SDL_WindowEvent) -> [Input] {
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            // SIZE_CHANGED follows every resize (user or programmatic); RESIZED would double it.
            return [
                .viewportResized(
                    uiScale.points(fromWindow: Size(width: Double(event.data1), height: Double(event.data2))))
            ]
        case SDL_WINDOWEVENT_FOCUS_GAINED: return [.focusChanged(true)]
        case SDL_WINDOWEVENT_FOCUS_LOST: return [.focusChanged(false)]
        case SDL_WINDOWEVENT_LEAVE: return [.pointerExited]
        case SDL_WINDOWEVENT_CLOSE:
            quitRequested = true
            return []
        default: return []
        }
    }

    /// `SDL_TOUCH_MOUSEID`: the mouse SDL synthesises from a touch screen's first finger.
    static let touchMouseID = UInt32.max
    /// `SDL_MOUSE_TOUCHID`: the touches SDL synthesises from the mouse (when asked to).
    static let mouseTouchID: SDL_TouchID = -1

    /// A finger on a touch screen: a `touch` pointer with SDL's finger id and pressure, at its
    /// position in the window (SDL gives it as a fraction of the window's size).
    private func finger(_ finger: SDL_TouchFingerEvent, _ type: SDL_EventType) -> [Input] {
        guard finger.touchId != Self.mouseTouchID else { return [] }
        let at = uiScale.point(
            fromWindow: Point(
                x: Double(finger.x) * windowCoordinates.width, y: Double(finger.y) * windowCoordinates.height))
        let pressure = Double(finger.pressure)
        let pointer = Pointer(
            id: Int(UInt32(truncatingIfNeeded: finger.fingerId)), kind: .touch,
            pressure: pressure.isFinite ? min(max(pressure, 0), 1) : nil)
        switch type {
        case SDL_FINGERDOWN: return [.pointerPressed(at, button: .left, pointer: pointer)]
        case SDL_FINGERUP: return [.pointerReleased(at, button: .left, pointer: pointer)]
        default: return [.pointerMoved(at, pointer: pointer)]
        }
    }

    private func point(_ x: Int32, _ y: Int32) -> Point {
        uiScale.point(fromWindow: Point(x: Double(x), y: Double(y)))
    }

    /// Ctrl with = or + (Shift = on most layouts, the keypad's +), − (or the keypad's) or 0.
    static func zoom(_ keysym: SDL_Keysym) -> ZoomCommand? {
        guard UInt32(keysym.mod) & KMOD_CTRL.rawValue != 0 else { return nil }
        switch UInt32(bitPattern: keysym.sym) {
        case SDLK_EQUALS.rawValue, SDLK_PLUS.rawValue, SDLK_KP_PLUS.rawValue: return .larger
        case SDLK_MINUS.rawValue, SDLK_KP_MINUS.rawValue: return .smaller
        case SDLK_0.rawValue, SDLK_KP_0.rawValue: return .reset
        default: return nil
        }
    }

    /// Precise (fractional) travel; SDL's "flipped" (natural scrolling) is undone exactly once so
    /// positive dy always means the wheel turned away from the user. With Shift held, a purely
    /// vertical wheel scrolls horizontally, as GTK and browsers do on Linux: wheel towards the
    /// user (dy < 0, content moves on) becomes rightwards (dx > 0).
    static func wheel(_ wheel: SDL_MouseWheelEvent, shift: Bool = false) -> Input {
        let sign: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        let dx = Double(wheel.preciseX) * sign
        let dy = Double(wheel.preciseY) * sign
        if shift, dx == 0, dy != 0 { return .wheelScrolled(dx: -dy, dy: 0) }
        return .wheelScrolled(dx: dx, dy: dy)
    }

    static func button(_ sdlButton: UInt8) -> PointerButton? {
        switch Int32(sdlButton) {
        case SDL_BUTTON_LEFT: return .left
        case SDL_BUTTON_MIDDLE: return .middle
        case SDL_BUTTON_RIGHT: return .right
        default: return nil
        }
    }

    static func modifiers(_ mod: UInt16) -> Modifiers {
        let m = UInt32(mod)
        var result: Modifiers = []
        if m & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if m & KMOD_CTRL.rawValue != 0 { result.insert(.ctrl) }
        if m & KMOD_ALT.rawValue != 0 { result.insert(.alt) }
        if m & KMOD_GUI.rawValue != 0 { result.insert(.gui) }
        return result
    }

    /// Key names as replay files store them (see `Key`); a key with no name here is stored by
    /// its keycode ("0x40000068"), so it is never shown as a bare "unknown".
    static func key(_ keycode: SDL_Keycode) -> Key {
        let sym = UInt32(bitPattern: keycode)
        // Printable keys' codes are their ASCII characters.
        if sym < 128, let scalar = Unicode.Scalar(sym),
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
        {
            return Key(rawValue: String(scalar))
        }
        if sym >= SDLK_F1.rawValue && sym <= SDLK_F12.rawValue {
            return Key(rawValue: "f\(sym - SDLK_F1.rawValue + 1)")
        }
        if let modifierKey = ModifierKey.sdl(code: sym) { return Key(rawValue: modifierKey.name) }
        return namedKeys[sym].map { Key(rawValue: $0) } ?? Key(code: sym)
    }

    private static let namedKeys: [UInt32: String] = [
        SDLK_SPACE.rawValue: "space", SDLK_RETURN.rawValue: "return", SDLK_ESCAPE.rawValue: "escape",
        SDLK_TAB.rawValue: "tab", SDLK_BACKSPACE.rawValue: "backspace", SDLK_DELETE.rawValue: "delete",
        SDLK_INSERT.rawValue: "insert",
        SDLK_LEFT.rawValue: "left", SDLK_RIGHT.rawValue: "right", SDLK_UP.rawValue: "up", SDLK_DOWN.rawValue: "down",
        SDLK_PAGEUP.rawValue: "pageup", SDLK_PAGEDOWN.rawValue: "pagedown",
        SDLK_HOME.rawValue: "home", SDLK_END.rawValue: "end",
        SDLK_SLASH.rawValue: "slash", SDLK_PERIOD.rawValue: "period", SDLK_COMMA.rawValue: "comma",
        SDLK_MINUS.rawValue: "minus", SDLK_EQUALS.rawValue: "equals", SDLK_SEMICOLON.rawValue: "semicolon",
        SDLK_QUOTE.rawValue: "apostrophe", SDLK_LEFTBRACKET.rawValue: "leftbracket",
        SDLK_RIGHTBRACKET.rawValue: "rightbracket", SDLK_BACKSLASH.rawValue: "backslash",
        SDLK_BACKQUOTE.rawValue: "grave",
        SDLK_KP_PLUS.rawValue: "kp_plus", SDLK_KP_MINUS.rawValue: "kp_minus", SDLK_KP_ENTER.rawValue: "kp_enter",
    ]
}
