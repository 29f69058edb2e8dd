import Motion
import PlaygroundCore

/// The path a scroll (or transition) takes after a release, sampled at every frame: what the
/// release-path tests assert on (issue 15: speed never above the release's, monotonic approach
/// onto a target ahead, no jumps, exactly on target at the end).
public struct ReleasePath {
    public struct Sample {
        /// µs.
        public var time: Int64
        public var offset: Double
        /// The model's own velocity at the frame, pt/s.
        public var velocity: Double
    }

    /// The release velocity, pt/s (offset space).
    public var releaseVelocity: Double
    /// Where the motion is heading at release.
    public var target: Double
    /// The offset at release.
    public var start: Double
    public var samples: [Sample] = []

    public init(releaseVelocity: Double, start: Double, target: Double) {
        self.releaseVelocity = releaseVelocity
        self.start = start
        self.target = target
    }

    public mutating func record(time: Int64, offset: Double, velocity: Double) {
        samples.append(Sample(time: time, offset: offset, velocity: velocity))
    }

    /// The largest speed after release over the release speed, from the model's velocity and
    /// from the distance moved in each frame (so a position that outruns its own reported
    /// velocity is caught too).
    public var speedRatio: Double {
        let v0 = abs(releaseVelocity)
        guard v0 > 0 else { return .infinity }
        var peak = 0.0
        var previous = (time: samples.first?.time ?? 0, offset: start)
        for (i, s) in samples.enumerated() {
            peak = max(peak, abs(s.velocity))
            // The first sample's interval starts at the release, which is where `start` was read.
            if i > 0 || s.time > previous.time {
                let dt = Double(s.time - previous.time) / 1_000_000
                if dt > 0 { peak = max(peak, abs(s.offset - previous.offset) / dt) }
            }
            previous = (s.time, s.offset)
        }
        return peak / v0
    }

    /// Frames that moved away from the target (against the approach), beyond rounding.
    public var reversals: Int {
        let direction = (target - start).sign == .minus ? -1.0 : 1.0
        var count = 0
        var last = start
        for s in samples {
            if (s.offset - last) * direction < -Tolerances.rounding { count += 1 }
            last = s.offset
        }
        return count
    }

    /// Whether the offset ever went past the target (overshoot).
    public var overshoots: Bool {
        let direction = (target - start).sign == .minus ? -1.0 : 1.0
        return samples.contains { ($0.offset - target) * direction > Tolerances.rounding }
    }

    /// The last frame that moved, and the moving frame before it (same frame length assumed):
    /// a motion that comes to rest continuously never ends with a bigger step than the one
    /// before it.
    public var finalSteps: (last: Double, before: Double)? {
        var steps: [Double] = []
        var last = start
        for s in samples {
            let step = abs(s.offset - last)
            if step > 0 { steps.append(step) }
            last = s.offset
        }
        guard steps.count >= 2 else { return nil }
        return (steps[steps.count - 1], steps[steps.count - 2])
    }

    public var end: Double { samples.last?.offset ?? start }

    /// µs from the first sample to the first sample at which the offset stopped changing for good.
    public var timeToRest: Int64? {
        guard let lastSample = samples.last, let first = samples.first else { return nil }
        var restIndex = samples.count - 1
        while restIndex > 0 && samples[restIndex - 1].offset == lastSample.offset { restIndex -= 1 }
        return samples[restIndex].time - first.time
    }
}

/// The speeds, directions and frame rates every snapping demo is flicked at.
public enum ReleaseSweep {
    public static let speeds: [Double] = [300, 600, 900, 2000, 6000, 10_000]
    public static let rates: [Double] = [30, 60, 120, 144]
    public static let directions: [Double] = [-1, 1]
    /// Allowed speed gain after release; the name tests used before `Tolerances.releaseSpeedRatio`.
    public static let maxSpeedRatio = Tolerances.releaseSpeedRatio
}

/// Flicks any scrolling demo through its public inputs (a press, moves every 4 ms at a constant
/// pointer speed, a release), frames every `dt` with each input in the first frame at or after
/// its time, and samples the demo's inspector every frame after the release until it is idle.
extension DemoHarness {
    /// A flick at `from` along `axis` with pointer velocity `speed` (pt/s, + = right / down)
    /// over `travel` points; returns the path after the release, offsets in the inspector's
    /// space. The release velocity the path is judged against is the finger's.
    public mutating func inspectorFlick(from: Point, axis: Axis, speed: Double, travel: Double = 120) -> ReleasePath {
        let interval: Int64 = 4_000
        let step = speed * Double(interval) / 1_000_000
        let count = max(5, min(40, Int((travel / abs(step)).rounded(.down))))
        var inputs = [TimedInput(time: time + 1_000, .pointerPressed(from, button: .left))]
        var p = from
        var t = time + 1_000
        for _ in 0...count {
            t += interval
            p[axis] += step
            inputs.append(TimedInput(time: t, .pointerMoved(p)))
        }
        inputs.append(TimedInput(time: t, .pointerReleased(p, button: .left)))
        play(inputs)
        let start = demo.inspector!
        var path = ReleasePath(releaseVelocity: -speed, start: start.offset, target: start.target ?? start.offset)
        for s in self.path(limit: 10_000_000, { $0.inspector! }) {
            path.record(time: s.time, offset: s.value.offset, velocity: s.value.velocity)
        }
        return path
    }
}
