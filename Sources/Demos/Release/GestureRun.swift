import PlaygroundCore

/// A demo copy stepped through a gesture, traced: a ghost under the pinned parameters, or a
/// re-run for `playground compare`.
public struct GestureRun: Sendable {
    public private(set) var demo: any Demo
    private var tracer: GestureTracer

    package init(start: any Demo, time: Int64, parameters: ParameterValues?, startedByKey: Bool = false) {
        var demo = start
        if let parameters { demo.retune(parameters) }
        self.demo = demo
        tracer = GestureTracer(start: demo, time: time, startedByKey: startedByKey)
    }

    package mutating func step(_ frame: Frame, inputs: [TimedInput]) {
        tracer.willStep(demo, frame: frame, inputs: inputs)
        demo.step(frame, inputs: inputs)
        tracer.didStep(demo, frame: frame)
    }

    public var trace: GestureTrace { tracer.trace }
    /// The item the content rests on (a strip's card), nil where the surface has none or it is
    /// still moving.
    public var restingItem: Int? {
        guard let rest = trace.restOffset else { return nil }
        return (demo as? any ReleaseSurface)?.restingItem(at: rest)
    }
    /// Released and at rest.
    public var isAtRest: Bool { tracer.isFinished }
    /// Scrolling, or animating anything else (the demo wants the next frame).
    public var isMoving: Bool { !GestureTracer.isAtRest(demo) || demo.wake == .nextFrame }
}
