/// Two `VelocityTracker`s, one per axis, fed with points.
public struct VelocityTracker2D: Sendable {
    public private(set) var horizontal = VelocityTracker()
    public private(set) var vertical = VelocityTracker()

    public init() {}

    public mutating func addSample(time: Int64, position: Point) {
        horizontal.addSample(time: time, position: position.x)
        vertical.addSample(time: time, position: position.y)
    }

    public mutating func reset() {
        horizontal.reset()
        vertical.reset()
    }

    /// Pointer velocity in pt/s at `time` (µs).
    public func velocity(at time: Int64) -> Point {
        Point(x: horizontal.velocity(at: time), y: vertical.velocity(at: time))
    }
}
