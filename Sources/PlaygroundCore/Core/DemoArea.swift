import Motion

/// Where a demo is laid out in a window: right of the app's column, at the window's full height.
/// Here rather than in the app's layout because what lays a demo out without a session
/// (`release`, `scene check`, exports) must find the room the window gives it.
public enum DemoArea {
    /// The area right of a column `column` wide (the sidebar's width unless the app has folded
    /// it to a rail).
    public static func rect(in window: Size, column: Double = Theme.sidebarWidth) -> Rect {
        Rect(x: column, y: 0, width: max(1, window.width - column), height: window.height)
    }

    /// The size a demo is laid out at without a session: the device's screen, or the area right
    /// of the sidebar in `window`.
    public static func size(window: Size, device: DeviceFrame?) -> Size {
        device?.size ?? rect(in: window).size
    }
}
