/// What follows a release: the caller's `willEndDragging` adjustment, then the glide, the
/// deceleration onto a retargeted offset or the spring that `physics` picks for it.
extension ScrollView {
    /// Decides and starts the motion after a release with offset-space velocity `v`.
    mutating func release(velocity v: Point, isDrag: Bool, adjust: (inout DragRelease) -> Void) {
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
                simulations[axis] = physics.settle(
                    position: offset[axis], velocity: v[axis], target: goal[axis],
                    paging: paging != nil || request.isPaging)
            }
        }
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
                simulations[axis] = .spring(physics.bounceBack(from: offset[axis], to: edge, velocity: v[axis]))
            } else {
                jumped[axis] = edge
            }
        }
        setOffset(jumped)
        guard !simulations.isEmpty else { return }
        start(.bounceBack, simulations, keeping: motion)
    }
}
