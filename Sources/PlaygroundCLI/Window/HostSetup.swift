import Foundation
import Motion
import SDLHost

/// The window, renderer, fonts and text cache, created in the order SDL needs, with every
/// failure turned into the command line's exit codes (3: no display or font, 2: bad font path).
struct HostSetup {
    let context: SDLContext
    let window: Window
    let renderer: Renderer
    let fonts: FontLocator.Choice
    let textCache: TextCache
    /// Where the UI scale came from (`--ui-scale`, an environment variable, the display's DPI), for `--verbose`.
    let uiScaleSource: String

    /// - Parameters:
    ///   - size: the window's client area in app points.
    ///   - uiScale: `--ui-scale`; nil takes the desktop's setting (`UIScale.desktopDefault`).
    init(title: String, size: Size, renderer preference: RendererPreference, font: String?, uiScale: UIScale? = nil)
        throws
    {
        Self.unblockQuitSignals()
        TerminationSignals.handOverToSDL()
        // fontconfig answers while SDL and the window come up.
        let lookup = FontLookup()
        do {
            (context, window, renderer, uiScaleSource) = try CrashGuard.whileOpeningTheWindow {
                let context = try SDLContext(video: true)
                let environment = ProcessInfo.processInfo.environment
                var desktop = UIScale.desktopDefault(
                    environment: environment, displayDPI: Window.displayDPI(context))
                let window = try Window(context: context, title: title, size: size, uiScale: uiScale ?? desktop.scale)
                let renderer = try Renderer(window: window, preference: preference)
                guard let uiScale else {
                    // A HiDPI display already applies the desktop's factor through its pixels.
                    let hidpi = renderer.pixelScale / desktop.scale.value
                    if hidpi > 1.01 {
                        desktop = UIScale.desktopDefault(
                            environment: environment, displayDPI: Window.displayDPI(context), pixelScale: hidpi)
                        window.reopenScale(desktop.scale)
                    }
                    return (context, window, renderer, desktop.source)
                }
                return (context, window, renderer, "\(uiScale) from --ui-scale")
            }
        } catch let error as SDLError {
            throw ExitFailure(code: error.exitCode, message: error.description)
        }
        do {
            fonts = try FontLocator(lookup: lookup).locate(explicitPath: font)
        } catch {
            throw ExitFailure(code: error.exitCode, message: error.description)
        }
        do {
            textCache = try TextCache(renderer: renderer, fonts: fonts)
        } catch let error as FontError {
            throw ExitFailure(code: error.exitCode, message: error.description)
        } catch {
            throw ExitFailure.environment("cannot load the font \(fonts.primary): \(error)")
        }
    }

    /// SDL turns SIGINT and SIGTERM into a quit event, which finishes a recording. A process
    /// started by a parent that blocks them (test runners, some supervisors) inherits the
    /// blocked mask and would never see them, so they are unblocked before SDL starts.
    static func unblockQuitSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }
}
