/// One axis of a running `ScrollView` motion: a simulation and the time (µs) it started.
struct AxisMotion: Sendable {
    enum Kind: Sendable {
        case bounce(BounceSimulation)
        case spring(SpringSimulation)
        case tween(TweenSimulation)
    }

    var kind: Kind
    var start: Int64

    var simulation: any Simulation {
        switch kind {
        case .bounce(let s): s
        case .spring(let s): s
        case .tween(let s): s
        }
    }

    /// Seconds since the start; `time` is never before `start` (the scroll view's clock only
    /// moves forward and motions start at its current time).
    func elapsed(_ time: Int64) -> Double { Double(time - start) / 1_000_000 }

    func position(at time: Int64) -> Double { simulation.position(at: elapsed(time)) }
    func velocity(at time: Int64) -> Double { simulation.velocity(at: elapsed(time)) }
    func isDone(at time: Int64) -> Bool { simulation.isDone(at: elapsed(time)) }
    var finalPosition: Double { simulation.finalPosition }

    func isBouncing(at time: Int64) -> Bool {
        switch kind {
        case .bounce(let s): s.isBouncing(at: elapsed(time))
        case .spring, .tween: false
        }
    }
}

/// The motions of both axes, started together for one reason.
struct ScrollMotion: Sendable {
    enum Reason: Sendable {
        /// After a drag: decay and bounce, or a spring to a snap target.
        case deceleration
        /// Back to an edge after a wheel overscroll.
        case bounceBack
        /// setContentOffset(animated) or settle(to:).
        case animation
        /// Smooth mouse-wheel notches.
        case wheel
    }

    var reason: Reason
    var horizontal: AxisMotion?
    var vertical: AxisMotion?

    subscript(axis: Axis) -> AxisMotion? {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }

    var isEmpty: Bool { horizontal == nil && vertical == nil }

    var completionEvent: ScrollEvent {
        switch reason {
        case .deceleration, .bounceBack: .didEndDecelerating
        case .animation, .wheel: .didEndScrollingAnimation
        }
    }
}
