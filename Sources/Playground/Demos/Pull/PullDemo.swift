import Motion

// Pull to next page (seed 003, the Zhihu / Taobao "pull up for the next page" pager): pages
// stacked in a container the user never scrolls (the seed's mContainer, scrollEnabled = NO),
// each page a lazily built, kept two-column grid (the seed's child SubViewControllers) that
// scrolls with the motion core. Releasing a drag more than 100 pt (kOffSet) past the grid's
// bottom moves the container to the next page in 0.7 s ease-in-out; past its top, to the
// previous page, where it was left. A footer / header hint follows the pull.
// Controls: drag / flick / wheel the grid; pull past an edge and release; Page Up / Page Down;
// click a cell for its detail, Esc or ‹ Back to close it.
//
// Choices the seed leaves open:
// - The container move is not interruptible: during its 0.7 s the grids, the wheel and
//   Page Up / Page Down are ignored (a press then does nothing, not even when released later).
// - The next page is built when the move towards it starts (not at its completion as in the
//   seed, which showed an empty area while moving and compared against a stale child count).
// - Going forward shows the page at its top; going back shows it at the scroll position it had.
// - Whole wheel notches are clamped inside the range by ScrollView, so at an edge the demo
//   accumulates further notches itself (WheelPull) and shows them through the rubber band;
//   fractional (trackpad) deltas rubber-band inside ScrollView. Either way the banded overshoot
//   when the wheel goes quiet (120 ms) decides, with the same 100 pt threshold as a drag.

/// The pull-to-change-page demo.
public struct PullDemo: Demo {
    public static let info = DemoInfo(
        id: "pull", title: "Pull to next page",
        summary: "Zhihu pull-up next page / pull-down previous",
        seed: "003_525c1c25005eff2a.txt",
        shortcuts: [
            Shortcut("Drag / flick / wheel", "scroll the page's grid (rubber band at both ends)"),
            Shortcut("Pull up > 100 pt, release", "next page (0.7 s ease-in-out)"),
            Shortcut("Pull down > 100 pt, release", "previous page, where you left it"),
            Shortcut("Wheel past an edge", "same threshold, decided when the wheel stops"),
            Shortcut("Page Down / Page Up", "next / previous page"),
            Shortcut("Click a cell", "open its detail; Esc or ‹ Back closes it"),
        ])

    /// A wheel target this close to an edge (pt) counts as resting on it.
    static let edgeTolerance = 0.5
    static let firstPageMessage = "This is the first page"
    static let lastPageMessage = "No more pages"

    /// Page count, pull threshold, container move and the grids' physics (`pull.*`).
    public private(set) var parameters: PullParameters
    public var pageCount: Int { parameters.pages }
    /// Pages built so far, in order (0..<pages.count): reaching page n builds it once.
    public private(set) var pages: [PullPage]
    /// The current page, 0-based; changes when a move starts (UIKit sets the model value at once).
    public private(set) var current = 0
    public private(set) var move: PageMove?
    public private(set) var detail: PullDetail?
    public private(set) var toast: PullToast?
    public private(set) var wheelPull: WheelPull?
    private var layout: PullLayout
    private let seed: UInt64
    /// The pointer went down on the current grid and belongs to it until released.
    private var gridPointer = false
    private var click = ClickDetector()
    private var now: Int64 = 0

    public init(context: DemoContext) {
        parameters = PullParameters(context.parameters)
        seed = context.seed
        layout = PullLayout(viewport: context.viewport)
        pages = [PullPage(index: 0, seed: context.seed, viewport: layout.container.size, physics: parameters.physics)]
    }

    /// Every built page's grid takes the new physics (from its next release); the threshold
    /// and the page count decide the next pull, the duration the next move.
    public mutating func apply(_ parameters: PullParameters) {
        self.parameters = parameters
        for i in pages.indices { pages[i].scroll.physics = parameters.physics }
    }

    // MARK: - Step

    public mutating func step(_ frame: Frame, inputs: [TimedInput]) {
        for timed in inputs {
            advance(to: timed.time)
            handle(timed)
        }
        advance(to: frame.time)
    }

    /// Runs everything that happens without input up to `t`, deadlines in time order: a wheel
    /// gesture going quiet must be judged at its own time, not at the next frame's.
    private mutating func advance(to requested: Int64) {
        let t = max(requested, now)
        while true {
            var due: Int64?
            if let w = wheelPull, w.deadline <= t { due = w.deadline }
            if let d = pages[current].scroll.nextDeadline, d <= t { due = min(due ?? d, d) }
            guard let deadline = due else { break }
            stepScrolls(to: deadline)
            if let w = wheelPull, w.deadline <= deadline { wheelPullWentQuiet(w, time: deadline) }
        }
        stepScrolls(to: t)
    }

    private mutating func stepScrolls(to t: Int64) {
        now = max(now, t)
        if let m = move, m.isDone(at: now) { move = nil }
        if let toast, toast.end <= now { self.toast = nil }
        for i in pages.indices {
            let events = pages[i].scroll.step(to: now)
            guard i == current else { continue }
            for event in events {
                if case .didEndWheelScrolling = event { trackpadWentQuiet(time: now) }
            }
        }
    }

    private mutating func handle(_ timed: TimedInput) {
        let t = now
        switch timed.input {
        case .pointerPressed(let p, let button):
            guard button == .left else { return }
            if detail != nil {
                click.press(at: p)
                return
            }
            guard move == nil, layout.container.contains(p) else { return }
            // A press catches whatever moves, including a wheel pull's spring.
            wheelPull = nil
            gridPointer = true
            pages[current].scroll.pointerPressed(at: p, time: t)
        case .pointerMoved(let p):
            if gridPointer { pages[current].scroll.pointerMoved(to: p, time: t) }
        case .pointerReleased(let p, let button):
            guard button == .left else { return }
            if detail != nil {
                if let at = click.release(at: p), layout.backButton.contains(at) { detail = nil }
                return
            }
            guard gridPointer else { return }
            gridPointer = false
            var releasedAt: Double?
            let outcome = pages[current].scroll.pointerReleased(at: p, time: t) { releasedAt = $0.offset.y }
            switch outcome {
            case .tap: openDetail(at: p, time: t)
            case .caught: break
            case .dragged: if let y = releasedAt { didEndDragging(offsetY: y, time: t) }
            }
        case .pointerExited, .parameterChanged:
            break   // the app keeps the pointer captured while pressed; parameters come via `apply`
        case .focusChanged(let focused):
            if !focused, gridPointer {
                gridPointer = false
                pages[current].scroll.pointerCancelled(time: t)
            }
        case .wheelScrolled(let dx, let dy):
            guard detail == nil, move == nil, !gridPointer else { return }
            wheel(dx: dx, dy: dy, time: t)
        case .keyPressed(let key, _):
            handleKey(key, time: t)
        case .keyReleased:
            break
        case .viewportResized(let size):
            layout = PullLayout(viewport: size)
            for i in pages.indices { pages[i].resize(viewport: layout.container.size, time: t) }
        }
    }

    private mutating func handleKey(_ key: Key, time: Int64) {
        switch key {
        case .escape:
            detail = nil
        case .pageDown:
            guard detail == nil, move == nil else { return }
            requestPage(current + 1, time: time)
        case .pageUp:
            guard detail == nil, move == nil else { return }
            requestPage(current - 1, time: time)
        default:
            break
        }
    }

    // MARK: - Pulls

    /// The seed's scrollViewDidEndDragging: the offset at release decides, nothing later (a
    /// flick that bounces far past an edge changes nothing).
    private mutating func didEndDragging(offsetY y: Double, time: Int64) {
        let s = pages[current].scroll
        if y < s.minOffset(.vertical) - parameters.threshold {
            requestPage(current - 1, time: time)
        } else if y - s.maxOffset(.vertical) > parameters.threshold {
            requestPage(current + 1, time: time)
        }
    }

    /// A trackpad gesture went quiet; ScrollView has just started springing back from here.
    private mutating func trackpadWentQuiet(time: Int64) {
        let s = pages[current].scroll
        if s.minOffset(.vertical) - s.offset.y > parameters.threshold {
            requestPage(current - 1, time: time)
        } else if s.offset.y - s.maxOffset(.vertical) > parameters.threshold {
            requestPage(current + 1, time: time)
        }
    }

    private mutating func wheelPullWentQuiet(_ w: WheelPull, time: Int64) {
        wheelPull = nil
        pages[current].scroll.settle(to: Point(x: 0, y: edgeOffset(w.edge)), time: time)
        if w.banded(dimension: pages[current].scroll.viewport.height) > parameters.threshold {
            requestPage(w.edge == .bottom ? current + 1 : current - 1, time: time)
        }
    }

    private func edgeOffset(_ edge: PullHint.Edge) -> Double {
        let s = pages[current].scroll
        return edge == .bottom ? s.maxOffset(.vertical) : s.minOffset(.vertical)
    }

    /// Notches inside the range and trackpad deltas go to ScrollView; notches pushing at an
    /// edge the grid rests on (or is heading to) become a WheelPull.
    private mutating func wheel(dx: Double, dy: Double, time: Int64) {
        let s = pages[current].scroll
        let delta = -dy * s.wheelLineHeight   // offset space: positive scrolls towards the bottom
        let notched = dx.rounded() == dx && dy.rounded() == dy
        guard notched, delta.isFinite, delta != 0 else {
            wheelPull = nil
            pages[current].scroll.wheel(dx: dx, dy: dy, time: time)
            return
        }
        let dimension = s.viewport.height
        if var w = wheelPull {
            w.raw += w.edge == .bottom ? delta : -delta
            guard w.raw > 0 else {
                wheelPull = nil
                pages[current].scroll.settle(to: Point(x: 0, y: edgeOffset(w.edge)), time: time)
                return
            }
            w.deadline = time + ScrollView.wheelQuietInterval
            wheelPull = w
            showWheelPull(w, dimension: dimension, time: time)
            return
        }
        let base = s.phase == .animating ? (s.target?.y ?? s.offset.y) : s.offset.y
        let lo = s.minOffset(.vertical), hi = s.maxOffset(.vertical)
        let edge: PullHint.Edge
        let overshoot: Double
        if delta > 0 && base >= hi - Self.edgeTolerance {
            edge = .bottom
            overshoot = max(0, s.offset.y - hi)
        } else if delta < 0 && base <= lo + Self.edgeTolerance {
            edge = .top
            overshoot = max(0, lo - s.offset.y)
        } else {
            pages[current].scroll.wheel(dx: dx, dy: dy, time: time)
            return
        }
        let raw = RubberBand.overshoot(forDistance: overshoot, dimension: dimension) + abs(delta)
        let w = WheelPull(edge: edge, raw: raw, deadline: time + ScrollView.wheelQuietInterval)
        wheelPull = w
        showWheelPull(w, dimension: dimension, time: time)
    }

    /// Springs the grid to the banded overshoot (smooth like a notch, continuous in velocity).
    private mutating func showWheelPull(_ w: WheelPull, dimension: Double, time: Int64) {
        let banded = w.banded(dimension: dimension)
        let y = w.edge == .bottom ? edgeOffset(.bottom) + banded : edgeOffset(.top) - banded
        pages[current].scroll.settle(to: Point(x: 0, y: y), time: time)
    }

    /// Moves the container to page `target` (0-based) or, past either end, says there is none.
    public mutating func requestPage(_ target: Int, time: Int64) {
        guard move == nil, detail == nil else { return }
        guard (0..<pageCount).contains(target) else {
            toast = PullToast(text: target < 0 ? Self.firstPageMessage : Self.lastPageMessage, start: time)
            return
        }
        guard target != current else { return }
        cancelInteraction(time: time)
        // The seed's completion compared currentPage with a child count read before the move;
        // here the page list itself says whether the page exists.
        while pages.count <= target {
            pages.append(PullPage(index: pages.count, seed: seed, viewport: layout.container.size,
                                  physics: parameters.physics))
        }
        if target > current {
            pages[target].scroll.setContentOffset(Point(x: 0, y: pages[target].scroll.minOffset(.vertical)))
        }
        move = PageMove(from: current, to: target, start: time, duration: parameters.pageMoveDuration)
        current = target
        toast = nil
    }

    /// A key can change the page mid-gesture: the grid being left lets go and settles.
    private mutating func cancelInteraction(time: Int64) {
        if gridPointer {
            gridPointer = false
            pages[current].scroll.pointerCancelled(time: time)
        }
        let s = pages[current].scroll
        if wheelPull != nil || (s.nextDeadline != nil && s.phase == .tracking) {
            wheelPull = nil
            pages[current].scroll.settle(to: Point(x: 0, y: clamp(s.offset.y, s.range(.vertical))), time: time)
        }
    }

    private mutating func openDetail(at p: Point, time: Int64) {
        let page = pages[current]
        let content = Point(x: p.x - layout.container.minX, y: p.y - layout.container.minY + page.scroll.offset.y)
        guard let item = page.grid.item(at: content) else { return }
        detail = PullDetail(page: current, item: item, color: page.colors[item], openedAt: time)
        click.cancel()
    }

    // MARK: - Queries

    /// The container's offset (pt): the page position times the page height.
    public var containerOffset: Double {
        (move?.position(at: now) ?? Double(current)) * layout.container.height
    }

    public var currentScroll: ScrollView { pages[current].scroll }

    /// The feedback for the current page's grid.
    public var hint: PullHint {
        guard move == nil, detail == nil else { return .idle }
        let s = pages[current].scroll
        let edge: PullHint.Edge
        let amount: Double
        let active: Bool
        if let w = wheelPull {
            edge = w.edge
            amount = w.banded(dimension: s.viewport.height)
            active = true
        } else {
            let below = s.offset.y - s.maxOffset(.vertical), above = s.minOffset(.vertical) - s.offset.y
            if below > 0 {
                edge = .bottom
                amount = below
            } else if above > 0 {
                edge = .top
                amount = above
            } else {
                return .idle
            }
            active = s.isDragging || (s.phase == .tracking && s.nextDeadline != nil)
        }
        let neighbour = edge == .bottom ? current + 1 < pageCount : current > 0
        return active && neighbour && amount > parameters.threshold ? .ready(edge) : .pulling(edge)
    }

    public var wake: Wake {
        var wake = Wake.idle
        if move != nil { wake = .nextFrame }
        if let detail, detail.isSliding(at: now) { wake = .nextFrame }
        for page in pages {
            let s = page.scroll
            if s.isSettled { continue }
            if s.phase == .tracking, !s.isDragging, let d = s.nextDeadline {
                wake = wake.merged(with: .at(d))
            } else {
                wake = .nextFrame
            }
        }
        if let w = wheelPull { wake = wake.merged(with: .at(w.deadline)) }
        if let toast {
            wake = wake.merged(with: now < toast.fadeStart ? .at(toast.fadeStart) : .nextFrame)
        }
        return wake
    }

    public var state: StateValue {
        let s = pages[current].scroll
        return .fields([
            "page": .int(current + 1),
            "pages": .int(pageCount),
            "pages_created": .int(pages.count),
            "offset_y": .double(containerOffset),
            "inner_offset_y": .double(s.offset.y),
            "inner_phase": .string(s.phase.name),
            "hint": .string(hint.name),
            "moving": .bool(move != nil),
            "detail_open": .bool(detail != nil),
        ])
    }

    public var hudLines: [String] {
        let s = pages[current].scroll
        return [
            "page \(current + 1) of \(pageCount), built \(pages.count)",
            "grid \(s.phase.name), hint \(hint.name)" + (move != nil ? ", container moving" : ""),
        ]
    }

    public var inspector: InspectorSnapshot? {
        let s = pages[current].scroll
        return InspectorSnapshot(axis: .vertical, phase: s.phase.name, offset: s.offset.y, velocity: s.velocity.y,
                                 projectedLanding: s.projectedLanding?.y, target: s.target?.y,
                                 minOffset: s.minOffset(.vertical), maxOffset: s.maxOffset(.vertical),
                                 viewportFrame: layout.container)
    }

    public var hasOverlay: Bool { detail != nil }

    /// The title bar's two lines: the seed's "第2页" and "Page 2 of 5".
    public var titles: (seed: String, english: String) { ("第\(current + 1)页", "Page \(current + 1) of \(pageCount)") }

    /// Where a cell sits on screen now, in demo coordinates (for tests and scripted clicks).
    public func cellFrame(page index: Int, item: Int) -> Rect {
        let page = pages[index]
        let top = pageTop(index)
        return page.grid.frame(ofItem: item).offsetBy(dx: layout.container.minX, dy: top - page.scroll.offset.y)
    }

    public var containerFrame: Rect { layout.container }
    public var backButtonFrame: Rect { layout.backButton }

    private func pageTop(_ index: Int) -> Double {
        layout.container.minY + Double(index) * layout.container.height - containerOffset
    }

    // MARK: - Draw

    public func draw(into list: inout DrawList) {
        drawNavigationBar(into: &list)
        let frame = layout.container
        list.fill(frame, .white)
        list.clipped(to: frame) { list in
            for page in pages {
                let rect = Rect(x: frame.minX, y: pageTop(page.index), width: frame.width, height: frame.height)
                guard rect.intersects(frame) else { continue }
                drawPage(page, in: rect, into: &list)
            }
        }
        list.stroke(frame, Theme.separator, width: 1)
        if let toast { drawToast(toast, into: &list) }
        drawSidePanel(into: &list)
        detail?.draw(into: &list, frame: layout.detail, backButton: layout.backButton, time: now)
    }

    private func drawNavigationBar(into list: inout DrawList) {
        let bar = layout.navBar
        list.fill(bar, Color(hex: 0xF9F9F9))
        list.line(Point(x: bar.minX, y: bar.maxY - 0.5), Point(x: bar.maxX, y: bar.maxY - 0.5), Theme.separator)
        list.text(titles.seed, in: Rect(x: bar.minX, y: bar.minY + 4, width: bar.width, height: 22), size: 17, weight: .bold,
                  color: Theme.text, alignment: .center)
        list.text(titles.english, in: Rect(x: bar.minX, y: bar.minY + 27, width: bar.width, height: 16), size: 11,
                  color: Theme.secondaryText, alignment: .center)
    }

    private func drawPage(_ page: PullPage, in rect: Rect, into list: inout DrawList) {
        let grid = page.grid
        let y0 = rect.minY - page.scroll.offset.y
        list.clipped(to: rect) { list in
            for item in 0..<PullGridLayout.itemCount {
                let cell = grid.frame(ofItem: item).offsetBy(dx: rect.minX, dy: y0)
                guard cell.intersects(rect) else { continue }
                let color = page.colors[item]
                list.fill(cell, color)
                let light = 299 * Int(color.r) + 587 * Int(color.g) + 114 * Int(color.b) > 150_000
                list.text("\(item + 1)", in: cell, size: 15, weight: .bold, color: light ? Theme.text : .white, alignment: .center)
            }
            drawPullHints(page, in: rect, into: &list)
        }
    }

    /// The header / footer revealed by the rubber band, centred in the gap so it follows the pull.
    private func drawPullHints(_ page: PullPage, in rect: Rect, into list: inout DrawList) {
        let s = page.scroll
        let below = s.offset.y - s.maxOffset(.vertical), above = s.minOffset(.vertical) - s.offset.y
        let edge: PullHint.Edge
        let gap: Double
        if below > 0 {
            edge = .bottom
            gap = below
        } else if above > 0 {
            edge = .top
            gap = above
        } else {
            return
        }
        // The page being left keeps saying what its release did while the container moves.
        let ready = page.index == current ? hint == .ready(edge) : move?.from == page.index
        let text = PullHint.text(edge: edge, ready: ready, index: page.index, count: pageCount)
        let centerY = edge == .bottom ? rect.maxY - gap / 2 : rect.minY + gap / 2
        let hasArrow = edge == .bottom ? page.index + 1 < pageCount : page.index > 0
        let width = TextMetrics.estimatedWidth(text, size: 13)
        let textX = rect.midX - width / 2 + (hasArrow ? 12 : 0)
        list.text(text, in: Rect(x: textX, y: centerY - 9, width: width + 8, height: 18), size: 13,
                  color: ready ? Theme.accent : Theme.secondaryText)
        if hasArrow {
            // Points the way the finger moves while pulling, flips when releasing would act.
            let pullsUp = edge == .bottom
            let up = ready ? !pullsUp : pullsUp
            drawArrow(at: Point(x: textX - 16, y: centerY), up: up, color: ready ? Theme.accent : Theme.secondaryText,
                      into: &list)
        }
    }

    private func drawArrow(at c: Point, up: Bool, color: Color, into list: inout DrawList) {
        let half = 7.0, head = 4.0
        let tip = Point(x: c.x, y: up ? c.y - half : c.y + half)
        let tail = Point(x: c.x, y: up ? c.y + half : c.y - half)
        let back = up ? head : -head
        list.line(tail, tip, color, width: 2)
        list.line(tip, Point(x: tip.x - head, y: tip.y + back), color, width: 2)
        list.line(tip, Point(x: tip.x + head, y: tip.y + back), color, width: 2)
    }

    private func drawToast(_ toast: PullToast, into list: inout DrawList) {
        let frame = layout.container
        let width = TextMetrics.estimatedWidth(toast.text, size: 14) + 36
        let pill = Rect(center: Point(x: frame.midX, y: frame.midY), size: Size(width: width, height: 36))
        list.withOpacity(toast.opacity(at: now)) { list in
            list.fill(pill, Color(0, 0, 0, 190), radius: 18)
            list.text(toast.text, in: pill, size: 14, weight: .bold, color: .white, alignment: .center)
        }
    }

    private func drawSidePanel(into list: inout DrawList) {
        let side = layout.side
        var y = side.minY
        func line(_ text: String, size: Double = 12, weight: FontWeight = .regular, color: Color = Theme.secondaryText,
                  height: Double = 18) {
            list.text(text, in: Rect(x: side.minX, y: y, width: side.width, height: height), size: size, weight: weight,
                      color: color)
            y += height
        }
        line("Pull to next page", size: 20, weight: .bold, color: Theme.text, height: 28)
        line("Pull past the grid's bottom by > \(NumberText.short(parameters.threshold)) pt, let go:")
        line("the next page slides in (\(NumberText.short(parameters.pageMoveDuration)) s, ease-in-out).")
        line("Past its top: the previous page, as you left it.")
        line("The wheel pulls too, judged when it stops.")
        y += 12
        let s = pages[current].scroll
        let below = s.offset.y - s.maxOffset(.vertical), above = s.minOffset(.vertical) - s.offset.y
        let pull = wheelPull.map { $0.banded(dimension: s.viewport.height) } ?? max(0, below, above)
        line("\(titles.english) · built \(pages.count)", size: 13, weight: .bold, color: Theme.text)
        line("grid offset \(Self.format(s.offset.y)) of \(Self.format(s.maxOffset(.vertical))) pt · \(s.phase.name)")
        line("pull \(Self.format(pull)) / \(Self.format(parameters.threshold)) pt · hint \(hint.name)",
             color: hint.name == "ready" ? Theme.accent : Theme.secondaryText)
        line("container offset \(Self.format(containerOffset)) pt" + (move != nil ? " · moving" : ""))
        y += 10
        drawPageMap(top: y, into: &list)
    }

    /// One square per page: filled for the current one, tinted once built, outlined before.
    private func drawPageMap(top: Double, into list: inout DrawList) {
        let side = layout.side
        let size = 16.0, gap = 5.0
        let perRow = max(1, Int((side.width + gap) / (size + gap)))
        for i in 0..<pageCount {
            let r = Rect(x: side.minX + Double(i % perRow) * (size + gap), y: top + Double(i / perRow) * (size + gap),
                         width: size, height: size)
            if i == current {
                list.fill(r, Theme.accent, radius: 3)
            } else if i < pages.count {
                list.fill(r, Theme.accent.withAlpha(0.3), radius: 3)
            } else {
                list.stroke(r, Theme.separator, width: 1, radius: 3)
            }
        }
    }

    static func format(_ value: Double) -> String { decimal(value) }
}
