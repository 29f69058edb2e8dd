/// What follows a release: the caller's `willEndDragging` adjustment, then the glide, the
/// deceleration onto a retargeted offset or the spring that `physics` picks for it. A release
/// that leaves the platform's edge effect pulled (`pull`, Android's stretch) is the effect's.
extension ScrollView {
    /// Decides and starts the motion after a release with offset-space velocity `v`.
    mutating func release(
        velocity v: Point, isDrag: Bool, pull: Point = .zero, adjust: (inout DragRelease) -> Void
    ) {
        if pull != .zero, let effect = physics.edgeEffect {
            releaseEdgeEffect(effect, velocity: v, isDrag: isDrag, pull: pull)
            return
        }
        var v = v
        var projected = offset
        var proposed = offset
        var glides: [Axis: ScrollSimulation] = [:]
        for axis in Axis.allCases {
            guard axes.contains(axis) else {
                v[axis] = 0
                continue
            }
            v[axis] = Sanitize.velocity(v[axis])
            projected[axis] = physics.projectedRest(position: offset[axis], velocity: v[axis])
            if let page = paging {
                proposed[axis] = physics.pagingTarget(
                    position: offset[axis], velocity: v[axis], pageSize: page,
                    bounds: range(axis))
            } else {
                let glide = physics.ballistic(
                    position: offset[axis], velocity: v[axis], range: range(axis),
                    dimension: viewport[axis], bounces: bounces)
                glides[axis] = glide
                // Where the glide really stops: it stops short of the projection once slower
                // than the tolerance.
                proposed[axis] = clamp(glide.base.finalPosition, range(axis))
            }
        }
        var request = DragRelease(
            velocity: v, targetContentOffset: proposed, offset: offset,
            projectedLanding: projected)
        adjust(&request)
        var goal = proposed
        for axis in Axis.allCases where axes.contains(axis) {
            let wanted = request.targetContentOffset[axis]
            if !wanted.isNaN { goal[axis] = clamp(wanted, range(axis)) }
        }
        if isDrag { pendingEvents.append(.willEndDragging(velocity: v, target: goal)) }
        projectedLanding = projected

        // A target the caller moved is decelerated (or sprung) onto. So is a target it set to the
        // edge a glide would bounce at: a snapping view asked for its end anchor, and bouncing
        // past it would overshoot the anchor it chose.
        var simulations: [Axis: ScrollSimulation] = [:]
        for axis in Axis.allCases where axes.contains(axis) {
            let keepsGlide = goal[axis] == proposed[axis] && !(request.isRetargeted && glides[axis]?.edge != nil)
            if let glide = glides[axis], keepsGlide {
                simulations[axis] = glide
            } else {
                simulations[axis] = physics.snapSettle(
                    position: offset[axis], velocity: v[axis], target: goal[axis], item: request.targetItems[axis],
                    dimension: viewport[axis], paging: paging != nil || request.isPaging)
            }
        }
        start(.deceleration, simulations)
        if isDrag { pendingEvents.append(.didEndDragging(willDecelerate: motion != nil)) }
    }

    /// RecyclerView's `fling` with a stretch showing: the release goes to the edge effect, or
    /// flings the content out of it, and never to the snap helper (`willEndDragging` is not
    /// offered: the list snaps once it is idle). An axis that is not pulled glides.
    private mutating func releaseEdgeEffect(_ effect: any EdgeEffect, velocity v: Point, isDrag: Bool, pull: Point) {
        var simulations: [Axis: ScrollSimulation] = [:]
        var goal = offset
        var released = Point.zero
        for axis in Axis.allCases where axes.contains(axis) {
            released[axis] = Sanitize.velocity(v[axis])
            let motion =
                pull[axis] != 0
                ? effect.release(
                    pull: pull[axis], position: offset[axis], velocity: released[axis], range: range(axis),
                    dimension: viewport[axis], physics: physics)
                : physics.ballistic(
                    position: offset[axis], velocity: released[axis], range: range(axis),
                    dimension: viewport[axis], bounces: bounces)
            simulations[axis] = motion
            goal[axis] = motion.finalPosition
        }
        if isDrag { pendingEvents.append(.willEndDragging(velocity: released, target: goal)) }
        projectedLanding = nil
        start(.deceleration, simulations)
        if isDrag { pendingEvents.append(.didEndDragging(willDecelerate: motion != nil)) }
    }

    /// Springs back to the range if the offset is beyond an edge (after a wheel overscroll,
    /// or a press released without dragging), carrying the current velocity on that axis.
    mutating func startBounceBackIfNeeded() {
        let v = velocity
        var simulations: [Axis: ScrollSimulation] = [:]
        var jumped = offset
        for axis in Axis.allCases {
            let edge = clamp(offset[axis], range(axis))
            guard edge != offset[axis] else { continue }
            if bounces {
                simulations[axis] = ScrollSimulation(
                    physics.bounceBack(from: offset[axis], to: edge, velocity: v[axis]))
            } else {
                jumped[axis] = edge
            }
        }
        setOffset(jumped)
        guard !simulations.isEmpty else { return }
        start(.bounceBack, simulations, keeping: motion)
    }
}
