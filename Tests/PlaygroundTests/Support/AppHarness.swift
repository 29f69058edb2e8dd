import Motion

@testable import Playground

/// The whole app (panel, overlays, slow motion, demo switching) driven the way `DemoHarness`
/// drives one demo: a clock in µs, frame 0 at time 0 with whatever arrived by then, then frames
/// at chosen times or every `dt`. Kept apart from `DemoHarness` because the app is not a
/// `Demo`: it maps session time to each demo's time itself.
struct AppHarness {
    var app: PlaygroundApp
    /// The clock (µs): the time of the last frame.
    private(set) var time: Int64 = 0
    /// The index of the last frame.
    private(set) var frameIndex = 0
    /// Microseconds between frames.
    var dt: Int64

    init(_ demoID: String, viewport: Size = Script.window, hz: Double = 60, inputs: [TimedInput] = []) throws {
        app = try PlaygroundApp(settings: SessionSettings(demoID: demoID, viewport: viewport))
        dt = Script.frameMicros(hz: hz)
        app.step(Frame(index: 0, time: 0), inputs: inputs)
    }

    /// One frame at exactly `t` (never earlier than the last one) with `inputs`, which may be
    /// stamped anywhere since the last frame: the app places each at its own time.
    mutating func frame(at t: Int64, _ inputs: [TimedInput] = []) {
        frameIndex += 1
        time = max(time, t)
        app.step(Frame(index: frameIndex, time: time), inputs: inputs)
    }

    /// Frames with no input every `dt` until `end`, the last one cut short at `end`.
    mutating func run(until end: Int64) {
        while time < end { frame(at: min(end, time + dt)) }
    }

    /// The shown demo's `state`.
    var state: StateValue { app.demoState }

    func drawn(host: HostInfo = HostInfo()) -> DrawList {
        var list = DrawList()
        app.draw(into: &list, host: host)
        return list
    }
}
