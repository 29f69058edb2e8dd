/// What a pointer input came from, stored by name in replay files: a finger on a touch screen
/// behaves differently from a mouse (it slows into the lift, samples at the panel's rate, and
/// several can be down at once), and each platform's tracker is fed as on that device.
public enum PointerKind: String, Hashable, Sendable, CaseIterable {
    case mouse, touch, pen, trackpad
}
