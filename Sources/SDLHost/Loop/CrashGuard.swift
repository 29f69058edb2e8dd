import CSDL2
import Foundation

/// Runs the calls that bring up the window with a crash guard armed (shim.h): a crash inside
/// SDL's own code there (Debian 12's SDL 2.26 under some Wayland compositors, SDL issue 8898)
/// ends the process with one line naming the workaround and exit 3, not a bare signal.
public enum CrashGuard {
    public static func whileOpeningTheWindow<T>(_ body: () throws -> T) rethrows -> T {
        CSDL2_ArmCrashGuard(line)
        defer { CSDL2_DisarmCrashGuard() }
        return try body()
    }

    /// The line printed on a crash; the driver is named when the user forced one.
    static var line: String {
        let driver = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"].flatMap { $0.isEmpty ? nil : $0 }
        let which = driver.map { "the video driver SDL_VIDEODRIVER=\($0)" } ?? "its video driver"
        return "playground: SDL crashed while opening the window with \(which) (SDL issue 8898, fixed in later "
            + "SDL releases); unset SDL_VIDEODRIVER to run through XWayland or X11"
    }
}
