/// A simulation started at a moment on a µs clock (a scroll view's, a demo's): the one way a
/// running motion is kept, so every owner reads it the same way, from the time elapsed since
/// its start, and knows what "at rest" meant for it (its named `Tolerance`).
public struct TimedSimulation<S: Simulation>: Sendable {
    public let simulation: S
    /// When it started, µs.
    public let start: Int64

    public init(_ simulation: S, start: Int64) {
        self.simulation = simulation
        self.start = start
    }

    /// What "at rest" means for this motion.
    public var tolerance: Tolerance { simulation.tolerance }

    /// Seconds since the start; a time before the start reads as the start.
    public func elapsed(at time: Int64) -> Double {
        let (difference, overflow) = time.subtractingReportingOverflow(start)
        if overflow { return time > start ? .infinity : 0 }
        return Double(max(0, difference)) / 1_000_000
    }

    public func position(at time: Int64) -> Double { simulation.position(at: elapsed(at: time)) }
    public func velocity(at time: Int64) -> Double { simulation.velocity(at: elapsed(at: time)) }
    public func isDone(at time: Int64) -> Bool { simulation.isDone(at: elapsed(at: time)) }
    public var finalPosition: Double { simulation.finalPosition }
    /// Where a frame at `time` that finds it done leaves the content (`Simulation.restingPosition`).
    public func restingPosition(doneAt time: Int64) -> Double { simulation.restingPosition(doneAt: elapsed(at: time)) }

    /// When it comes to rest, µs; nil for a motion that never settles (or beyond the clock).
    public var end: Int64? {
        let micros = (simulation.duration * 1_000_000).rounded(.up)
        guard micros.isFinite, micros < Double(Int64.max - max(0, start)) else { return nil }
        return start + Int64(micros)
    }
}

extension TimedSimulation: Equatable where S: Equatable {}
extension TimedSimulation: Hashable where S: Hashable {}
