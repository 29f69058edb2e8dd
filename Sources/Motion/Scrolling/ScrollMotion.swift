/// One axis of a running `ScrollView` motion.
typealias AxisMotion = TimedSimulation<ScrollSimulation>

/// The motions of both axes, started together for one reason. The scroll view's phase is read
/// from this (and the press), never stored.
struct ScrollMotion: Sendable {
    enum Reason: Sendable {
        /// After a drag: decay and bounce, or the approach / spring to a snap target.
        case deceleration
        /// Back to an edge after a wheel overscroll or a press released beyond an edge.
        case bounceBack
        /// setContentOffset(animated) or settle(to:).
        case animation
        /// Smooth mouse-wheel notches.
        case wheel
    }

    var reason: Reason
    var horizontal: AxisMotion?
    var vertical: AxisMotion?

    init(reason: Reason) { self.reason = reason }

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

    /// The phase this motion shows at `time`.
    func phase(at time: Int64) -> ScrollPhase {
        switch reason {
        case .deceleration:
            let bouncing = Axis.allCases.contains { axis in
                self[axis].map { $0.simulation.isBouncing(at: $0.elapsed(at: time)) } == true
            }
            return bouncing ? .bouncing : .decelerating
        case .bounceBack: return .bouncing
        case .animation, .wheel: return .animating
        }
    }
}
