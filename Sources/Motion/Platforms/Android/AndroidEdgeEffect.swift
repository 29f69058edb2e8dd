import RealModule

/// A `RecyclerView`'s edges since Android 12: the content never goes past an edge, an
/// `EdgeEffect` of `TYPE_STRETCH` shows there instead (androidx `RecyclerView.java`:
/// `pullGlows`, `releaseHorizontalGlow` / `releaseVerticalGlow`, `releaseGlows`, `fling`,
/// `shouldAbsorb`, `consumeFlingInStretch`, `absorbGlows`, `stopGlowAnimations`; AOSP
/// `EdgeEffect.java`: `onPullDistance`, `onRelease`, `onAbsorb`, `dampStretchVector`).
///
/// - A drag past an edge pulls the effect by the distance the content could not go, as a
///   fraction of the view's length (`pullGlows` → `onPullDistance`), held until the finger lifts,
///   at most 1 (`onPull`: "Don't allow stretch beyond 1"). Dragging back first gives the pull
///   back (`releaseHorizontalGlow`), then scrolls.
/// - A press on a stretch catches it where it is (`stopGlowAnimations`).
/// - The release (`fling`): no fling recedes from the pull at rest (`releaseGlows` →
///   `onRelease`); a fling into the stretch, or one whose spline distance would not cover it
///   (`shouldAbsorb`), is absorbed (`onAbsorb`: the recede starts at 13 times its speed); any
///   other flings the content out, the stretch taking the first quarter of its length in travel
///   (`consumeFlingInStretch`, `FLING_DESTRETCH_FACTOR` 4). That fling is RecyclerView's own, not
///   the snap helper's (`fling` starts `mViewFlinger` without `onFling`).
///
/// Deviations: the pull is not rounded to whole pixels; the finger's position across the axis
/// (the stretch's displacement) is not modelled, the renderer's stretch being drawn as a scale.
public struct AndroidEdgeEffect: EdgeEffect {
    /// `ON_ABSORB_VELOCITY_ADJUSTMENT`: the recede starts at this many times the absorbed speed.
    public static let absorbVelocityFactor = 13.0
    /// `RecyclerView.FLING_DESTRETCH_FACTOR`: a fling out of a stretch takes it back this many
    /// times faster than it travels.
    public static let flingDestretchFactor = 4.0
    /// `LINEAR_STRETCH_INTENSITY`, `EXP_STRETCH_INTENSITY`, `SCROLL_DIST_AFFECTED_BY_EXP_STRETCH`.
    public static let linearIntensity = 0.016
    public static let exponentialIntensity = 0.016
    public static let exponentialReach = 0.33

    /// Device pixels per point (`ScrollPhysics.density`): the recede's pixel thresholds follow it.
    public var density: Double

    public init(density: Double) { self.density = density }

    /// `dampStretchVector`: how much longer the content shows for a pull of `distance`,
    /// 0.016·d + 0.016·(1 − e^(−d·e/0.33)); 0.032 at a whole pull.
    public static func intensity(_ distance: Double) -> Double {
        let d = distance.isFinite ? min(max(abs(distance), 0), 1) : 0
        return linearIntensity * d + exponentialIntensity * (1 - Double.exp(-d * (Double.exp(1) / exponentialReach)))
    }

    /// `onPullDistance` on top of `RecyclerView`'s drag: the content goes where the finger takes it
    /// inside the range and stops at the edge; the rest pulls the effect. Without `bounces` (the
    /// view's overscroll mode is never) nothing is pulled; a demo that judges a pull past the edge
    /// like a drag (`pullsPastEdges`) gets the rubber band, as `AndroidScrolling.dragOffset` gives.
    public func drag(_ move: DragMove, physics: ScrollPhysics) -> (offset: Double, pull: Double, rawStart: Double) {
        let raw = move.rawStart - move.translation
        guard move.bounces, !move.pullsPastEdges, move.dimension > 0 else {
            return (physics.dragOffset(move), 0, move.rawStart)
        }
        let offset = clamp(raw, move.range)
        let beyond = raw - offset
        guard abs(beyond) > move.dimension else { return (offset, beyond / move.dimension, move.rawStart) }
        // Capped at a whole pull: the drag is measured from the cap, so coming back gives the pull
        // back from there (AOSP's pull distance never holds more than 1).
        let capped = beyond > 0 ? move.dimension : -move.dimension
        return (offset, beyond > 0 ? 1 : -1, move.rawStart - (beyond - capped))
    }

    public func release(
        pull: Double, position: Double, velocity: Double, range: ClosedRange<Double>, dimension: Double,
        physics: ScrollPhysics
    ) -> ScrollSimulation {
        ScrollSimulation(
            RecyclerViewFling(
                releasing: pull, position: position, velocity: velocity, bounds: range, dimension: dimension,
                density: density))
    }

    public func stretch(pull: Double) -> EdgeStretch? {
        guard pull.isFinite, pull != 0 else { return nil }
        let distance = min(abs(pull), 1)
        return EdgeStretch(edge: pull < 0 ? .start : .end, distance: distance, intensity: Self.intensity(distance))
    }

    /// `RecyclerView.shouldAbsorb`: a release at `speed` (pt/s, positive out of the stretch) from
    /// a pull of `distance` on a view `size` points long goes to the effect when it pushes into
    /// the stretch, or when the spline fling would not travel as far as the stretch is long (px
    /// against px, so the density cancels).
    public static func absorbs(speed: Double, distance: Double, size: Double) -> Bool {
        speed <= 0 || OverScrollerFling.distance(speed: speed) < distance * size
    }
}
