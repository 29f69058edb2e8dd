/// Moves the owner asks for (setContentOffset, settle) and new geometry.
extension ScrollView {
    /// Animates to `p` over `duration` seconds along `timing` (phase .animating), ending with
    /// `didEndScrollingAnimation`. A new request replaces a running motion from where it is
    /// at `time`. `duration` ≤ 0 (or NaN) jumps. `p` is clamped to `allowedRange`; NaN keeps
    /// the current coordinate. Cancels a press.
    public mutating func setContentOffset(_ p: Point, duration: Double, timing: Easing, time: Int64) {
        advance(to: time)
        press = nil
        cancelWheelGesture()
        projectedLanding = nil
        let goal = programmaticTarget(p)
        guard duration > 0 else {
            motion = nil
            setOffset(goal)
            return
        }
        var simulations: [Axis: ScrollSimulation] = [:]
        for axis in Axis.allCases where goal[axis] != offset[axis] {
            simulations[axis] = ScrollSimulation(
                TweenSimulation(
                    from: offset[axis], to: goal[axis], duration: duration,
                    easing: timing))
        }
        start(.animation, simulations)
    }

    /// Jumps to `p` (clamped to `allowedRange`) and stops any motion; a drag in progress
    /// continues from the new offset.
    public mutating func setContentOffset(_ p: Point) {
        motion = nil
        cancelWheelGesture()
        projectedLanding = nil
        setOffset(programmaticTarget(p))
        if var press {
            press.origin = press.last
            press.rawStart = rawOffset()
            // The content moved away from whatever edge the pull was at.
            press.pull = .zero
            self.press = press
        }
    }

    /// Takes the content from where it is, at the speed it has, exactly to `p` (clamped to
    /// `allowedRange`), ending with `didEndScrollingAnimation`: decelerating onto it when it is
    /// moving towards it fast enough, otherwise on `physics.snapSpring` (`ScrollPhysics.snap`),
    /// at rest within `physics.settleBound` of its velocity at any distance. Demos use it to
    /// snap when a wheel gesture goes quiet. Cancels a press and a pending wheel gesture.
    public mutating func settle(to p: Point, time: Int64) {
        move(to: p, time: time) { view, axis, velocity, goal in
            view.physics.settle(
                position: view.offset[axis], velocity: velocity, target: goal, paging: view.paging != nil)
        }
    }

    /// Takes content that came to rest between snap positions to `p` the way the platform snaps
    /// a list once it is idle (`PlatformScrolling.idleSnap`: `settle`, or Android's
    /// `snapToTargetExistingView`), ending with `didEndScrollingAnimation`. Cancels a press and a
    /// pending wheel gesture.
    public mutating func snapWhenIdle(to p: Point, time: Int64) {
        move(to: p, time: time) { view, axis, velocity, goal in
            view.physics.idleSnap(
                position: view.offset[axis], velocity: velocity, target: goal, dimension: view.viewport[axis],
                paging: view.paging != nil)
        }
    }

    /// Starts, on every axis, the motion `simulation` builds from the offset, the velocity and the
    /// goal (`p` clamped to `allowedRange`).
    private mutating func move(
        to p: Point, time: Int64,
        _ simulation: (ScrollView, Axis, Double, Double) -> ScrollSimulation
    ) {
        advance(to: time)
        let v = velocity
        press = nil
        cancelWheelGesture()
        let goal = programmaticTarget(p)
        var simulations: [Axis: ScrollSimulation] = [:]
        for axis in Axis.allCases { simulations[axis] = simulation(self, axis, v[axis], goal[axis]) }
        start(.animation, simulations)
    }

    /// New geometry. At rest the offset is clamped into the new range at once. A glide is
    /// restarted from its current position and velocity against the new bounds (the decay is
    /// memoryless, so an unaffected glide continues unchanged); any other motion whose end fell
    /// outside is re-aimed at the clamped end from where it is. A drag continues from the
    /// current offset.
    public mutating func resize(viewport: Size, contentSize: Size, insets: EdgeInsets, time: Int64) {
        advance(to: time)
        let v = velocity
        self.viewport = Self.sanitized(viewport)
        self.contentSize = Self.sanitized(contentSize)
        self.insets = Self.sanitized(insets)

        if var running = motion {
            for axis in Axis.allCases {
                guard let m = running[axis] else { continue }
                if m.simulation.isFreeGlide {
                    let glide = physics.ballistic(
                        position: offset[axis], velocity: v[axis], range: range(axis),
                        dimension: self.viewport[axis], bounces: bounces)
                    running[axis] = AxisMotion(glide, start: self.time)
                } else {
                    let allowed = running.reason == .animation ? allowedRange(axis) : range(axis)
                    let end = m.finalPosition
                    if !allowed.contains(end) {
                        let aim = physics.settle(
                            position: offset[axis], velocity: v[axis], target: clamp(end, allowed),
                            paging: paging != nil)
                        running[axis] = AxisMotion(aim, start: self.time)
                    }
                }
            }
            motion = running
        } else if var press {
            press.origin = press.last
            press.rawStart = rawOffset()
            // A new size lets go of the edge effect (RecyclerView drops its glows on a resize).
            press.pull = .zero
            self.press = press
        } else if wheelDeadline == nil {
            var p = offset
            for axis in Axis.allCases { p[axis] = clamp(p[axis], range(axis)) }
            setOffset(p)
        }
        setOffset(offset)
        evaluate(at: self.time)
    }
}
