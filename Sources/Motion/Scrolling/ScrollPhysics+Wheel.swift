/// How wheel input becomes motion: whole notches glide on `wheelSpring` towards a goal that
/// accumulates over a burst; fractional (precise, trackpad) deltas move the content directly,
/// through the rubber band past an edge.
extension ScrollPhysics {
    /// Largest wheel travel accepted in one event, notches.
    public static let maxWheelNotches = 1000.0

    /// Whole notches (a mouse wheel) rather than fractional deltas (a trackpad, a precise wheel).
    public static func isNotched(dx: Double, dy: Double) -> Bool { dx.rounded() == dx && dy.rounded() == dy }

    /// Offset-space travel for wheel travel in notches (Input.wheelScrolled): positive `dy` (wheel
    /// away from the user) decreases the offset, positive `dx` increases it; on a view that only
    /// scrolls horizontally the vertical wheel scrolls horizontally. `lineHeight` is points per
    /// notch (NaN falls back to `fallbackLineHeight`, magnitudes are kept within 0...10⁴).
    public func wheelTravel(
        dx: Double, dy: Double, axes: Set<Axis>, lineHeight: Double,
        fallbackLineHeight: Double = 40
    ) -> Point {
        let dx = Sanitize.finite(dx, limit: Self.maxWheelNotches)
        let dy = Sanitize.finite(dy, limit: Self.maxWheelNotches)
        let line = lineHeight.isFinite ? clamp(abs(lineHeight), 0...1e4) : fallbackLineHeight
        var delta = Point.zero
        if axes.contains(.horizontal) { delta.x = dx * line }
        if axes.contains(.vertical) {
            delta.y = -dy * line
        } else if axes.contains(.horizontal) {
            delta.x -= dy * line
        }
        return delta
    }

    /// The spring that follows a notch from `position` (moving at `velocity`) to `goal`.
    public func wheelMotion(from position: Double, velocity: Double, to goal: Double) -> SpringSimulation {
        SpringSimulation(spring: wheelSpring, from: position, to: goal, velocity: velocity, tolerance: tolerance)
    }

    /// Where a notch of `delta` takes a burst heading to `base`, for a view whose notches stay in
    /// `range` (UIKit: a mouse wheel stops at the edge).
    public func wheelGoal(base: Double, delta: Double, range: ClosedRange<Double>) -> Double {
        clamp(base + delta, range)
    }

    /// A notch that pulls past an edge (`ScrollView.wheelPullsPastEdges`): the raw overshoot
    /// after adding `delta` to `pulled` (0 when no pull is under way yet), or nil when this notch
    /// does not pull. A pull starts when the burst rests on (or heads to) an edge within the
    /// tolerance's distance and the notch pushes outwards; `overscroll` is what is shown beyond
    /// the edge now, so the pull continues from it.
    public func wheelPull(
        pulled: Double, base: Double, overscroll: Double, delta: Double,
        range: ClosedRange<Double>, dimension: Double
    ) -> Double? {
        if pulled != 0 { return pulled + delta }
        let slack = tolerance.distance
        if delta > 0, base >= range.upperBound - slack {
            return rawOverscroll(for: max(0, overscroll), dimension: dimension) + delta
        }
        if delta < 0, base <= range.lowerBound + slack {
            return rawOverscroll(for: min(0, overscroll), dimension: dimension) + delta
        }
        return nil
    }
}
