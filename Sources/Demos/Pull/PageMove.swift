import Motion
import PlaygroundCore

/// The container's move between two pages: the seed's UIView.animateWithDuration:0.7 on
/// mContainer.contentOffset, with UIView's default ease-in-out curve. Kept in page units so a
/// resize mid-move keeps the right proportion; evaluated from elapsed time.
public struct PageMove: Hashable, Sendable {
    /// 0-based page indices.
    public let from: Int
    public let to: Int
    /// Session time the move started, µs.
    public let start: Int64
    /// Seconds (`pull.page_move_duration`; the seed's animateWithDuration:0.7).
    public let duration: Double

    public init(from: Int, to: Int, start: Int64, duration: Double) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
    }

    public var end: Int64 { start + microseconds(duration) }

    private var motion: TimedSimulation<TweenSimulation> {
        let tween = TweenSimulation(from: Double(from), to: Double(to), duration: duration, easing: .easeInOut)
        return TimedSimulation(tween, start: start)
    }

    /// The container position in pages at `time`.
    public func position(at time: Int64) -> Double { motion.position(at: time) }

    /// Pages per second at `time` (0 before the start and after the end).
    public func velocity(at time: Int64) -> Double { isDone(at: time) ? 0 : motion.velocity(at: time) }

    public func progress(at time: Int64) -> Double { motion.simulation.progress(at: motion.elapsed(at: time)) }

    public func isDone(at time: Int64) -> Bool { time >= end }
}
