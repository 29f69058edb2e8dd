/// What a parameter is to the motion. Code that writes a parameter out for another platform
/// (an export) reads this, never the unit's spelling or the name's suffix: a role says which
/// platform primitive the value belongs to, and a new parameter states its own.
public enum ParameterRole: Hashable, Sendable {
    /// Velocity a free glide keeps each millisecond (`UIScrollView.DecelerationRate`).
    case decelerationRate
    /// The period (s) of the named spring.
    case springResponse(SpringRole)
    /// The damping ratio of the named spring.
    case springDampingRatio(SpringRole)
    /// How long an animation runs (s), and the curve it runs on.
    case duration(CurveRole)
    /// How long something waits between animations (s): a timer, not an animation.
    case interval
    /// The timing function the demo's `duration` runs on: a named easing or a cubic Bézier.
    case timingCurve
    /// A distance along or across the content (pt).
    case length
    /// A scene item's width or height as a percentage of the viewport's (%): in points it
    /// follows the window.
    case viewportPercent
    /// A speed (pt/s).
    case speed
    /// A plain number without a unit: a slope or a fraction.
    case ratio
    /// A whole count (pages, items).
    case count
    /// One of a demo's named styles (an animator, a roll style).
    case style
    /// Whose scroll physics the playground simulates (`ScrollPlatform`).
    case scrollPlatform
    /// Device pixels per point the simulation runs at; a device uses its own.
    case density
    /// Where a flick comes to rest (`SceneDefinition.SnapRule`).
    case snapRule

    /// A spring the scroll physics declare as a response and a damping ratio.
    public enum SpringRole: String, Hashable, Sendable, CaseIterable {
        /// Returns content from past an edge.
        case bounce
        /// Carries a slow release or a settle onto its target.
        case snap
        /// Follows mouse-wheel notches.
        case wheel
    }

    /// The curve an animation of a `duration` runs on.
    public enum CurveRole: Hashable, Sendable {
        /// The demo's `timingCurve` parameter.
        case timingParameter
        /// UIKit's default ease-in-out (UIView.animate, scrollRectToVisible and the seeds' transitions).
        case easeInOut
    }
}
