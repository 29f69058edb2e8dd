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
    ///   - sizing: the live window's size on the screen, or the replay window's in points.
    ///   - uiScale: `--ui-scale`; nil takes the desktop's setting (`UIScale.desktopDefault`). Ctrl 0
    ///     returns to the desktop's either way.
    init(
        title: String, sizing: WindowSizing, renderer preference: RendererPreference, font: String?,
        uiScale: UIScale? = nil
    ) throws {
        Self.unblockQuitSignals()
        TerminationSignals.handOverToSDL()
        // fontconfig answers while SDL and the window come up.
        let lookup = FontLookup()
        do {
            (context, window, renderer, uiScaleSource) = try CrashGuard.whileOpeningTheWindow {
                let context = try SDLContext(video: true)
                let environment = ProcessInfo.processInfo.environment
                func desktopDefault(pixelScale: Double = 1) -> UIScale.DesktopDefault {
                    var desktop = UIScale.desktopDefault(
                        environment: environment, displayDPI: Window.displayDPI(context), pixelScale: pixelScale)
                    // A desktop's 2 on a window asked for at 600 × 400 would leave the app too few points.
                    if case .onScreen(let size) = sizing {
                        let fitting = desktop.scale.fitting(window: size)
                        if fitting != desktop.scale {
                            desktop.source = "\(fitting): \(desktop.source), lowered to fit the window"
                            desktop.scale = fitting
                        }
                    }
                    return desktop
                }
                var desktop = desktopDefault()
                let scale = uiScale ?? desktop.scale
                let window = try Window(
                    context: context, title: title, size: sizing.points(at: scale), uiScale: scale)
                let renderer = try Renderer(window: window, preference: preference)
                // A HiDPI display already applies the desktop's factor through its pixels.
                let hidpi = renderer.pixelScale / scale.value
                if hidpi > 1.01 { desktop = desktopDefault(pixelScale: hidpi) }
                guard let uiScale else {
                    if desktop.scale != scale {
                        if case .onScreen = sizing {
                            window.adoptScale(desktop.scale)
                        } else {
                            window.reopenScale(desktop.scale)
                        }
                    }
                    return (context, window, renderer, desktop.source)
                }
                window.defaultUIScale = desktop.scale
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
