import PlaygroundCore

/// A harness that steps frames at its own interval: `run` delivers scripted inputs in the
/// frames they fall in, the same way for a demo (`DemoHarness`) and the whole app (`AppHarness`).
public protocol FrameRunning {
    var time: Int64 { get }
    var dt: Int64 { get }
    mutating func frame(at t: Int64, _ inputs: [TimedInput])
}

extension FrameRunning {
    /// Frames every `dt` until `end` (the last one cut short at `end`), delivering `inputs` (any
    /// order) in the first frame at or after their time; inputs later than `end` extend the run.
    public mutating func run(_ inputs: [TimedInput] = [], until end: Int64) {
        var pending = inputs.sorted { $0.time < $1.time }[...]
        let last = max(end, pending.last?.time ?? end)
        while time < last {
            let next = min(last, time + dt)
            let due = pending.prefix { $0.time <= next }
            pending = pending.dropFirst(due.count)
            frame(at: next, Array(due))
        }
    }
}
