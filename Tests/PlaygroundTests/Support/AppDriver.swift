import Motion

@testable import Playground

/// A headless host for the whole app, as `LiveSession` drives it: frames every `dt`, scripted
/// inputs delivered in the first frame at or after their time, and the tuning panel's changes
/// carried into the next frame as `parameter_changed` facts. `log` keeps every frame exactly as
/// stepped, which is what a recording holds.
struct AppDriver {
    var app: PlaygroundApp
    private(set) var time: Int64 = 0
    private(set) var index = 0
    var dt: Int64 = 16_667
    private(set) var log: [(frame: Frame, inputs: [TimedInput])] = []
    private var carried: [TimedInput] = []

    init(demo: String, parameters: ParameterValues = ParameterValues()) throws {
        app = try PlaygroundApp(
            settings: SessionSettings(
                demoID: demo, viewport: Script.window,
                parameters: parameters))
        frame(at: 0, [])
    }

    /// One frame at `t` with `inputs` (after last frame's carried facts).
    mutating func frame(at t: Int64, _ inputs: [TimedInput]) {
        time = max(time, t)
        let first = min(time, inputs.first?.time ?? time)
        let all = carried.map { TimedInput(time: min($0.time, first), $0.input) } + inputs
        let f = Frame(index: index, time: time)
        index += 1
        app.step(f, inputs: all)
        log.append((f, all))
        carried = app.takeEmittedInputs()
    }

    /// Frames every `dt` until `end`, delivering `inputs` in the frames they fall in.
    mutating func run(_ inputs: [TimedInput] = [], until end: Int64) {
        var pending = inputs.sorted { $0.time < $1.time }[...]
        let last = max(end, pending.last?.time ?? end)
        while time < last {
            let next = min(last, time + dt)
            let due = pending.prefix { $0.time <= next }
            pending = pending.dropFirst(due.count)
            frame(at: next, Array(due))
        }
    }

    /// Presses `k` 1 ms from now, and one more frame so a change it made is applied.
    mutating func press(_ k: Key, _ modifiers: Modifiers = []) {
        run([key(k, at: time + 1_000, modifiers)], until: time + dt)
        run(until: time + dt)
    }

    /// A horizontal flick through (x, y) in window points: `velocity` pt/s of pointer travel for
    /// 80 ms (8 ms samples), released while moving; then frames until `settle` µs later.
    mutating func flick(at p: Point, velocity: Double, settle: Int64 = 4_000_000, axis: Axis = .horizontal) {
        let t0 = time + 1_000
        var inputs = [Playground.TimedInput(time: t0, .pointerPressed(p, button: .left))]
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

    /// Every `parameter_changed` fact stepped so far.
    var parameterFacts: [TimedInput] {
        log.flatMap(\.inputs).filter { if case .parameterChanged = $0.input { true } else { false } }
    }
}
