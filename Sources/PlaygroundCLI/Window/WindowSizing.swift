import Motion
import PlaygroundCore
import SDLHost

/// What the size a window is opened at means. The live window opens the size asked for on the
/// screen (the desktop's window coordinates: pixels on X11), and the app lays out in that divided
/// by the UI scale, so `--size 2560x1440 --ui-scale 2` is a 2560 × 1440 window of 1280 × 720
/// points. The replay window holds a recording's size in points, so it is the scale times larger.
enum WindowSizing {
    case onScreen(Size)
    case points(Size)

    /// The app's size in points at `scale`.
    func points(at scale: UIScale) -> Size {
        switch self {
        case .onScreen(let size): scale.points(fromWindow: size)
        case .points(let size): size
        }
    }

    /// The refusal of a UI scale that leaves the app less than `UIScale.minimumPoints` of a
    /// window `size` on the screen, nil when it fits.
    static func problem(size: Size, uiScale: UIScale) -> String? {
        let points = uiScale.points(fromWindow: size)
        let least = UIScale.minimumPoints
        guard points.width < least.width || points.height < least.height else { return nil }
        return "--size \(Int(size.width))x\(Int(size.height)) at --ui-scale \(uiScale) leaves the app "
            + "\(NumberText.short(points.width)) × \(NumberText.short(points.height)) points, under the "
            + "\(Int(least.width)) × \(Int(least.height)) it needs: use a larger --size or a smaller --ui-scale"
    }
}
