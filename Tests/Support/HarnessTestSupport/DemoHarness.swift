import Motion
import PlaygroundCore

/// The one way tests drive a demo: a headless host with a clock in µs that steps a frame every
/// `dt`, delivers each scripted input in the first frame at or after its time (as the SDL host
/// does), and lets a test observe every frame, so a test checks the path of a motion and not
/// only where it ends.
public struct DemoHarness<D: Demo>: FrameRunning {
    public var demo: D
    /// The clock (µs): the time of the last frame. Tests may move it on between frames.
    public var time: Int64 = 0
    /// The index of the last frame.
    public private(set) var frameIndex = 0
    /// Microseconds between frames.
    public var dt: Int64
    /// Called after every frame: the hook that samples a motion's path.
    public var observer: ((D, Frame) -> Void)?

    /// Steps frame 0 at time 0 with `inputs` (stamped at 0), as a host's first frame.
    public init(_ demo: D, hz: Double = 60, inputs: [TimedInput] = []) {
        self.demo = demo
        dt = Script.frameMicros(hz: hz)
        self.demo.step(Frame(index: 0, time: 0), inputs: inputs)
    }

    /// One frame at exactly `t` (never earlier than the last one) with `inputs`.
    public mutating func frame(at t: Int64, _ inputs: [TimedInput] = []) {
        frameIndex += 1
        time = max(time, t)
        let frame = Frame(index: frameIndex, time: time)
        demo.step(frame, inputs: inputs)
        observer?(demo, frame)
    }

    /// One frame at exactly `t` with `facts`, each stamped at `t`.
    public mutating func frame(at t: Int64, facts: [Input]) {
        frame(at: t, facts.map { TimedInput(time: t, $0) })
    }

    /// One frame `dt` after the last, with `inputs`: a host on a fixed beat.
    public mutating func tick(_ inputs: [TimedInput] = []) { frame(at: time + dt, inputs) }

    /// Frames every `dt` from now, on that beat (never cut short), each with the inputs due by
    /// its time, until the frame that delivers the last of `inputs`.
    public mutating func play(_ inputs: [TimedInput]) {
        var pending = inputs.sorted { $0.time < $1.time }[...]
        while !pending.isEmpty {
            let due = pending.prefix { $0.time <= time + dt }
            pending = pending.dropFirst(due.count)
            tick(Array(due))
        }
    }

    /// One frame at the latest of `inputs`' times: what a host does when a burst arrives at once.
    public mutating func deliver(_ inputs: [TimedInput]) {
        frame(at: inputs.map(\.time).max() ?? time, inputs)
    }

    /// Frames with no input for `micros`.
    public mutating func wait(_ micros: Int64) { run(until: time + micros) }

    /// Frames, as the demo's `wake` asks for them, until it asks for none; at most `limit` µs.
    /// Returns whether it came to rest.
    @discardableResult
    public mutating func settle(limit: Int64 = 6_000_000) -> Bool {
        let end = time + limit
        while time < end {
            switch demo.wake {
            case .idle: return true
            case .nextFrame: run(until: time + dt)
            case .at(let deadline): run(until: max(time + dt, deadline))
            }
        }
        return demo.wake == .idle
    }

    /// `value` after every frame until `end`, with the frame's time: a motion's path.
    public mutating func path<T>(
        _ inputs: [TimedInput] = [], until end: Int64, _ value: (D) -> T
    ) -> [(time: Int64, value: T)] {
        var samples: [(time: Int64, value: T)] = []
        var pending = inputs.sorted { $0.time < $1.time }[...]
        while time < end {
            let next = min(end, time + dt)
            let due = pending.prefix { $0.time <= next }
            pending = pending.dropFirst(due.count)
            frame(at: next, Array(due))
            samples.append((time, value(demo)))
        }
        return samples
    }

    /// `value` after every frame, one every `dt`, while `busy` holds (by default: while the demo
    /// asks for frames), for at most `limit` µs: the path of a motion until it comes to rest.
    public mutating func path<T>(
        while busy: (D) -> Bool = { $0.wake != .idle }, limit: Int64,
        _ value: (D) -> T
    ) -> [(time: Int64, value: T)] {
        var samples: [(time: Int64, value: T)] = []
        let end = time + limit
        while busy(demo) && time < end {
            tick()
            samples.append((time, value(demo)))
        }
        return samples
    }

    public var drawn: DrawList {
        var list = DrawList()
        demo.draw(into: &list)
        return list
    }

    public var texts: [String] { drawn.texts.map(\.string) }
    public var state: StateValue { demo.state }

    // MARK: - Gestures, timed from now

    /// A press at `start`, moves at `sampleHz` along `delta` at constant speed for `duration`,
    /// and a release `hold` µs after the last move (a hold longer than the tracker's window
    /// releases with no velocity). Returns the inputs and the release time.
    public func drag(
        from start: Point, by delta: Point, duration: Int64, sampleHz: Double = 120, hold: Int64 = 4_000,
        after lead: Int64 = 1_000
    ) -> (inputs: [TimedInput], release: Int64) {
        let t0 = time + lead
        let step = Script.frameMicros(hz: sampleHz)
        var inputs = [HarnessTestSupport.press(start, at: t0)]
        var t = t0
        var p = start
        while t - t0 < duration {
            t = min(t0 + duration, t + step)
            let f = Double(t - t0) / Double(duration)
            p = Point(x: start.x + delta.x * f, y: start.y + delta.y * f)
            inputs.append(HarnessTestSupport.move(p, at: t))
        }
        inputs.append(HarnessTestSupport.release(p, at: t + hold))
        return (inputs, t + hold)
    }

    /// A flick: a drag at `velocity` (pt/s along `axis`, signed) for `duration`, released while
    /// still moving.
    public func flick(from start: Point, axis: Axis, velocity: Double, duration: Int64 = 80_000, sampleHz: Double = 120)
        -> (inputs: [TimedInput], release: Int64)
    {
        let distance = velocity * Double(duration) / 1_000_000
        let delta = axis == .horizontal ? Point(x: distance, y: 0) : Point(x: 0, y: distance)
        return drag(from: start, by: delta, duration: duration, sampleHz: sampleHz)
    }

    /// Presses `k` at now + `lead` and runs one frame for it.
    public mutating func keyPress(_ k: Key, _ modifiers: Modifiers = [], after lead: Int64 = 1_000) {
        run([HarnessTestSupport.key(k, at: time + lead, modifiers)], until: time + lead)
    }

    /// `count` wheel events `spacing` µs apart, each `(dx, dy)`.
    public mutating func wheel(count: Int, dx: Double = 0, dy: Double, spacing: Int64 = 30_000) {
        let inputs = (0..<count).map {
            TimedInput(time: time + 1_000 + Int64($0) * spacing, .wheelScrolled(dx: dx, dy: dy))
        }
        run(inputs, until: inputs.last?.time ?? time)
    }
}
