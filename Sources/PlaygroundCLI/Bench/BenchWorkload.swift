import Motion
import PlaygroundCore

/// A scripted, seeded input stream for one demo that keeps it moving: flicks, drags, wheel
/// bursts, clicks, key transitions and hovering, each followed by time for the motion it starts.
/// Coordinates are window points for a window of `window` size (the panel takes the left 240).
/// Two workloads with the same demo (or scene strip), size and seed produce the same inputs.
struct BenchWorkload {
    let demo: String
    let window: Size
    /// A scene's scrolling viewport in window points and its axis: the salon's workload is
    /// played along that axis, across the viewport's middle.
    private let strip: (viewport: Rect, axis: Axis)?
    private var random: SeededRandom
    /// Inputs scheduled by frame step, generated one gesture at a time.
    private var pending: [(step: Int, input: Input?)] = []
    private var gesture = 0

    /// 60 Hz frame times in µs (integer, no drift).
    static func frameTime(_ step: Int) -> Int64 { Int64(step) * 1_000_000 / 60 }

    init(demo: String, window: Size, seed: UInt64) {
        self.demo = demo
        self.window = window
        strip = nil
        random = SeededRandom(seed: seed ^ 0xB3AC_4000)
    }

    /// The salon's flicks, clicks, arrows and wheel bursts on a scene whose viewport is
    /// `viewport` (window points), along `axis`.
    init(sceneViewport viewport: Rect, axis: Axis, window: Size, seed: UInt64) {
        demo = "scene"
        self.window = window
        strip = (viewport, axis)
        random = SeededRandom(seed: seed ^ 0xB3AC_4000)
    }

    /// The inputs of frame `step` (0-based), in order.
    mutating func inputs(step: Int) -> [Input] {
        if pending.isEmpty { schedule(from: step + 1) }
        var out: [Input] = []
        while let first = pending.first, first.step <= step {
            pending.removeFirst()
            if let input = first.input { out.append(input) }
        }
        return out
    }

    /// Times `inputs` inside the frame interval (t0, t1], in order, from its middle on.
    static func timed(_ inputs: [Input], from t0: Int64, to t1: Int64) -> [TimedInput] {
        inputs.enumerated().map { k, input in TimedInput(time: min(t1, t0 + (t1 - t0) / 2 + Int64(k)), input) }
    }

    // MARK: - Scripts

    private var left: Double { Theme.sidebarWidth }

    private mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(random.next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }

    private mutating func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }

    private mutating func schedule(from s: Int) {
        gesture += 1
        if let strip { return scheduleScene(s, viewport: strip.viewport, axis: strip.axis) }
        switch demo {
        case "easing": scheduleEasing(s)
        case "salon": scheduleSalon(s)
        case "pull": schedulePull(s)
        case "pager": schedulePager(s)
        default: scheduleRoller(s)
        }
    }

    /// A press, `moves` pointer moves of (dx, dy) per frame, a release; then `rest` idle frames.
    private mutating func drag(_ s: Int, from p: Point, dx: Double, dy: Double, moves: Int, rest: Int) {
        pending.append((s, .pointerMoved(p)))
        pending.append((s, .pointerPressed(p, button: .left)))
        var q = p
        for i in 1...moves {
            q = Point(x: q.x + dx, y: q.y + dy)
            pending.append((s + i, .pointerMoved(q)))
        }
        pending.append((s + moves + 1, .pointerReleased(q, button: .left)))
        pending.append((s + moves + 1 + rest, nil))  // the gesture's end: time for the motion it started
    }

    private mutating func key(_ s: Int, _ name: String, rest: Int) {
        pending.append((s, .keyPressed(Key(rawValue: name), modifiers: [])))
        pending.append((s + 1, .keyReleased(Key(rawValue: name), modifiers: [])))
        pending.append((s + rest, nil))
    }

    private mutating func wheel(_ s: Int, at p: Point, dx: Double, dy: Double, notches: Int, rest: Int) {
        pending.append((s, .pointerMoved(p)))
        for i in 0..<notches { pending.append((s + i, .wheelScrolled(dx: dx, dy: dy))) }
        pending.append((s + notches + rest, nil))
    }

    private mutating func click(_ s: Int, _ p: Point, rest: Int) {
        pending.append((s, .pointerMoved(p)))
        pending.append((s, .pointerPressed(p, button: .left)))
        pending.append((s + 2, .pointerReleased(p, button: .left)))
        pending.append((s + 2 + rest, nil))
    }

    /// Flicks both ways, wheel bursts and animated scrolls (End / Home / R / arrows).
    private mutating func scheduleEasing(_ s: Int) {
        let x = left + 20 + 170 + uniform(-40...40)
        switch gesture % 6 {
        case 0: drag(s, from: Point(x: x, y: 620), dx: 0, dy: -uniform(45...80), moves: 6, rest: 45)
        case 1: drag(s, from: Point(x: x, y: 120), dx: 0, dy: uniform(45...80), moves: 6, rest: 45)
        case 2: wheel(s, at: Point(x: x, y: 380), dx: 0, dy: -uniform(1...3), notches: 12, rest: 20)
        case 3: key(s, ["end", "home", "r", "down", "up"][pick(5)], rest: 40)
        case 4: wheel(s, at: Point(x: x, y: 380), dx: 0, dy: uniform(1...3), notches: 12, rest: 20)
        default: key(s, "r", rest: 40)
        }
    }

    /// Flicks of the strip, card clicks, arrows and horizontal wheel bursts.
    private mutating func scheduleSalon(_ s: Int) {
        let centreX = left + (window.width - left) / 2
        let y = window.height / 2
        switch gesture % 5 {
        case 0: drag(s, from: Point(x: centreX + 200, y: y), dx: -uniform(30...70), dy: 0, moves: 6, rest: 40)
        case 1: drag(s, from: Point(x: centreX - 200, y: y), dx: uniform(30...70), dy: 0, moves: 6, rest: 40)
        case 2: click(s, Point(x: centreX + (pick(2) == 0 ? -330 : 330), y: y), rest: 35)
        case 3: key(s, pick(2) == 0 ? "left" : "right", rest: 30)
        default: wheel(s, at: Point(x: centreX, y: y), dx: pick(2) == 0 ? 1.5 : -1.5, dy: 0, notches: 10, rest: 30)
        }
    }

    /// The salon's script along a scene's axis: flicks of 30–70 pt a move in 6 moves from
    /// beside the viewport's centre, clicks beside the centre, the arrows of the axis, wheel
    /// bursts; the distances are the salon's, shortened to fit a shorter viewport.
    private mutating func scheduleScene(_ s: Int, viewport v: Rect, axis: Axis) {
        let horizontal = axis == .horizontal
        let centre = horizontal ? v.midX : v.midY
        let length = horizontal ? v.width : v.height
        let reach = min(200, length * 0.3)
        let beside = min(330, max(0, length / 2 - 10))
        func at(_ along: Double) -> Point {
            horizontal ? Point(x: along, y: v.midY) : Point(x: v.midX, y: along)
        }
        func flick(from along: Double, by d: Double) {
            drag(s, from: at(along), dx: horizontal ? d : 0, dy: horizontal ? 0 : d, moves: 6, rest: 40)
        }
        switch gesture % 5 {
        case 0: flick(from: centre + reach, by: -uniform(30...70))
        case 1: flick(from: centre - reach, by: uniform(30...70))
        case 2: click(s, at(centre + (pick(2) == 0 ? -beside : beside)), rest: 35)
        case 3: key(s, pick(2) == 0 ? (horizontal ? "left" : "up") : (horizontal ? "right" : "down"), rest: 30)
        default:
            let d = pick(2) == 0 ? 1.5 : -1.5
            wheel(s, at: at(centre), dx: horizontal ? d : 0, dy: horizontal ? 0 : d, notches: 10, rest: 30)
        }
    }

    /// Grid flicks, long pulls past either edge (page changes), Page Up / Page Down.
    private mutating func schedulePull(_ s: Int) {
        let x = left + 20 + 180
        switch gesture % 6 {
        case 0: drag(s, from: Point(x: x, y: 640), dx: 0, dy: -uniform(40...60), moves: 14, rest: 50)  // up: next page
        case 1: drag(s, from: Point(x: x, y: 500), dx: 0, dy: -uniform(40...70), moves: 6, rest: 30)
        // down: previous page
        case 2: drag(s, from: Point(x: x, y: 100), dx: 0, dy: uniform(40...60), moves: 14, rest: 50)
        case 3: key(s, "pagedown", rest: 50)
        case 4: wheel(s, at: Point(x: x, y: 380), dx: 0, dy: -uniform(1...2), notches: 10, rest: 20)
        default: key(s, "pageup", rest: 50)
        }
    }

    /// Interactive swipes both ways, arrow transitions, animator changes, tab-bar wheel.
    private mutating func schedulePager(_ s: Int) {
        let x = left + 20 + 215
        let y = 400.0
        switch gesture % 6 {
        case 0: drag(s, from: Point(x: x + 120, y: y), dx: -uniform(30...50), dy: 0, moves: 8, rest: 25)
        case 1: drag(s, from: Point(x: x - 120, y: y), dx: uniform(30...50), dy: 0, moves: 8, rest: 25)
        case 2: key(s, "right", rest: 22)
        case 3: key(s, "left", rest: 22)
        case 4: key(s, "a", rest: 2)
        // slow: below half, cancels
        default: drag(s, from: Point(x: x, y: y), dx: -uniform(8...14), dy: 0, moves: 12, rest: 25)
        }
    }

    /// Time passing, with the pointer hovering one roller after another (leaving rolls at
    /// once), the odd click, and a reload cycle (full → 3 → 1 → none → full).
    private mutating func scheduleRoller(_ s: Int) {
        let columnWidth = (window.width - left - 40 - 16) / 2
        let roller = pick(4)
        let p = Point(
            x: left + 20 + Double(roller % 2) * (columnWidth + 16) + columnWidth / 2,
            y: 70 + 20 + 28 + Double(roller / 2) * (98 + 16))
        switch gesture % 8 {
        case 7:
            for i in 0..<4 { pending.append((s + i * 12, .keyPressed("r", modifiers: []))) }
            pending.append((s + 60, nil))
        case 3:
            click(s, p, rest: 20)
            pending.append((s + 23, .pointerMoved(Point(x: p.x, y: window.height - 10))))
        default:
            pending.append((s, .pointerMoved(p)))
            pending.append((s + 25, .pointerMoved(Point(x: p.x, y: window.height - 10))))  // leave: rolls at once
            pending.append((s + 45, nil))
        }
    }
}
