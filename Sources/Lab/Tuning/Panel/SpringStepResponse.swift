import Motion
import PlaygroundCore
import RealModule

/// A spring's answer to a unit step, x(t) from 0 towards 1 starting at rest, as the spring
/// editor plots it: how far it overshoots (when the damping ratio is under 1) and when it has
/// settled. The points come from the same closed-form solver the demos run.
struct SpringStepResponse {
    var response: Double
    var dampingRatio: Double

    var spring: Spring { Spring(dampingRatio: dampingRatio, response: response) }

    /// Settled: within 0.5 % of the step and nearly still. The scroll views' tenth of a point
    /// would be a tenth of the whole step here, a visible jump onto 1 in the plot.
    static let tolerance = Tolerance(distance: 0.005, velocity: 0.05)

    private var simulation: SpringSimulation {
        SpringSimulation(spring: spring, from: 0, to: 1, tolerance: Self.tolerance)
    }

    /// When the peak comes, for an under-damped spring: half a damped period, π / ω_d.
    var peakTime: Double? {
        guard dampingRatio < 1 else { return nil }
        let omega = spring.naturalFrequency * (1 - dampingRatio * dampingRatio).squareRoot()
        return Double.pi / omega
    }

    /// How far past 1 the peak goes, from the damping ratio alone: e^(−πζ / √(1 − ζ²)); 0 when
    /// the spring does not oscillate.
    var overshoot: Double {
        guard dampingRatio < 1 else { return 0 }
        return Double.exp(-Double.pi * dampingRatio / (1 - dampingRatio * dampingRatio).squareRoot())
    }

    /// When the step has settled (within `tolerance` of 1 for good).
    var settleTime: Double { simulation.duration }

    /// The time the plot spans: the settling, with some rest after it to show it stays at 1.
    var span: Double { max(settleTime * 1.15, response) }

    /// `count` evenly spaced points over `span`, plus the peak's own time so the drawn maximum
    /// is the true one, in time order.
    func points(count: Int = 48) -> [Point] {
        let simulation = self.simulation
        let end = span
        var times = (0..<count).map { end * Double($0) / Double(max(1, count - 1)) }
        if let peak = peakTime, peak < end {
            times.append(peak)
            times.sort()
        }
        return times.map { Point(x: $0, y: simulation.position(at: $0)) }
    }

    /// One line under the plot: the overshoot and when it settles.
    var caption: String {
        let settles = "within 0.5 % of 1 after " + NumberText.short(settleTime, significant: 2) + " s"
        guard dampingRatio < 1 else { return "no overshoot · " + settles }
        return "overshoot " + NumberText.short(overshoot * 100, significant: 2) + " % · " + settles
    }

    /// The curve in `rect`: 0 at the bottom, the peak (or 1) below the top, a dashed line at 1.
    func draw(in rect: Rect, into list: inout DrawList, color: Color) {
        list.fill(rect, Color(255, 255, 255, 14), radius: 4)
        let plot = rect.insetBy(4)
        let top = (1 + overshoot) * 1.1
        func map(_ p: Point) -> Point {
            Point(x: plot.minX + p.x / span * plot.width, y: plot.maxY - p.y / top * plot.height)
        }
        let one = map(Point(x: 0, y: 1)).y
        var x = plot.minX
        while x < plot.maxX {
            list.line(Point(x: x, y: one), Point(x: min(plot.maxX, x + 4), y: one), Color(255, 255, 255, 70))
            x += 8
        }
        let points = points().map(map)
        for (a, b) in zip(points, points.dropFirst()) { list.line(a, b, color, width: 1.5) }
    }
}
