import CSDL2
import Foundation

/// Every SDL, SDL_ttf and SDL_image failure becomes one of these, here and nowhere else, so the
/// rest of the host deals in thrown Swift errors rather than return codes and `SDL_GetError`.
public enum SDLError: Error, CustomStringConvertible, Sendable {
    /// A call failed; `message` is SDL's own text.
    case call(String, message: String)
    /// Neither a real display nor an explicitly requested headless driver is available.
    case noDisplay(String)
    /// The driver the user forced with SDL_VIDEODRIVER (wayland, x11, kmsdrm...) cannot open a window.
    case driverUnavailable(String, detail: String)
    /// The requested renderer cannot be created with this video driver.
    case rendererUnavailable(String)

    public var description: String {
        switch self {
        case .call(let operation, let message):
            return "\(operation) failed: \(message.isEmpty ? "unknown SDL error" : message)"
        case .noDisplay(let detail):
            return "no display: run under xvfb-run or set SDL_VIDEODRIVER=dummy (\(detail))"
        case .driverUnavailable(let driver, let detail):
            return "the video driver SDL_VIDEODRIVER=\(driver) cannot open a window (\(detail)); "
                + "unset SDL_VIDEODRIVER to let SDL choose (X11, or XWayland in a Wayland session)"
        case .rendererUnavailable(let detail):
            return "renderer unavailable: \(detail)"
        }
    }

    /// The process exit code the command line uses for this failure (3: the environment cannot serve).
    public var exitCode: Int32 { 3 }

    /// No window can be had: named after the driver when the user forced one, since advice about
    /// displays would mislead someone who has a display and asked for a driver that fails on it.
    static func cannotOpenWindow(_ detail: String) -> SDLError {
        let requested = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] ?? ""
        if requested.isEmpty || requested == "dummy" || requested == "offscreen" { return .noDisplay(detail) }
        return .driverUnavailable(requested, detail: detail)
    }

    /// The last error SDL recorded on this thread.
    static var lastMessage: String { String(cString: SDL_GetError()) }
}

/// Turns SDL's "negative means failure" convention into a throw.
@discardableResult
func check(_ result: Int32, _ operation: @autoclosure () -> String) throws(SDLError) -> Int32 {
    if result < 0 { throw .call(operation(), message: SDLError.lastMessage) }
    return result
}

/// Turns SDL's "NULL means failure" convention into a throw.
func check<T>(_ pointer: T?, _ operation: @autoclosure () -> String) throws(SDLError) -> T {
    guard let pointer else { throw .call(operation(), message: SDLError.lastMessage) }
    return pointer
}
