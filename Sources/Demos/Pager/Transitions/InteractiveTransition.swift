import Motion

/// UIPercentDrivenInteractiveTransition as a value (the seed's "编写交互控制器" section is
/// empty): while the finger is down the gesture handler calls `update(_:)` with the fraction
/// complete; on release it calls `finish` or `cancel` with the release velocity, and the rest of
/// the transition runs from the current fraction in closed form (`TransitionCompletion`). A
/// cancel sets the context's `transitionWasCancelled`, and the container then completes with
/// `completeTransition(false)`, exactly as UIKit's percent-driven driver does.
public struct InteractiveTransition: Hashable, Sendable {
    /// A release faster than this in one direction decides the transition by itself: forward
    /// finishes, backward cancels (points per second of pointer travel). It is the speed below
    /// which a release is slow (`ScrollPhysics.slowReleaseVelocity`), so every flick heads where
    /// it was flicked and decelerates there; a higher threshold would turn some flicks round.
    public static let finishVelocityThreshold = ScrollPhysics.uiKit.slowReleaseVelocity
    /// Below the velocity threshold, past this fraction the transition finishes.
    public static let finishProgressThreshold = 0.5

    public enum Phase: Hashable, Sendable {
        /// The finger drives the fraction.
        case tracking(Double)
        /// Released: animating to 1 (finish) or 0 (cancel), started at µs `start`.
        case completing(TimedSimulation<TransitionCompletion>, finishing: Bool)
    }

    /// The animator's duration, seconds: the completion runs the remaining fraction of it.
    public let duration: Double
    public private(set) var phase: Phase = .tracking(0)

    public init(duration: Double) { self.duration = duration }

    /// The release decision: a fast flick decides by its direction, otherwise the distance.
    /// `velocity` is in points per second, positive toward completion; the velocity threshold is
    /// `pager.finish_velocity`, the page physics' slow-release speed by default.
    public static func shouldFinish(
        progress: Double, velocity: Double,
        velocityThreshold: Double = finishVelocityThreshold,
        progressThreshold: Double = finishProgressThreshold
    ) -> Bool {
        if velocity > velocityThreshold { return true }
        if velocity < -velocityThreshold { return false }
        return progress > progressThreshold
    }

    /// `updateInteractiveTransition(_:)`: the fraction, clamped to 0...1 (UIKit clamps too).
    public mutating func update(_ percent: Double) {
        guard case .tracking = phase else { return }
        phase = .tracking(clamp(percent, 0...1))
    }

    /// `finishInteractiveTransition()` / `cancelInteractiveTransition()` with the release
    /// velocity in fraction per second (pointer velocity / container width, `width` points).
    public mutating func end(
        finishing: Bool, velocity: Double, time: Int64, width: Double = 1,
        physics: ScrollPhysics = .uiKit
    ) {
        guard case .tracking(let p) = phase else { return }
        let completion = TransitionCompletion(
            from: p, to: finishing ? 1 : 0, velocity: velocity, width: width,
            duration: duration, physics: physics)
        phase = .completing(TimedSimulation(completion, start: time), finishing: finishing)
    }

    public var isTracking: Bool {
        switch phase {
        case .tracking: true
        case .completing: false
        }
    }

    /// nil while tracking; after release, whether it finishes.
    public var decision: Bool? {
        switch phase {
        case .tracking: nil
        case .completing(_, let finishing): finishing
        }
    }

    /// `percentComplete` at `time`.
    public func percentComplete(at time: Int64) -> Double {
        switch phase {
        case .tracking(let p): p
        case .completing(let completion, _): completion.position(at: time)
        }
    }

    /// Fraction per second at `time` (0 while tracking: the finger's speed is the gesture's).
    public func velocity(at time: Int64) -> Double {
        switch phase {
        case .tracking: 0
        case .completing(let completion, _): completion.velocity(at: time)
        }
    }

    /// When the completion animation ends (µs), once released.
    public var end: Int64? {
        switch phase {
        case .tracking: nil
        case .completing(let completion, _): completion.end
        }
    }

    public func isDone(at time: Int64) -> Bool {
        switch phase {
        case .tracking: false
        case .completing(let completion, _): completion.isDone(at: time)
        }
    }
}
