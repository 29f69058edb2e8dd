/// Wheel scrolling: smooth notches, direct precise deltas, and (with `wheelPullsPastEdges`)
/// notches that pull past an edge; the gesture ends `wheelQuietInterval` after the last event.
extension ScrollView {
    /// Wheel travel in notches (Input.wheelScrolled): positive `dy` (wheel away from the user)
    /// decreases the offset, positive `dx` increases it; shift is the caller's business. On a
    /// horizontal-only view the vertical wheel scrolls horizontally.
    ///
    /// Whole notches scroll `wheelLineHeight` each, smoothly: `physics.wheelSpring` towards a
    /// goal that accumulates over a burst and stays inside the range (unless the notch pulls
    /// past an edge, see `wheelPullsPastEdges`). Fractional (precise, trackpad) deltas move the
    /// offset at once by delta·`wheelLineHeight`, rubber-banded past an edge. When the wheel has
    /// been quiet for `wheelQuietInterval` an overscroll springs back. Ignored while the pointer
    /// is down.
    public mutating func wheel(dx: Double, dy: Double, time: Int64) {
        advance(to: time)
        guard press == nil else { return }
        let delta = physics.wheelTravel(
            dx: dx, dy: dy, axes: axes, lineHeight: wheelLineHeight,
            fallbackLineHeight: Self.defaultWheelLineHeight)
        guard delta != .zero else { return }
        wheelDeadline = self.time + Self.wheelQuietInterval
        projectedLanding = nil
        if ScrollPhysics.isNotched(dx: dx, dy: dy) {
            wheelNotch(delta)
        } else {
            // A trackpad touch catches any glide, then moves the content directly.
            motion = nil
            wheelPulled = .zero
            var p = offset
            for axis in Axis.allCases where delta[axis] != 0 {
                p[axis] = bounded(rawOffset(axis) + delta[axis], axis)
            }
            setOffset(p)
        }
    }

    /// Whole notches whose goal the owner chose: a snapping strip takes a notch to the next item in
    /// its direction (Chrome's mandatory scroll snap). The same motion as `wheel(dx:dy:time:)`'s
    /// notches, from where the content is on `physics.wheelSpring` (a burst keeping its momentum),
    /// to `goal` held to the range on each scrollable axis; the gesture ends `wheelQuietInterval`
    /// later. Ignored while the pointer is down.
    public mutating func wheelNotch(to goal: Point, time: Int64) {
        advance(to: time)
        guard press == nil else { return }
        wheelDeadline = self.time + Self.wheelQuietInterval
        projectedLanding = nil
        wheelPulled = .zero
        var goals: [Axis: Double] = [:]
        for axis in Axis.allCases where axes.contains(axis) && !goal[axis].isNaN {
            goals[axis] = clamp(Sanitize.position(goal[axis]), range(axis))
        }
        startNotches(goals)
    }

    private mutating func wheelNotch(_ delta: Point) {
        let burst = motion?.reason == .wheel ? motion : nil
        var goals: [Axis: Double] = [:]
        for axis in Axis.allCases where delta[axis] != 0 {
            let base = burst?[axis]?.finalPosition ?? offset[axis]
            var goal = physics.wheelGoal(base: base, delta: delta[axis], range: range(axis))
            if let pulled = pull(axis, base: base, delta: delta[axis]) { goal = pulled }
            goals[axis] = goal
        }
        startNotches(goals)
    }

    /// The wheel spring towards each axis's goal. A burst keeps its momentum; a notch on anything
    /// else stops it first.
    private mutating func startNotches(_ goals: [Axis: Double]) {
        let current = velocity
        let burst = motion?.reason == .wheel ? motion : nil
        var simulations: [Axis: ScrollSimulation] = [:]
        for (axis, goal) in goals {
            let v = burst?[axis] != nil ? current[axis] : 0
            simulations[axis] = ScrollSimulation(physics.wheelMotion(from: offset[axis], velocity: v, to: goal))
        }
        start(.wheel, simulations, keeping: motion, jumpWhenDone: false)
    }

    /// With `wheelPullsPastEdges`: the goal of a notch that pulls past an edge (the edge plus
    /// the banded pull), or nil when it scrolls normally. A pull that comes back inside ends,
    /// and what is left of the notch scrolls inside from the edge.
    private mutating func pull(_ axis: Axis, base: Double, delta: Double) -> Double? {
        guard wheelPullsPastEdges, bounces else { return nil }
        let r = range(axis)
        let wasPulling = wheelPulled[axis] != 0
        guard
            let pulled = physics.wheelPull(
                pulled: wheelPulled[axis], base: base, overscroll: overscroll(axis),
                delta: delta, range: r, dimension: viewport[axis])
        else { return nil }
        let edge =
            wasPulling
            ? (wheelPulled[axis] > 0 ? r.upperBound : r.lowerBound)
            : (delta > 0 ? r.upperBound : r.lowerBound)
        let outward = edge == r.upperBound ? pulled > 0 : pulled < 0
        guard outward else {
            wheelPulled[axis] = 0
            return clamp(edge + pulled, r)
        }
        wheelPulled[axis] = pulled
        return edge + physics.overscroll(forRaw: pulled, dimension: viewport[axis])
    }

    /// The wheel has been quiet for `wheelQuietInterval`: the gesture ends, what it pulled is
    /// kept for the owner, and content beyond an edge springs back.
    mutating func wheelWentQuiet() {
        endedWheelOverscroll = wheelOverscroll
        let pulled = wheelPulled
        cancelWheelGesture()
        pendingEvents.append(.didEndWheelScrolling)
        guard pulled != .zero else {
            if motion == nil { startBounceBackIfNeeded() }
            return
        }
        // A notch pull may still be springing towards its goal beyond the edge: turn it round
        // from where it is, at the speed it has.
        let v = velocity
        var simulations: [Axis: ScrollSimulation] = [:]
        for axis in Axis.allCases where pulled[axis] != 0 {
            let edge = pulled[axis] > 0 ? maxOffset(axis) : minOffset(axis)
            simulations[axis] = ScrollSimulation(physics.bounceBack(from: offset[axis], to: edge, velocity: v[axis]))
        }
        start(.bounceBack, simulations, keeping: motion)
    }
}
