/// A release without the finger: what `pointerReleased` does once the velocity tracker has read
/// the drag, from content resting at a given offset. `playground release` asks "where does a
/// release at this offset and speed come to rest" through it, so the answer is the window's:
/// the platform's clamps, the caller's `willEndDragging` and the motion the physics pick.
extension ScrollView {
    /// A drag released at `offset` whose tracker read `velocity` (offset space, pt/s) at `time`:
    /// whatever was moving stops, the content is put at `offset` (within `allowedRange`, as a
    /// drag could take it), the velocity goes through the platform's release clamps
    /// (`flingVelocity`) and then the release runs as a drag's does. Nothing was caught, so
    /// nothing is carried.
    public mutating func release(
        at offset: Point, velocity: Point, time: Int64, willEndDragging adjust: (inout DragRelease) -> Void = { _ in }
    ) {
        advance(to: time)
        press = nil
        motion = nil
        cancelWheelGesture()
        projectedLanding = nil
        setOffset(Self.sanitized(offset, fallback: self.offset))
        var pointer = Point.zero
        for axis in Axis.allCases where axes.contains(axis) { pointer[axis] = -Sanitize.velocity(velocity[axis]) }
        let fling = physics.flingVelocity(.sustained(pointer), axes: axes)
        var v = Point.zero
        for axis in Axis.allCases where axes.contains(axis) { v[axis] = -fling[axis] }
        release(velocity: v, isDrag: true, pull: .zero, adjust: adjust)
    }

    /// The simulation running on `axis` and when it started (µs), nil at rest: a caller that
    /// steps the view can tell one motion from the next.
    public func runningMotion(on axis: Axis) -> (simulation: ScrollSimulation, start: Int64)? {
        motion?[axis].map { ($0.simulation, $0.start) }
    }
}
