/// Press, drag and release: the content follows the pointer 1:1 inside the range and through
/// the rubber band beyond it; a release hands over to `release(velocity:isDrag:adjust:)`.
extension ScrollView {
    /// A press stops any motion where it is (phase → tracking, velocity 0). Content beyond an
    /// edge stays there and the drag continues from it without a jump.
    public mutating func pointerPressed(at p: Point, time: Int64) {
        advance(to: time)
        let p = Self.sanitized(p, fallback: press?.last ?? .zero)
        let wasMoving = motion != nil || wheelDeadline != nil
        // What a second flick may carry (Android's flywheel, Flutter's carried momentum).
        let caughtVelocity = motion != nil ? velocity : .zero
        // A stretch showing at an edge is caught where it is (Android's `stopGlowAnimations`).
        var pull = Point.zero
        for axis in Axis.allCases { pull[axis] = stretch(axis)?.signedDistance ?? 0 }
        motion = nil
        cancelWheelGesture()
        projectedLanding = nil
        var newPress = Press(
            origin: p, rawStart: rawOffset(pulled: pull), last: p, caught: wasMoving, caughtVelocity: caughtVelocity,
            pull: pull)
        newPress.tracker.addSample(time: self.time, position: p)
        press = newPress
    }

    /// Past `dragSlop` (measured on the scrollable axes) the press becomes a drag; the content
    /// follows the pointer 1:1 inside the range, rubber-banded past the edges (or clamped when
    /// `bounces` is false). Moves without a press are ignored.
    public mutating func pointerMoved(to p: Point, time: Int64) {
        advance(to: time)
        guard var press else { return }
        let p = Self.sanitized(p, fallback: press.last)
        press.tracker.addSample(time: self.time, position: p)
        let previous = press.last
        press.last = p
        if !press.dragging {
            var squared = 0.0
            for axis in Axis.allCases where axes.contains(axis) {
                let d = p[axis] - press.origin[axis]
                squared += d * d
            }
            if squared > Self.dragSlop * Self.dragSlop {
                // Measure from here so the content does not jump by the slop.
                press.dragging = true
                press.origin = p
                press.rawStart = rawOffset(pulled: press.pull)
                pendingEvents.append(.willBeginDragging)
            }
        }
        self.press = press
        if press.dragging { follow(to: p, from: previous) }
    }

    /// Ends a press. After a drag the caller may change `targetContentOffset` in `adjust`
    /// (scrollViewWillEndDragging): left alone, the content decelerates and bounces (or pages);
    /// changed, it decelerates onto the new target, or springs there when the release is slow
    /// or the target is behind (`ScrollPhysics.snap`). A press that caught a moving scroll also
    /// offers `adjust` (velocity zero) so snapping demos never rest between anchors. A tap does
    /// not call `adjust`.
    @discardableResult
    public mutating func pointerReleased(
        at p: Point, time: Int64,
        willEndDragging adjust: (inout DragRelease) -> Void = { _ in }
    )
        -> ReleaseOutcome
    {
        advance(to: time)
        guard var press else { return .tap }
        let p = Self.sanitized(p, fallback: press.last)
        if p != press.last {
            press.tracker.addSample(time: self.time, position: p)
            let previous = press.last
            press.last = p
            self.press = press
            if press.dragging { follow(to: p, from: previous) }
            press = self.press ?? press
        }
        self.press = nil
        if press.dragging {
            let pointer = press.tracker.velocity(at: self.time)
            var v = Point(x: -pointer.x, y: -pointer.y)
            for axis in Axis.allCases where axes.contains(axis) {
                v[axis] = physics.flingVelocity(v[axis])
                if press.caught {
                    v[axis] = physics.carriedVelocity(release: v[axis], caught: press.caughtVelocity[axis])
                }
            }
            release(velocity: v, isDrag: true, pull: press.pull, adjust: adjust)
            return .dragged
        }
        if press.caught {
            release(velocity: .zero, isDrag: false, pull: press.pull, adjust: adjust)
            return .caught
        }
        startBounceBackIfNeeded()
        return .tap
    }

    /// The pointer went away (left the window, focus lost): a release with zero velocity.
    public mutating func pointerCancelled(time: Int64) {
        advance(to: time)
        guard let press else { return }
        self.press = nil
        if press.dragging || press.caught {
            release(velocity: .zero, isDrag: press.dragging, pull: press.pull, adjust: { _ in })
        } else {
            startBounceBackIfNeeded()
        }
    }

    /// The drag offset for pointer `p` (the previous one was `previous`): 1:1 from the unbanded
    /// start inside the range, and past an edge what the platform does there
    /// (`PlatformScrolling.dragOffset`), or, on a platform with an edge effect, the content
    /// stopped at the edge and the effect pulled (`EdgeEffect.drag`).
    private mutating func follow(to p: Point, from previous: Point) {
        guard var press else { return }
        var next = offset
        let effect = physics.edgeEffect
        // At the origin the offset is already right; re-banding the unbanded start could move
        // it by an ulp.
        for axis in Axis.allCases where axes.contains(axis) && p[axis] != press.origin[axis] {
            let move = DragMove(
                offset: offset[axis], rawStart: press.rawStart[axis], translation: p[axis] - press.origin[axis],
                pointerDelta: p[axis] - previous[axis], range: range(axis), dimension: viewport[axis],
                bounces: bounces, pullsPastEdges: wheelPullsPastEdges)
            if let effect {
                (next[axis], press.pull[axis], press.rawStart[axis]) = effect.drag(move, physics: physics)
            } else {
                next[axis] = physics.dragOffset(move)
            }
        }
        self.press = press
        setOffset(next)
    }

    /// The unbanded offset a drag measures from, with the edge effect's pull (`pull`, fractions
    /// of the viewport) beyond the edge the content rests on.
    func rawOffset(pulled pull: Point) -> Point {
        var raw = rawOffset()
        for axis in Axis.allCases where pull[axis] != 0 { raw[axis] += pull[axis] * viewport[axis] }
        return raw
    }
}
