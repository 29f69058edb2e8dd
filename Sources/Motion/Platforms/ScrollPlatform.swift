/// Whose scroll physics a scroll view follows. Each is simulated from its platform's published
/// sources (docs/platforms.md), and each has one home, a `PlatformScrolling` value in its own
/// folder: what a drag does past an edge, what a release turns into, where a flick comes to rest,
/// how a snap or a page turn is timed, and whether a second flick carries the first one's speed.
///
/// - `uikit`: UIScrollView (the default; physics.md §1), `UIKitScrolling`.
/// - `android`: `OverScroller`, `ViewConfiguration`, the snap helpers, `ViewPager`
///   (`AndroidScrolling`).
/// - `flutterIOS`: Flutter's `BouncingScrollPhysics` (`FlutterIOSScrolling`).
/// - `flutterAndroid`: Flutter's `ClampingScrollPhysics` (`FlutterAndroidScrolling`).
public enum ScrollPlatform: String, CaseIterable, Hashable, Sendable {
    case uikit
    case android
    case flutterIOS = "flutter-ios"
    case flutterAndroid = "flutter-android"

    /// The platform's behaviour: the one place that asks which platform it is.
    public var scrolling: any PlatformScrolling {
        switch self {
        case .uikit: UIKitScrolling()
        case .android: AndroidScrolling()
        case .flutterIOS: FlutterIOSScrolling()
        case .flutterAndroid: FlutterAndroidScrolling()
        }
    }

    /// For labels: the ghosts, the table, the plots.
    public var title: String { scrolling.title }
}
