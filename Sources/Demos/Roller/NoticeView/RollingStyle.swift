/// XBRollingNoticeView's `RollingStyle` (seed 000): how one comment hands over to the next.
public enum RollingStyle: String, Hashable, Sendable, CaseIterable {
    /// The current cell slides up out of the view while the next rises from below.
    case `default`
    /// The current cell fades out drifting up by `fadeTranslationY`; the next fades in from below.
    case fade
    /// The current cell collapses towards the top (scale 1 → 0.01) while the next slides up.
    case scaleY

    /// The name in `--dump-state` and on the buttons.
    public var name: String { rawValue }

    /// The next style, for the C key.
    public var next: RollingStyle {
        switch self {
        case .default: .fade
        case .fade: .scaleY
        case .scaleY: .default
        }
    }
}
