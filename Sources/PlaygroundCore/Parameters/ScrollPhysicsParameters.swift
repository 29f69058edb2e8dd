import Motion

/// The scroll-physics parameters of one scrolling demo, declared under the demo's own prefix
/// (`salon.deceleration_rate`, `easing.deceleration_rate`), and the `ScrollPhysics` they make.
///
/// Every default but `density` is the matching field of `ScrollPhysics.uiKit`, written so that
/// the springs it builds at the defaults are bit for bit the named ones (`Spring.bounceBack`,
/// `.snap`, `.wheel`): default parameters must not change a single recorded frame. `density`
/// defaults to a phone's 3 where the library's 1 is the window's; a recording made before it
/// existed reads 1 (`PhysicsChange`).
public struct ScrollPhysicsParameters: Hashable, Sendable {
    /// The physics a demo can declare, as its name after the demo's prefix.
    public enum Field: String, Hashable, Sendable, CaseIterable {
        case decelerationRate = "deceleration_rate"
        case rubberBand = "rubber_band"
        case bounceResponse = "bounce_response"
        case bounceDampingRatio = "bounce_damping_ratio"
        case snapResponse = "snap_response"
        case snapDampingRatio = "snap_damping_ratio"
        case wheelResponse = "wheel_response"
        case wheelDampingRatio = "wheel_damping_ratio"
        case slowReleaseVelocity = "slow_release_velocity"
        /// Whose scroll physics: `uikit`, `android`, `flutter-ios`, `flutter-android`. Last, so
        /// the rows a demo had keep their places in the panel.
        case platform = "physics"
        /// Device pixels per point: what Android's pixel constants and Flutter's devicePixelRatio
        /// follow (`ScrollPhysics.density`). After `physics`, for the same reason.
        case density
    }

    public let demoID: String
    public let fields: [Field]
    /// The declarations, in `fields` order.
    public let specs: [ParameterSpec]

    public init(demo demoID: String, fields: [Field]) {
        self.demoID = demoID
        self.fields = fields
        specs = fields.map { Self.spec($0, demo: demoID) }
    }

    /// The declaration of `field`, if this demo declares it.
    public func spec(_ field: Field) -> ParameterSpec? { fields.firstIndex(of: field).map { specs[$0] } }

    /// The physics in force: declared fields from `values`, the rest UIKit's.
    public func physics(from values: ParameterValues) -> ScrollPhysics {
        var physics = ScrollPhysics.uiKit
        func number(_ field: Field) -> Double? {
            fields.firstIndex(of: field).map { values.number(specs[$0]) }
        }
        if let i = fields.firstIndex(of: .platform), let platform = ScrollPlatform(rawValue: values.choice(specs[i])) {
            physics.platform = platform
        }
        if let rate = number(.decelerationRate) { physics.decelerationRate = .custom(rate) }
        if let c = number(.rubberBand) { physics.rubberBandConstant = c }
        if let response = number(.bounceResponse), let ratio = number(.bounceDampingRatio) {
            physics.bounceSpring = Spring(dampingRatio: ratio, response: response)
        }
        if let response = number(.snapResponse), let ratio = number(.snapDampingRatio) {
            physics.snapSpring = Spring(dampingRatio: ratio, response: response)
        }
        if let response = number(.wheelResponse), let ratio = number(.wheelDampingRatio) {
            physics.wheelSpring = Spring(dampingRatio: ratio, response: response)
        }
        if let v = number(.slowReleaseVelocity) { physics.slowReleaseVelocity = v }
        if let d = number(.density) { physics.density = d }
        return physics
    }

    // The ranges keep every combination physical: a rate below 0.9 per ms stops a flick within
    // a few frames, above 0.9999 it glides for minutes; springs faster than 50 ms or slower
    // than 2 s, or damped below 0.2, stop reading as scrolling.
    static let responseRange = 0.05...2.0
    static let dampingRange = 0.2...2.0
    /// From a 160 dpi screen (Android's mdpi, 1 px per dp; UIKit's @1x) to the densest phones
    /// (Android's xxxhdpi, 4 px per dp).
    public static let densityRange = 1.0...4.0
    /// A current phone: Android's xxhdpi (480 dpi, `DisplayMetrics.density` 3) and the Pro and Plus
    /// iPhones (@3x). `ScrollPhysics.density` itself defaults to 1 (a point is a pixel, the Linux window's
    /// own density); the demos default to the phone whose scrolling they show.
    public static let defaultDensity = 3.0

    package static func spec(_ field: Field, demo: String) -> ParameterSpec {
        let name = demo + "." + field.rawValue
        let uiKit = ScrollPhysics.uiKit
        switch field {
        case .platform:
            return ParameterSpec(
                name: name, defaultValue: .choice(ScrollPlatform.uikit.rawValue),
                domain: .choices(ScrollPlatform.allCases.map(\.rawValue)), unit: "", step: nil,
                summary: "whose scroll physics: UIKit's, Android's OverScroller, Flutter's bouncing or clamping",
                source: .playground("docs/platforms.md: each platform simulated from its own sources"),
                role: .scrollPlatform)
        case .decelerationRate:
            return .real(
                name, default: uiKit.decelerationRate.rawValue, in: 0.9...0.9999, step: 0.001, unit: "per ms",
                "velocity a free glide keeps each millisecond (0.99 is UIKit's .fast)",
                source: .uiKit("UIScrollView.DecelerationRate.normal"), role: .decelerationRate)
        case .rubberBand:
            return .real(
                name, default: uiKit.rubberBandConstant, in: 0.05...1, step: 0.05, unit: "",
                "rubber-band slope past an edge: how much of a drag beyond it still moves the content",
                source: .uiKit("UIScrollView's rubber-band constant c = 0.55, as measured by chpwn"), role: .ratio)
        case .bounceResponse:
            // The reconstruction is m = 1, k = 100, ζ = 1: a period of 2π/10 s.
            return .real(
                name, default: uiKit.bounceSpring.response, in: responseRange, step: 0.01, unit: "s",
                "period of the spring that returns content from past an edge",
                source: .uiKit("edge bounce k = 100, ζ = 1, as ScrollMechanics reconstructs UIScrollView"),
                role: .springResponse(.bounce))
        case .bounceDampingRatio:
            return .real(
                name, default: 1, in: dampingRange, step: 0.05, unit: "",
                "damping of the edge-bounce spring (1 = no overshoot, below 1 wobbles)",
                source: .uiKit("edge bounce k = 100, ζ = 1, as ScrollMechanics reconstructs UIScrollView"),
                role: .springDampingRatio(.bounce))
        case .snapResponse:
            return .real(
                name, default: 0.35, in: responseRange, step: 0.01, unit: "s",
                "period of the spring that carries a slow release or a settle onto its target",
                source: .playground("between SwiftUI's interactive 0.15 s and default 0.5 s springs"),
                role: .springResponse(.snap))
        case .snapDampingRatio:
            return .real(
                name, default: 1, in: dampingRange, step: 0.05, unit: "",
                "damping of the snap spring (1 = arrives without overshoot)",
                source: .playground("critically damped, so a snap never visibly overshoots"),
                role: .springDampingRatio(.snap))
        case .wheelResponse:
            return .real(
                name, default: 0.18, in: responseRange, step: 0.01, unit: "s",
                "period of the spring that follows mouse-wheel notches",
                source: .playground("a 40 pt notch settles in about a fifth of a second"), role: .springResponse(.wheel)
            )
        case .wheelDampingRatio:
            return .real(
                name, default: 1, in: dampingRange, step: 0.05, unit: "",
                "damping of the wheel spring",
                source: .playground("critically damped, like the snap spring"), role: .springDampingRatio(.wheel))
        case .slowReleaseVelocity:
            return .real(
                name, default: uiKit.slowReleaseVelocity, in: 0...2000, step: 10, unit: "pt/s",
                "below this release speed a snap springs to its target instead of gliding onto it",
                source: .playground("about the speed of a deliberate placement rather than a flick"), role: .speed)
        case .density:
            return .real(
                name, default: defaultDensity, in: densityRange, step: 0.25, unit: "px/pt",
                "device pixels per point: Android's pixel constants and Flutter's devicePixelRatio follow it",
                source: .playground("a current phone: Android xxhdpi (DisplayMetrics.density 3), iPhones @3x"),
                role: .density)
        }
    }
}
