import Motion
import PlaygroundCore

/// Builds a `GestureTrace` from a demo stepped by someone else: the live demo in the app, or a
/// copy in `GestureRun`. It looks at the demo before and after each step and never changes it.
package struct GestureTracer: Sendable {
    package private(set) var trace = GestureTrace()
    private var pressed = false
    /// A motion a key or the wheel started from rest (→ on the salon, End on the list): its
    /// "release" is that input, and its numbers run from there as a flick's do from the lift.
    private let startedByKey: Bool

    /// The state the gesture starts from (the step before the press, or before the key).
    package init(start demo: any Demo, time: Int64, startedByKey: Bool = false) {
        self.startedByKey = startedByKey
        sample(demo, at: time)
    }

    /// Before `demo` steps `frame`: the release instant is measured on a copy stepped to the
    /// release input's own time (frames fall between inputs, and the release velocity is the
    /// whole point), so the demo's own run is untouched.
    package mutating func willStep(_ demo: any Demo, frame: Frame, inputs: [TimedInput]) {
        guard trace.release == nil else { return }
        for (i, timed) in inputs.enumerated() {
            switch timed.input {
            case .pointerPressed:
                pressed = true
            case .pointerReleased where pressed, .keyPressed where startedByKey, .wheelScrolled where startedByKey:
                var peek = demo
                peek.step(Frame(index: frame.index, time: timed.time), inputs: Array(inputs[...i]))
                guard let s = peek.gestureSnapshot else { return }
                trace.release = GestureTrace.Release(
                    // A key's motion had no finger: the tracker's reading is an earlier drag's.
                    time: timed.time, offset: s.offset, velocity: s.velocity,
                    trackerVelocity: startedByKey ? nil : s.trackerVelocity,
                    tracker: startedByKey ? nil : s.tracker, projectedLanding: s.projectedLanding, target: s.target)
                trace.samples.append(GestureTrace.Sample(time: timed.time, offset: s.offset, velocity: s.velocity))
                return
            default:
                break
            }
        }
    }

    /// After the step: one sample, and the first frame at rest after the release. The trace
    /// ends there (the demo may go on animating other things).
    package mutating func didStep(_ demo: any Demo, frame: Frame) {
        guard trace.restTime == nil else { return }
        // One snapshot serves the sample and the rest test: building it is most of the cost.
        let snapshot = demo.gestureSnapshot
        sample(snapshot, at: frame.time)
        if trace.release != nil, trace.restTime == nil, Self.isAtRest(snapshot) { trace.restTime = frame.time }
    }

    package var isFinished: Bool { trace.restTime != nil }

    package static func isAtRest(_ demo: any Demo) -> Bool { isAtRest(demo.gestureSnapshot) }

    static func isAtRest(_ snapshot: InspectorSnapshot?) -> Bool {
        guard let s = snapshot else { return true }
        return s.phase == ScrollPhase.idle.name
    }

    private mutating func sample(_ demo: any Demo, at time: Int64) { sample(demo.gestureSnapshot, at: time) }

    private mutating func sample(_ snapshot: InspectorSnapshot?, at time: Int64) {
        guard let s = snapshot else { return }
        if let last = trace.samples.last, last.time > time { return }
        trace.samples.append(GestureTrace.Sample(time: time, offset: s.offset, velocity: s.velocity))
    }
}
