/// Press, drag and release, as the platform in force has them (`PlatformScrolling`): a press
/// becomes a drag past the platform's touch slop; the content then follows the pointer 1:1 inside
/// the range (after the platform's motion start threshold, if it has one) and as the platform does
/// past an edge; a release reads the platform's velocity tracker, applies its fling rules and
/// hands over to `release(velocity:isDrag:pull:adjust:)`. On a platform with an edge effect
/// (Android's stretch) the content stops at the edge and the drag pulls the effect instead.
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
        trackerVelocity = nil
        trackerReading = nil
        var newPress = Press(
            origin: p, rawStart: rawOffset(pulled: pull), last: p, caught: wasMoving, caughtVelocity: caughtVelocity,
            pull: pull)
        newPress.samples.add(time: self.time, position: p)
        press = newPress
    }

    /// Past the platform's touch slop (`ScrollPhysics.beginsDrag`, measured on the scrollable
    /// axes) the press becomes a drag, measured from that point so the content does not jump by
    /// the slop; then the content follows the pointer (`follow`). Moves without a press are
    /// ignored.
    public mutating func pointerMoved(to p: Point, time: Int64) {
        advance(to: time)
        guard var press else { return }
        let p = Self.sanitized(p, fallback: press.last)
        move(&press, to: p, mayBeginDrag: true)
        self.press = press
    }

    /// Ends a press. After a drag the caller may change `targetContentOffset` in `adjust`
    /// (scrollViewWillEndDragging): left alone, the content decelerates and bounces (or pages);
    /// changed, it decelerates onto the new target, or springs there when the release is slow
    /// or the target is behind (`ScrollPhysics.snap`). A press that caught a moving scroll also
    /// offers `adjust` (velocity zero) so snapping demos never rest between anchors. A tap does
    /// not call `adjust`.
    ///
    /// The release velocity is what the platform's velocity tracker reads from the press's
    /// samples now (`trackerVelocity`), through the platform's fling rules, plus any momentum the
    /// press caught. A release away from the last move is a move there first (SDL reports where
    /// the button went up; the lift itself adds no sample, as on Android and in Flutter).
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
        if p != press.last { move(&press, to: p, mayBeginDrag: false) }
        self.press = nil
        if press.dragging {
            let reading = physics.velocityReading(press.samples, at: self.time)
            let estimate = reading.estimate
            let fling = physics.flingVelocity(estimate, axes: axes)
            var tracked = Point.zero
            var v = Point.zero
            for axis in Axis.allCases where axes.contains(axis) {
                tracked[axis] = -estimate.velocity[axis]
                v[axis] = -fling[axis]
                if press.caught {
                    v[axis] = physics.carriedVelocity(release: v[axis], caught: press.caughtVelocity[axis])
                }
            }
            trackerVelocity = tracked
            trackerReading = reading
            release(velocity: v, isDrag: true, pull: press.pull, adjust: adjust)
            return .dragged
        }
        // The finger never moved past the slop: no tracker is consulted, and what it read is
        // rest (not the speed of whatever motion the release starts, such as a snap scroller).
        trackerVelocity = .zero
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

    /// One pointer move of `press` to `p` at the current time: a sample for the tracker; before
    /// the drag, travel towards the slop (crossing it begins the drag when `mayBeginDrag`);
    /// during it, the content follows.
    private mutating func move(_ press: inout Press, to p: Point, mayBeginDrag: Bool) {
        press.samples.add(time: time, position: p)
        let previous = press.last
        press.last = p
        if press.dragging {
            follow(&press, to: p, from: previous)
            return
        }
        press.travel.add(p - previous)
        guard mayBeginDrag, physics.beginsDrag(press.travel, axes: axes) else { return }
        press.dragging = true
        press.origin = p
        press.rawStart = rawOffset(pulled: press.pull)
        press.held = .zero
        if let threshold = physics.dragStartThreshold(at: time) {
            for axis in Axis.allCases where axes.contains(axis) { press.thresholds[axis] = threshold }
        }
        pendingEvents.append(.willBeginDragging)
    }

    /// The drag offset for pointer `p` (the previous one was `previous`): the move passes the
    /// platform's motion start threshold, then 1:1 from the unbanded start inside the range and,
    /// past an edge, what the platform does there (`PlatformScrolling.dragOffset`), or, on a
    /// platform with an edge effect, the content stopped at the edge and the effect pulled
    /// (`EdgeEffect.drag`).
    private mutating func follow(_ press: inout Press, to p: Point, from previous: Point) {
        var next = offset
        let effect = physics.edgeEffect
        for axis in Axis.allCases where axes.contains(axis) {
            var delta = p[axis] - previous[axis]
            if var threshold = press.thresholds[axis] {
                let moved = threshold.adjust(delta, at: time)
                press.thresholds[axis] = threshold
                press.held[axis] += delta - moved
                delta = moved
            }
            // A move the content does not follow leaves it exactly where it is.
            guard delta != 0 else { continue }
            let move = DragMove(
                offset: offset[axis], rawStart: press.rawStart[axis],
                translation: p[axis] - press.origin[axis] - press.held[axis], pointerDelta: delta,
                range: range(axis), dimension: viewport[axis], bounces: bounces,
                pullsPastEdges: wheelPullsPastEdges)
            if let effect {
                (next[axis], press.pull[axis], press.rawStart[axis]) = effect.drag(move, physics: physics)
            } else {
                next[axis] = physics.dragOffset(move)
            }
        }
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
