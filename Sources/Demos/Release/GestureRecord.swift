import Motion
import PlaygroundCore

/// One gesture as it was lived, enough to live it again under other parameters: the demo as
/// it was before the frame the press came in (a copy: demos are values), every step the demo
/// took from there until it came to rest, and the parameters in force.
///
/// Re-running it is exact, not an approximation: the same demo value, the same inputs at the
/// same times, the same frames, and closed-form motion; only the parameters differ.
public struct GestureRecord: Sendable {
    public struct Step: Hashable, Sendable {
        public var frame: Frame
        public var inputs: [TimedInput]

        package init(frame: Frame, inputs: [TimedInput]) {
            self.frame = frame
            self.inputs = inputs
        }
    }

    /// Counts gestures in a session, so a reader can tell a new one from the last.
    public let serial: Int
    public let demoID: String
    package let start: any Demo
    /// The demo time of `start`.
    public let startTime: Int64
    /// When the press came on the session's clock (µs), the clock a recording's frames keep:
    /// unlike `startTime`, the demo's own clock, it runs on while another demo is shown and at
    /// full speed in slow motion, so a recording's gestures are in order by it.
    public let pressTime: Int64
    /// Every demo's parameters in force when the press came.
    public let parameters: ParameterValues
    /// Set going by a key or the wheel from rest rather than a press (`GestureTracer`).
    public let startedByKey: Bool
    public package(set) var steps: [Step] = []

    /// At most this much demo time is kept (a press held for minutes is not a gesture to compare).
    static let maxDuration: Int64 = 30_000_000
    static let maxSteps = 6_000
    /// A re-run that has not come to rest by the last recorded frame goes on with frames at the
    /// recording's frame rate (`continuationInterval`), for at most this long.
    static let maxContinuation: Int64 = 20_000_000

    package init(
        serial: Int, start: any Demo, time: Int64, pressTime: Int64, parameters: ParameterValues,
        startedByKey: Bool = false
    ) {
        self.serial = serial
        self.startedByKey = startedByKey
        demoID = start.info.id
        self.start = start
        startTime = time
        self.pressTime = pressTime
        self.parameters = parameters
    }

    /// Whether the press was taken by what the numbers are read from (`Demo.gestureSnapshot`'s
    /// phase is tracking at the press): a drag, a flick or a tap on the content, a swipe of the
    /// pager's page. Every press on a demo starts a record, so that the window's ghosts follow
    /// whatever the press sets moving, but one beside it (a curve button or a Bézier handle in
    /// the easing demo, ‹ Back) leaves it still: its numbers are zeros, or the last drag's
    /// tracker reading, and are no gesture to compare. Read on a copy of the demo stepped to the
    /// press's own time, as `GestureTracer` reads the release.
    public var pressedScrollView: Bool {
        guard let first = steps.first,
            let i = first.inputs.firstIndex(where: { if case .pointerPressed = $0.input { true } else { false } })
        else { return false }
        var peek = start
        peek.step(Frame(index: first.frame.index, time: first.inputs[i].time), inputs: Array(first.inputs[...i]))
        return peek.gestureSnapshot?.phase == ScrollPhase.tracking.name
    }

    package var isFull: Bool {
        steps.count >= Self.maxSteps || (steps.last.map { $0.frame.time - startTime >= Self.maxDuration } ?? false)
    }

    /// The frame interval a continuation uses: the recording's frame rate, as the median of its
    /// last 30 frame intervals (one long gap, a frame the host slept before, does not set it),
    /// kept within 1–50 ms.
    public var continuationInterval: Int64 {
        guard steps.count >= 2 else { return 16_667 }
        let recent = steps.suffix(31).map(\.frame.time)
        let intervals = zip(recent, recent.dropFirst()).map { $1 - $0 }.sorted()
        return min(max(intervals[intervals.count / 2], 1_000), 50_000)
    }

    /// The gesture lived again under `parameters` (every demo's values; the gesture's demo reads
    /// its own): the recorded steps, then frames without input until it rests and its
    /// animations (a card expanding once the strip stops) are done.
    public func rerun(under parameters: ParameterValues) -> GestureRun {
        var run = GestureRun(start: start, time: startTime, parameters: parameters, startedByKey: startedByKey)
        for step in steps { run.step(step.frame, inputs: step.inputs) }
        return finished(run)
    }

    /// The release alone of the gesture lived again under `parameters`: the recorded steps up to
    /// the one that releases, nothing after (what the platform's tracker read, for the import's
    /// table, at a fraction of `rerun`'s cost). Nil without a release, as `rerun`'s trace has none.
    public func release(under parameters: ParameterValues) -> GestureTrace.Release? {
        var run = GestureRun(start: start, time: startTime, parameters: parameters, startedByKey: startedByKey)
        for step in steps {
            run.step(step.frame, inputs: step.inputs)
            if let release = run.trace.release { return release }
        }
        return finished(run).trace.release
    }

    /// `run`, which has lived every recorded step already (a ghost run in lockstep with the
    /// gesture), taken on to rest as `rerun` takes it: the same frames, so the same trace.
    package func finished(_ run: GestureRun) -> GestureRun {
        var run = run
        guard var frame = steps.last?.frame else { return run }
        let interval = continuationInterval
        let end = frame.time + Self.maxContinuation
        while !run.isAtRest || run.isMoving, frame.time < end {
            frame = Frame(index: frame.index + 1, time: frame.time + interval)
            run.step(frame, inputs: [])
        }
        return run
    }
}
