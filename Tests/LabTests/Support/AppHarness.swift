import HarnessTestSupport
import Motion

@testable import Lab
@testable import PlaygroundCore
@testable import Scenes

/// The whole app (panel, overlays, slow motion, demo switching, the tuning panel) driven the way
/// `DemoHarness` drives one demo: a clock in µs, frame 0 at time 0 with whatever arrived by then,
/// then frames at chosen times or every `dt`. As `LiveSession` does, the tuning panel's changes
/// are carried into the next frame as `parameter_changed` facts, and `log` keeps every frame as
/// stepped, which is what a recording holds. Kept apart from `DemoHarness` because the app is
/// not a `Demo`: it maps session time to each demo's time itself.
struct AppHarness: FrameRunning {
    var app: PlaygroundApp
    /// The clock (µs): the time of the last frame.
    private(set) var time: Int64 = 0
    /// The index of the last frame.
    private(set) var frameIndex = 0
    /// Microseconds between frames.
    var dt: Int64
    /// Every frame with the inputs it was stepped with.
    private(set) var log: [(frame: Frame, inputs: [TimedInput])] = []
    private var carried: [TimedInput] = []

    init(
        _ demoID: String, viewport: Size = Script.window, hz: Double = 60, inputs: [TimedInput] = [],
        parameters: ParameterValues = ParameterValues(), scenes: [Scene] = [], device: DeviceFrame? = nil
    ) throws {
        app = try PlaygroundApp(
            settings: SessionSettings(
                demoID: demoID, viewport: viewport, parameters: parameters, scenes: scenes, device: device))
        dt = Script.frameMicros(hz: hz)
        step(Frame(index: 0, time: 0), inputs)
    }

    /// A session of `demo` with `parameters` in force.
    init(demo: String, parameters: ParameterValues = ParameterValues()) throws {
        try self.init(demo, parameters: parameters)
    }

    /// One frame at exactly `t` (never earlier than the last one) with `inputs`, which may be
    /// stamped anywhere since the last frame: the app places each at its own time.
    mutating func frame(at t: Int64, _ inputs: [TimedInput] = []) {
        frameIndex += 1
        time = max(time, t)
        step(Frame(index: frameIndex, time: time), inputs)
    }

    /// Presses `k` 1 ms from now, and one more frame so a change it made is applied.
    mutating func press(_ k: Key, _ modifiers: Modifiers = []) {
        run([key(k, at: time + 1_000, modifiers)], until: time + dt)
        run(until: time + dt)
    }

    /// A flick through `p` in window points: `velocity` pt/s of pointer travel along `axis` for
    /// 80 ms (8 ms samples), released while moving; then frames until `settle` µs later.
    mutating func flick(at p: Point, velocity: Double, settle: Int64 = 4_000_000, axis: Axis = .horizontal) {
        let t0 = time + 1_000
        var inputs = [TimedInput(time: t0, .pointerPressed(p, button: .left))]
        var last = p
        for i in 1...10 {
            let d = velocity * Double(i) * 0.008
            last = axis == .horizontal ? Point(x: p.x + d, y: p.y) : Point(x: p.x, y: p.y + d)
            inputs.append(TimedInput(time: t0 + Int64(i) * 8_000, .pointerMoved(last)))
        }
        let releaseTime = t0 + 84_000
        inputs.append(TimedInput(time: releaseTime, .pointerReleased(last, button: .left)))
        run(inputs, until: releaseTime + settle)
    }

    /// The shown demo's `state`.
    var state: StateValue { app.demoState }

    /// Every `parameter_changed` fact stepped so far.
    var parameterFacts: [TimedInput] {
        log.flatMap(\.inputs).filter { if case .parameterChanged = $0.input { true } else { false } }
    }

    func drawn(host: HostInfo = HostInfo()) -> DrawList {
        var list = DrawList()
        app.draw(into: &list, host: host)
        return list
    }

    /// Steps the app with last frame's carried facts first, as `LiveSession` does.
    private mutating func step(_ frame: Frame, _ inputs: [TimedInput]) {
        let first = min(frame.time, inputs.first?.time ?? frame.time)
        let all = carried.map { TimedInput(time: min($0.time, first), $0.input) } + inputs
        app.step(frame, inputs: all)
        log.append((frame, all))
        carried = app.takeEmittedInputs()
    }
}

extension AppHarness {
    /// The centre of the live demo's content viewport in window points (in its lane when there
    /// are ghost lanes): where a flick must start to move it.
    var liveContentCentre: Point {
        let frame = app.liveFrame
        let vf = app.currentDemo.inspector?.viewportFrame ?? Rect(origin: .zero, size: frame.size)
        return Point(x: frame.minX + vf.midX, y: frame.minY + vf.midY)
    }
}
