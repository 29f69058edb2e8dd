import Demos
import Motion
import PlaygroundCore
import Scenes

/// What the tuning lab adds to a session: the parameters in force as changed live, the pinned
/// A side, the changes the panel made this frame (for the host to record), and the last
/// gesture with its ghost, and the platforms ticked to show it under (TuningSession+Platforms).
///
/// A change made in the panel is not applied where it is made. It goes out as a
/// `parameter_changed` fact, which the host records and feeds back at the start of the next
/// frame, and only that fact changes a demo. A recording therefore holds every change, and a
/// replay applies them at the same instants, whether or not the panel is drawn.
public struct TuningSession: Sendable {
    /// Every demo's parameters in force.
    public private(set) var values: ParameterValues
    /// A: the parameters a gesture is compared against (G, or the first change made in the panel).
    public private(set) var pinned: ParameterValues?
    public var panel = TuningPanel()
    /// The last gesture that came to rest, with its run under A when A is pinned.
    public internal(set) var lastGesture: CompletedGesture?
    /// Changes made this frame, in time order, at most one per parameter (the latest).
    private(set) var emitted: [TimedInput] = []
    private var capture: Capture?
    /// The ghost after its gesture ended: still moving (a longer glide under A) or at rest.
    private var restingGhost: GestureRun?
    /// The platforms ticked in the panel, in `ScrollPlatform.allCases` order: every gesture is
    /// lived again under each and drawn as a labelled ghost.
    public internal(set) var platformGhosts: [ScrollPlatform] = []
    /// The platform ghosts after their gesture ended (still moving, or at rest).
    var restingPlatformRuns: [PlatformRun] = []
    private var serial = 0

    public struct CompletedGesture: Sendable {
        public var record: GestureRecord
        /// The gesture as it was lived (B).
        public var live: GestureTrace
        /// The same gesture under A.
        public var pinned: GestureTrace?
        /// The same gesture under each ticked platform, run to rest.
        public var platforms: [PlatformTrace] = []
        /// When a key or the wheel started another motion while this one still moved (Home
        /// mid-glide), the time of that input (demo µs); nil for a gesture that came to rest.
        /// A cut gesture ends at the frame before it, and its tail is simulated to rest without
        /// input (`GestureRecord.rerun`), as for a gesture caught by the next press: its numbers
        /// are the flick's, not the animation's that took over.
        public var cutAt: Int64?
    }

    /// One platform ghost: the gesture lived under `platform`'s physics.
    public struct PlatformRun: Sendable {
        public var platform: ScrollPlatform
        public var run: GestureRun
    }

    public struct PlatformTrace: Sendable {
        public let platform: ScrollPlatform
        public let trace: GestureTrace
        /// Read every frame by the labels and the table: worked out once.
        public let metrics: GestureMetrics?

        init(platform: ScrollPlatform, trace: GestureTrace) {
            self.platform = platform
            self.trace = trace
            metrics = trace.metrics
        }
    }

    private struct Capture: Sendable {
        var record: GestureRecord
        var live: GestureTracer
        var ghost: GestureRun?
        var platformRuns: [PlatformRun] = []
        var inputs: [TimedInput] = []
        /// On a frame with a key or wheel input for the demo: the demo as the frame would have
        /// left it without those inputs, and when the first came. The step that differs from it
        /// was moved by the key: the gesture ends before that frame.
        var withoutKeys: (snapshot: InspectorSnapshot?, time: Int64)?
        /// Started by a key or the wheel from rest: further keys are part of it (→ → →), not a cut.
        var startedByKey = false
    }

    /// On a frame with a key or wheel input and no gesture: the demo before the step and the
    /// time it was at, from which a motion the key starts is lived again (`didStep`).
    private var keyStart: (demo: any Demo, time: Int64, inputs: [TimedInput])?

    init(values: ParameterValues) {
        self.values = values
    }

    // MARK: - Parameters

    /// The value the panel shows and steps from: this frame's change, else the one in force.
    func current(_ spec: ParameterSpec) -> ParameterValue {
        for timed in emitted.reversed() {
            if case .parameterChanged(let name, let value) = timed.input, name == spec.name { return value }
        }
        return values.value(of: spec)
    }

    /// A change made in the panel: it goes out to be recorded and comes back as a fact. The first
    /// change pins what was in force before it as A, so there is always something to compare.
    mutating func emit(_ spec: ParameterSpec, _ value: ParameterValue, at time: Int64) {
        guard value != current(spec) else { return }
        if pinned == nil { pinned = values }
        queue(spec, value, at: time)
    }

    /// A change a demo asked for (the curve editor's handle let go): recorded and fed back as
    /// the panel's changes are, but it pins nothing. Pinning is the user's to ask for (G, Pin A,
    /// a change in the panel); the editor shows its own comparison, the edited curve over the
    /// one it came from. Pinned here, A would differ at once and open a lane the live demo gives
    /// up room for, unasked.
    mutating func request(_ spec: ParameterSpec, _ value: ParameterValue, at time: Int64) {
        guard value != current(spec) else { return }
        queue(spec, value, at: time)
    }

    /// This frame's change to `spec`: the latest replaces an earlier one.
    private mutating func queue(_ spec: ParameterSpec, _ value: ParameterValue, at time: Int64) {
        emitted.removeAll {
            if case .parameterChanged(let name, _) = $0.input { name == spec.name } else { false }
        }
        emitted.append(TimedInput(time: time, .parameterChanged(name: spec.name, value: value)))
    }

    /// The values the panel shows: those in force with this frame's changes applied (what Save
    /// to scene writes, so a change made an instant before the save is in the file).
    var shownValues: ParameterValues {
        var shown = values
        for timed in emitted {
            guard case .parameterChanged(let name, let value) = timed.input, let spec = shown.catalog.spec(named: name),
                spec.domain.contains(value)
            else { continue }
            shown.set(spec, to: value)
        }
        return shown
    }

    mutating func takeEmitted() -> [TimedInput] {
        defer { emitted.removeAll() }
        return emitted
    }

    mutating func beginFrame() { emitted.removeAll() }

    /// A `parameter_changed` fact: validated already (parser or panel).
    mutating func apply(_ name: String, _ value: ParameterValue) -> ParameterSpec? {
        guard let spec = values.catalog.spec(named: name), spec.domain.contains(value) else { return nil }
        values.set(spec, to: value)
        return spec
    }

    /// A scene's file was reloaded: its parameters in force are the new file's (values tuned live
    /// survive where the file left that parameter alone); A keeps what was pinned, so a Save to
    /// scene of B's values leaves the comparison as it was (`reloadKeepingValues`).
    mutating func reload(scene: Scene) {
        values.reload(scene: scene.id, as: scene)
        pinned?.reloadKeepingValues(scene: scene.id, as: scene)
    }

    /// G: the parameters in force become A; the last gesture is lived again under them, and a
    /// gesture in progress is caught up under them, so its A lane follows it from now on.
    mutating func pin() {
        pinned = values
        rerunLastGesture()
        if let record = capture?.record {
            var ghost = GestureRun(start: record.start, time: record.startTime, parameters: values)
            for step in record.steps { ghost.step(step.frame, inputs: step.inputs) }
            capture!.ghost = ghost
        }
    }

    /// Shift+G: nothing to compare against.
    mutating func unpin() {
        pinned = nil
        restingGhost = nil
        capture?.ghost = nil
        lastGesture?.pinned = nil
    }

    mutating func rerunLastGesture() {
        guard var last = lastGesture, let pinned else { return }
        let run = last.record.rerun(under: pinned)
        last.pinned = run.trace
        lastGesture = last
        if capture == nil { restingGhost = run }
    }

    /// Whether A differs from what is in force for `demoID`: only then is there a ghost to draw.
    public func pinnedDiffers(for demoID: String) -> Bool {
        guard let pinned else { return false }
        return values.catalog.parameters(ofDemo: demoID).contains { pinned.value(of: $0) != values.value(of: $0) }
    }

    // MARK: - Gestures

    /// Before the shown demo steps: a press starts a new gesture from the demo as it is now.
    /// `pressedAt`: the first press's time on the session's clock (`GestureRecord.pressTime`).
    mutating func willStep(_ demo: any Demo, since time: Int64, frame: Frame, inputs: [TimedInput], pressedAt: Int64?) {
        let press = inputs.first { if case .pointerPressed = $0.input { true } else { false } }
        if let press, demo.inspector != nil {
            serial += 1
            let record = GestureRecord(
                serial: serial, start: demo, time: time, pressTime: pressedAt ?? press.time, parameters: values)
            let ghost = pinned.map { GestureRun(start: demo, time: time, parameters: $0) }
            capture = Capture(
                record: record, live: GestureTracer(start: demo, time: time), ghost: ghost,
                platformRuns: platformGhosts.compactMap { platform in
                    values(under: platform, from: values, demoID: record.demoID).map {
                        PlatformRun(platform: platform, run: GestureRun(start: demo, time: time, parameters: $0))
                    }
                })
            restingGhost = nil
            restingPlatformRuns = []
        }
        capture?.live.willStep(demo, frame: frame, inputs: inputs)
        capture?.inputs = inputs
        capture?.withoutKeys = nil
        keyStart = nil
        if press == nil, capture == nil, demo.inspector != nil, GestureTracer.isAtRest(demo),
            inputs.contains(where: { Self.mayStartMotion($0.input) })
        {
            keyStart = (demo, time, inputs)
        }
        if press == nil, capture?.startedByKey == false,
            let first = inputs.first(where: { Self.mayStartMotion($0.input) })
        {
            var peek = demo
            peek.step(frame, inputs: inputs.filter { !Self.mayStartMotion($0.input) })
            capture?.withoutKeys = (peek.gestureSnapshot, first.time)
        }
    }

    /// The inputs besides a press that can start a programmatic motion in a demo: a key (Home,
    /// Page Down, an arrow) or a wheel notch.
    public static func mayStartMotion(_ input: Input) -> Bool {
        switch input {
        case .keyPressed, .wheelScrolled: true
        default: false
        }
    }

    /// Whether the step just taken went elsewhere than it would have without its keys.
    private static func movedByKeys(_ demo: any Demo, expected: InspectorSnapshot?) -> Bool {
        guard let now = demo.gestureSnapshot, let expected else { return false }
        return now.offset != expected.offset || now.velocity != expected.velocity || now.phase != expected.phase
    }

    /// After the shown demo stepped: the gesture and its ghost advance; at rest, the gesture
    /// is complete and is lived again under A for the numbers.
    mutating func didStep(_ demo: any Demo, frame: Frame) {
        // Everything is changed where it lives (`capture!`, `restingGhost!`): a copy taken out
        // and put back costs a retain and a release of every array and demo it holds, a frame.
        if let cut = capture?.withoutKeys, Self.movedByKeys(demo, expected: cut.snapshot) {
            endCutGesture(at: cut.time)
        }
        if capture == nil, let start = keyStart, !GestureTracer.isAtRest(demo) {
            beginKeyedGesture(from: start.demo, time: start.time, frame: frame, inputs: start.inputs)
        }
        keyStart = nil
        guard case .some = capture else {
            stepRestingGhosts(frame)
            return
        }
        let inputs = capture!.inputs
        capture!.record.steps.append(GestureRecord.Step(frame: frame, inputs: inputs))
        capture!.live.didStep(demo, frame: frame)
        capture!.ghost?.step(frame, inputs: inputs)
        for i in capture!.platformRuns.indices { capture!.platformRuns[i].run.step(frame, inputs: inputs) }
        if capture!.live.isFinished {
            let c = capture!
            capture = nil
            lastGesture = CompletedGesture(
                record: c.record, live: c.live.trace, pinned: pinnedTrace(c),
                platforms: c.platformRuns.map {
                    PlatformTrace(platform: $0.platform, trace: c.record.finished($0.run).trace)
                })
            restingGhost = c.ghost
            restingPlatformRuns = c.platformRuns
        } else if capture!.record.isFull {
            capture = nil
            restingGhost = nil
            restingPlatformRuns = []
        }
    }

    /// A key or the wheel set the demo moving from rest: a gesture of its own from that input,
    /// its ghost and platform runs lived from the same start, so its numbers replace the last
    /// flick's (which were no longer what the HUD showed moving). The frame's step is taken
    /// again here for each of them; `didStep` goes on to record it.
    private mutating func beginKeyedGesture(from start: any Demo, time: Int64, frame: Frame, inputs: [TimedInput]) {
        serial += 1
        // No press: the key's own time stands for it (on the demo's clock; the command line lists
        // only pressed gestures, `GestureRecord.pressedScrollView`).
        let keyTime = inputs.first { Self.mayStartMotion($0.input) }?.time ?? time
        let record = GestureRecord(
            serial: serial, start: start, time: time, pressTime: keyTime, parameters: values, startedByKey: true)
        var live = GestureTracer(start: start, time: time, startedByKey: true)
        live.willStep(start, frame: frame, inputs: inputs)
        func run(_ parameters: ParameterValues) -> GestureRun {
            GestureRun(start: start, time: time, parameters: parameters, startedByKey: true)
        }
        capture = Capture(
            record: record, live: live, ghost: pinned.map(run),
            platformRuns: platformGhosts.compactMap { platform in
                values(under: platform, from: values, demoID: record.demoID).map {
                    PlatformRun(platform: platform, run: run($0))
                }
            }, inputs: inputs, startedByKey: true)
        restingGhost = nil
        restingPlatformRuns = []
    }

    /// A key or the wheel took over while the gesture moved: it ends at its last step, and is
    /// lived on to rest without input, as a gesture caught by the next press is
    /// (`CompletedGesture.cutAt`). Its ghosts go on as they would have, beside the live demo
    /// that now follows the key.
    private mutating func endCutGesture(at time: Int64) {
        guard let c = capture else { return }
        capture = nil
        guard c.live.trace.release != nil else {
            // Still held: no release to go on from, so no gesture (as `isFull` drops one).
            restingGhost = nil
            restingPlatformRuns = []
            return
        }
        lastGesture = CompletedGesture(
            record: c.record, live: c.record.rerun(under: c.record.parameters).trace, pinned: pinnedTrace(c),
            platforms: c.platformRuns.map {
                PlatformTrace(platform: $0.platform, trace: c.record.finished($0.run).trace)
            },
            cutAt: time)
        restingGhost = c.ghost
        restingPlatformRuns = c.platformRuns
    }

    /// A finished gesture's run under A: only when a ghost ran beside it, so the A lane's numbers
    /// are always those of the ghost it shows. A pinned by a panel change after the press (the
    /// rate stepped mid-glide) has no run of this gesture: the lane invites the next flick, which
    /// is the first the change applies to, rather than name numbers it does not show.
    private func pinnedTrace(_ c: Capture) -> GestureTrace? {
        guard c.ghost != nil, let pinned else { return nil }
        return c.record.rerun(under: pinned).trace
    }

    private mutating func stepRestingGhosts(_ frame: Frame) {
        if restingGhost?.isMoving == true { restingGhost!.step(frame, inputs: []) }
        for i in restingPlatformRuns.indices where restingPlatformRuns[i].run.isMoving {
            restingPlatformRuns[i].run.step(frame, inputs: [])
        }
    }

    /// Ghost lanes: the ghosts that outlived their gesture (resting, or made again by a pin or a
    /// tick) are laid out as the live demo is, so each lane shows the live content's size. Ghosts
    /// beside a gesture in progress hear the live demo's resizes with its other inputs.
    mutating func fitRestingGhosts(to live: any Demo, size: Size, frame: Frame) {
        guard capture == nil, let viewport = live.inspector?.viewportFrame else { return }
        func fits(_ run: GestureRun) -> Bool {
            run.demo.info.id != live.info.id || run.demo.inspector?.viewportFrame == viewport
        }
        // A ghost made again by a pin ran on to its own rest, maybe past the live demo's time:
        // it is never stepped back.
        func resized(_ run: GestureRun) -> GestureRun {
            var run = run
            let time = max(frame.time, run.trace.samples.last?.time ?? frame.time)
            run.step(Frame(index: frame.index, time: time), inputs: [TimedInput(time: time, .viewportResized(size))])
            return run
        }
        if let ghost = restingGhost, !fits(ghost) { restingGhost = resized(ghost) }
        for i in restingPlatformRuns.indices where !fits(restingPlatformRuns[i].run) {
            restingPlatformRuns[i].run = resized(restingPlatformRuns[i].run)
        }
    }

    /// Another demo is shown: its gestures start afresh, and the panel shows its rows from the top.
    mutating func demoSwitched() {
        panel.selected = nil
        panel.firstRow = 0
        panel.typing = nil
        panel.dragging = nil
        capture = nil
        restingGhost = nil
        restingPlatformRuns = []
        lastGesture = nil
    }

    /// The platform runs beside the gesture in progress, nil between gestures.
    var captureRuns: [PlatformRun]? { capture?.platformRuns }

    /// The ghost to draw: the one running beside the gesture in progress, else the last one.
    public var ghost: GestureRun? { capture?.ghost ?? restingGhost }

    /// The gesture in progress as recorded so far (pressed, perhaps released, not yet at rest):
    /// `playground compare` takes a recording that stopped mid-glide on to its rest from it.
    public var gestureInProgress: GestureRecord? { capture?.record }

    /// The trace of the gesture in progress (B so far), for the inspector.
    public var liveTrace: GestureTrace? { capture?.live.trace }

    /// What the inspector plots: the gesture in progress (and its ghost so far), else the last
    /// one under B and A.
    public var traces: (b: GestureTrace, a: GestureTrace?)? {
        if let capture { return (capture.live.trace, capture.ghost?.trace) }
        guard let last = lastGesture else { return nil }
        return (last.live, last.pinned)
    }

    /// The ghost still moves after the gesture came to rest: the host must keep stepping.
    public var wantsFrames: Bool {
        capture == nil && ((restingGhost?.isMoving ?? false) || restingPlatformRuns.contains { $0.run.isMoving })
    }
}
