import Motion
import PlaygroundCore

/// The device frame (`SessionSettings.device`): the demo and its ghost lanes are laid out in the
/// device's screen points (the stage), and the screen is drawn in the demo area scaled to fit, so
/// a demo's layout, and every flick on it, is the device's whatever the window. Without a device
/// the stage is the window's demo area itself and every mapping here is the identity.
extension PlaygroundApp {
    /// Where the device's screen is drawn, window points: nil without a device.
    public var deviceScreen: Rect? { settings.device.map { DeviceBezelView.screen(of: $0, in: demoArea) } }

    /// How many window points one of the device's points takes (1 without a device; never above 1,
    /// so text stays as sharp as the window's own).
    public var deviceScale: Double {
        guard let device = settings.device, let screen = deviceScreen else { return 1 }
        return screen.width / device.size.width
    }

    /// Where a press reaches the demo, window points: the device's screen, or the demo area.
    public var demoHitArea: Rect { deviceScreen ?? demoArea }

    /// The area the demo and its lanes are laid out in, stage points: the demo area (with the
    /// column collapsed to the rail for lanes or not) without a device, the whole screen with one.
    func stageArea(railForLanes: Bool) -> Rect {
        guard let device = settings.device else { return demoArea(railForLanes: railForLanes) }
        return Rect(origin: .zero, size: device.size)
    }

    /// Stage points to window points.
    public var stageToWindow: Transform {
        guard let screen = deviceScreen else { return .identity }
        let s = deviceScale
        return Transform(translation: screen.origin, scaleX: s, scaleY: s)
    }

    /// Window points to stage points.
    func toStage(_ p: Point) -> Point {
        guard let screen = deviceScreen else { return p }
        let s = deviceScale
        return Point(x: (p.x - screen.minX) / s, y: (p.y - screen.minY) / s)
    }

    /// Whether a window point is on the live demo.
    func onLiveDemo(_ p: Point) -> Bool {
        guard deviceScreen?.contains(p) ?? true else { return false }
        return liveFrame.contains(toStage(p))
    }
}
