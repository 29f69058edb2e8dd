import Motion
import PlaygroundCore

// Eased scrolling (seed 002): the seed's ScrollViewAnimator, setContentOffset(target, duration,
// timing, completion) evaluated from elapsed time each frame, on a 200-row list whose rows are
// reused, so nothing disappears at the start of the animation (the seed's point). Drag, flick,
// wheel and catch come from the motion core's ScrollView.
// Controls: click a timing function, a duration and Top / Bottom / Random row; ← → timing,
// [ ] duration, Home / End, R random row, ↑ ↓ one row; drag the plot's two handles to edit the
// curve as a cubic Bézier (the list then runs it), Copy puts it on the clipboard.

/// The eased-scrolling demo.
public struct EasingDemo: BuiltInDemo, ReleaseSurface {
    public static let info = DemoInfo(
        id: "easing", title: "Eased scrolling",
        summary: "ScrollViewAnimator: Penner & bezier setContentOffset",
        seed: "002_20d7c5abc8c809ed.txt",
        shortcuts: [
            Shortcut("Drag / flick / wheel", "scroll the list (rubber band, deceleration)"),
            Shortcut("Click a curve", "choose the timing function"),
            Shortcut("← / →", "previous / next timing function"),
            Shortcut("[ / ]", "shorter / longer duration"),
            Shortcut("Home / End", "animate to top / bottom"),
            Shortcut("↑ / ↓", "animate one row up / down"),
            Shortcut("R", "animate to a random row"),
            Shortcut("Drag a plot handle", "edit the curve as a cubic Bézier; the list runs it"),
            Shortcut("Copy (on the plot)", "copy the curve as cubic-bezier(…)"),
        ], surface: .list)

    /// Row height in points (UITableView's default is 44).
    public static let rowHeight = 44.0
    /// The durations offered, in seconds; 0.25 s is UIView's default animation length.
    public static let durations: [Double] = [0.25, 0.5, 1.0, 2.0, 4.0]

    /// Starting timing and duration, and the list's physics (`easing.*`).
    public private(set) var parameters: EasingParameters
    public private(set) var timing: Easing
    public private(set) var duration: Double
    public private(set) var scroll: ScrollView
    public private(set) var animation: ScrollAnimationRecord?
    public private(set) var status = "Pick a curve, then Top, Bottom or Random row"
    public private(set) var completions = 0
    var layout: EasingLayout
    private var rows: [EasingRow]
    var visible: [Int: RowCell] = [:]
    private var pool = ReusePool<RowCell>()
    private var random: SeededRandom
    private var listPointer = false
    private var click = ClickDetector()
    /// The curve editor on the plot, and whether the pointer holds one of its handles.
    private var editor: EasingCurveEditor
    private var plotPointer = false
    private var requests: [DemoRequest] = []
    private var now: Int64 = 0

    public init(context: DemoContext) {
        parameters = EasingParameters(context.parameters)
        timing = parameters.timing
        duration = parameters.duration
        editor = EasingCurveEditor(timing: parameters.timing)
        layout = EasingLayout(viewport: context.viewport)
        rows = EmbeddedAssets.rows.map { EasingRow(title: $0[0], subtitle: $0.count > 1 ? $0[1] : "") }
        random = SeededRandom(seed: context.seed)
        scroll = ScrollView(
            viewport: layout.list.size,
            contentSize: Size(width: layout.list.width, height: Double(rows.count) * Self.rowHeight))
        scroll.physics = parameters.physics
        updateVisibleRows()
    }

    /// A changed timing or duration becomes the one the next animation uses (one picked with
    /// the keys stays until the parameter itself changes); the physics apply from the next
    /// release.
    public mutating func apply(_ parameters: EasingParameters) {
        if parameters.timing != self.parameters.timing { timing = parameters.timing }
        if parameters.duration != self.parameters.duration { duration = parameters.duration }
        self.parameters = parameters
        scroll.physics = parameters.physics
    }

    // MARK: - Release

    public var releaseScroll: ScrollView { scroll }
    public var releaseAxis: Axis { .vertical }
    /// The list does not snap: a release glides where the platform takes it.
    public var releaseChoseTarget: Bool? { nil }
    public func restingItem(at offset: Double) -> Int? { nil }

    /// The list released as a drag on it would be; an eased scroll in flight gives way to it.
    public mutating func release(at offset: Double, velocity: Double, time: Int64) {
        animation = nil
        scroll.release(at: Point(x: 0, y: offset), velocity: Point(x: 0, y: velocity), time: time)
        updateVisibleRows()
    }

    // MARK: - Step

    public mutating func step(_ frame: Frame, inputs: [TimedInput]) {
        for timed in inputs { handle(timed) }
        editor.follow(timing)
        now = frame.time
        for event in scroll.step(to: frame.time) {
            if case .didEndScrollingAnimation = event, let a = animation {
                completions += 1
                status = "Completion: arrived at \(a.label) (\(a.timing.name), \(Self.formatSeconds(a.duration)))"
                animation = nil
            }
        }
        if animation != nil, scroll.phase != .animating { animation = nil }
        updateVisibleRows()
    }

    private mutating func handle(_ timed: TimedInput) {
        let t = timed.time
        switch timed.input {
        case .pointerPressed(let p, _, _):
            if layout.list.contains(p) {
                listPointer = true
                scroll.pointerPressed(at: p, time: t)
            } else if editor.press(at: p, plot: plot) {
                plotPointer = true
            } else {
                click.press(at: p)
            }
        case .pointerMoved(let p, _):
            if listPointer { scroll.pointerMoved(to: p, time: t) }
            if plotPointer, let edited = editor.move(to: p, plot: plot) {
                timing = edited
                status = "Curve: \(editor.cssText)"
            }
        case .pointerReleased(let p, _, _):
            if plotPointer {
                plotPointer = false
                curveEdited(time: t)
            } else if listPointer {
                listPointer = false
                _ = scroll.pointerReleased(at: p, time: t)
            } else if let at = click.release(at: p) {
                handleClick(at: at, time: t)
            }
        case .pointerExited:
            break
        case .wheelScrolled(let dx, let dy):
            scroll.wheel(dx: dx, dy: dy, time: t)
        case .keyPressed(let key, _):
            handleKey(key, time: t)
        case .focusChanged(let focused):
            if !focused, listPointer {
                listPointer = false
                scroll.pointerCancelled(time: t)  // the release will never come: settle from here
            }
            if !focused, plotPointer {
                plotPointer = false
                curveEdited(time: t)
            }
        case .keyReleased, .parameterChanged, .sceneReloaded, .sceneReadFailed:
            break
        case .viewportResized(let size):
            layout = EasingLayout(viewport: size)
            scroll.resize(
                viewport: layout.list.size, contentSize: Size(width: layout.list.width, height: contentHeight),
                insets: .zero, time: t)
        }
    }

    private var contentHeight: Double { Double(rows.count) * Self.rowHeight }
    private var maxOffset: Double { scroll.maxOffset(.vertical) }

    /// A handle was let go: the curve becomes the `easing.timing` parameter (recorded, exported)
    /// and the list runs it, so the edit is seen on the motion it makes.
    private mutating func curveEdited(time: Int64) {
        guard editor.release() else { return }
        requests.append(.setParameter(name: EasingParameters.timing.name, text: timing.name))
        let topRow = Int((scroll.offset.y / Self.rowHeight).rounded())
        animate(toRow: topRow < 20 ? 40 : 0, time: time)
        status = "Curve \(editor.cssText): the list runs it"
    }

    var plot: EasingCurvePlot {
        EasingCurvePlot(
            easing: timing, progress: animationProgress, frame: layout.plot, handles: editor.curve,
            comparison: editor.isEdited(timing) ? editor.preset : nil)
    }

    public mutating func takeRequests() -> [DemoRequest] {
        defer { requests.removeAll() }
        return requests
    }

    private mutating func handleClick(at p: Point, time: Int64) {
        if plot.copyButton.contains(p) {
            requests.append(.copy(editor.cssText))
            status = "Copied \(editor.cssText)"
        } else if let i = layout.curveButtons(count: Easing.allNamed.count).firstIndex(where: { $0.contains(p) }) {
            timing = Easing.allNamed[i]
            status = "Timing: \(timing.name)"
        } else if let stepper = layout.stepper, let i = stepper.firstIndex(where: { $0.contains(p) }) {
            stepTiming(by: i == 0 ? -1 : 1)
        } else if let i = layout.durationButtons(count: Self.durations.count).firstIndex(where: { $0.contains(p) }) {
            duration = Self.durations[i]
            status = "Duration: \(Self.formatSeconds(duration))"
        } else if let i = layout.actionButtons.firstIndex(where: { $0.contains(p) }) {
            switch i {
            case 0: animate(toRow: 0, time: time)
            case 1: animate(toRow: rows.count - 1, time: time)
            default: animateToRandomRow(time: time)
            }
        }
    }

    /// The previous (−1) or next (+1) timing function, wrapping around.
    private mutating func stepTiming(by delta: Int) {
        let names = Easing.allNamed
        let current = names.firstIndex(of: timing) ?? 0
        timing = names[(current + delta + names.count) % names.count]
        status = "Timing: \(timing.name)"
    }

    private mutating func handleKey(_ key: Key, time: Int64) {
        // Keys queue: a step pressed while an animation runs counts from where that animation is
        // going, not from where the content is now, so three quick ↓ go three rows.
        let base = animation?.to ?? scroll.offset.y
        let topRow = Int((base / Self.rowHeight).rounded())
        switch key {
        case .left: stepTiming(by: -1)
        case .right: stepTiming(by: 1)
        // The next offered duration below / above the current one, which `easing.duration` may
        // have set to a value between the buttons.
        case "leftbracket":
            duration = Self.durations.last { $0 < duration } ?? duration
            status = "Duration: \(Self.formatSeconds(duration))"
        case "rightbracket":
            duration = Self.durations.first { $0 > duration } ?? duration
            status = "Duration: \(Self.formatSeconds(duration))"
        case .home: animate(toRow: 0, time: time)
        case .end: animate(toRow: rows.count - 1, time: time)
        case .up: animate(toRow: max(0, topRow - 1), time: time)
        case .down: animate(toRow: min(rows.count - 1, topRow + 1), time: time)
        case "r": animateToRandomRow(time: time)
        default: break
        }
    }

    private mutating func animateToRandomRow(time: Int64) {
        animate(toRow: Int(random.next() % UInt64(rows.count)), time: time)
    }

    /// The seed's `setContentOffset(_:duration:timingFunction:completion:)`: a new request
    /// replaces a running one and starts from where the content is now.
    public mutating func animate(toRow row: Int, time: Int64) {
        let target = min(Double(row) * Self.rowHeight, maxOffset)
        let label = row == 0 ? "top" : row == rows.count - 1 ? "bottom" : "row \(row + 1)"
        animation = ScrollAnimationRecord(
            start: time, duration: duration, timing: timing, from: scroll.offset.y,
            to: target, label: label)
        status = "Animating to \(label) (\(timing.name), \(Self.formatSeconds(duration)))"
        scroll.setContentOffset(Point(x: 0, y: target), duration: duration, timing: timing, time: time)
    }

    /// Rows that scrolled out go back to the pool; rows that scrolled in are dequeued from it.
    private mutating func updateVisibleRows() {
        let range = visibleRange
        // Most frames show the rows the last one did: no lookups then, only this walk of the keys.
        if visible.count == range.count, visible.keys.allSatisfy(range.contains) { return }
        // Rows leaving are listed first: removing while iterating `keys` copies the dictionary.
        let leaving = visible.keys.filter { !range.contains($0) }
        for index in leaving.sorted() {
            pool.enqueue(visible.removeValue(forKey: index)!, identifier: RowCell.identifier)
        }
        // What stays is a run of consecutive rows (the last range, cut to this one), so the new
        // rows are those either side of it, found without a lookup per row.
        let kept = visible.keys.min().map { $0...(visible.keys.max()!) }
        let isRun = kept.map { $0.count == visible.count } ?? true
        for index in range where isRun ? !(kept?.contains(index) ?? false) : visible.index(forKey: index) == nil {
            var cell = pool.dequeue(RowCell.identifier) { RowCell() }
            cell.configure(index: index, row: rows[index])
            visible[index] = cell
        }
    }

    private var visibleRange: ClosedRange<Int> {
        let top = scroll.offset.y
        let bottom = top + layout.list.height
        let first = Int((max(0, top) / Self.rowHeight).rounded(.down))
        let last = Int((max(0, bottom) / Self.rowHeight).rounded(.up)) - 1
        let lo = min(max(0, first), rows.count - 1)
        return lo...min(max(lo, last), rows.count - 1)
    }

    // MARK: - Queries

    public var wake: Wake { scroll.isSettled ? .idle : .nextFrame }

    public var state: StateValue {
        .fields([
            "timing": .string(timing.name),
            "offset_y": .double(scroll.offset.y),
            "animating": .bool(scroll.phase == .animating),
            "phase": .string(scroll.phase.name),
            "duration_s": .double(duration),
            "rows_alive": .int(visible.count),
            "rows_created": .int(pool.created),
            "completions": .int(completions),
        ])
    }

    public var hudLines: [String] {
        ["rows alive \(visible.count) of \(rows.count) (created \(pool.created))", "scroll \(scroll.phase.name)"]
    }

    public var inspector: InspectorSnapshot? {
        InspectorSnapshot(scroll: scroll, axis: .vertical, viewportFrame: layout.list)
    }

    /// Rows currently on screen, by index (for tests: reuse keeps this small).
    public var visibleRowIndices: [Int] { visible.keys.sorted() }
    public var rowsCreated: Int { pool.created }

    /// Progress 0...1 of the running animation, if any.
    public var animationProgress: Double? {
        guard let a = animation, a.duration > 0 else { return nil }
        return clamp(Double(now - a.start) / 1_000_000 / a.duration, 0...1)
    }

    static func formatSeconds(_ s: Double) -> String { decimal(s, digits: 2) + " s" }
}
