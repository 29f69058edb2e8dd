import Motion
import PlaygroundCore

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
// - The container move is not interruptible: during its 0.7 s the grids and the wheel are
//   ignored (a press then does nothing, not even when released later). Page Up / Page Down
//   queue instead: the page they ask for (counted from the one already queued) is reached by
//   one more move that starts the instant the running one ends, so no key press is lost.
// - The detail is pushed and popped like a navigation controller's (PullDetail, 0.35 s): it
//   slides in from the right over the page, which shifts left and dims; popping reverses it.
// - The next page is built when the move towards it starts (not at its completion as in the
//   seed, which showed an empty area while moving and compared against a stale child count).
// - Going forward shows the page at its top; going back shows it at the scroll position it had.
// - The wheel pulls past an edge too: the grid's ScrollView lets whole notches pull through the
//   rubber band (wheelPullsPastEdges), as trackpad deltas do, and the overscroll the wheel
//   gesture ended with when it went quiet (120 ms) decides, with the same 100 pt threshold.

/// The pull-to-change-page demo.
public struct PullDemo: BuiltInDemo {
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
        ], surface: .pulledPages)

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
    /// The page (0-based) Page Up / Page Down asked for during a move, reached after it.
    public private(set) var queuedPage: Int?
    public private(set) var detail: PullDetail?
    public private(set) var toast: PullToast?
    private(set) var layout: PullLayout
    private let seed: UInt64
    /// The pointer went down on the current grid and belongs to it until released.
    private var gridPointer = false
    private var click = ClickDetector()
    private(set) var now: Int64 = 0

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

    /// Runs everything that happens without input up to `t`: a wheel gesture going quiet must
    /// be judged at its own time, not at the next frame's.
    private mutating func advance(to requested: Int64) {
        let t = max(requested, now)
        while true {
            var due: Int64?
            if let d = pages[current].scroll.nextDeadline, d <= t { due = d }
            if let m = move, queuedPage != nil, m.end <= t { due = min(due ?? m.end, m.end) }
            guard let deadline = due else { break }
            stepScrolls(to: deadline)
            if move == nil, let page = queuedPage {
                // The queued move starts where the last one ended, at any frame rate.
                queuedPage = nil
                requestPage(page, time: deadline)
            }
        }
        stepScrolls(to: t)
    }

    private mutating func stepScrolls(to t: Int64) {
        now = max(now, t)
        if let m = move, m.isDone(at: now) { move = nil }
        if let d = detail, d.isClosed(at: now) { detail = nil }
        if let toast, toast.end <= now { self.toast = nil }
        for i in pages.indices {
            let events = pages[i].scroll.step(to: now)
            guard i == current else { continue }
            for event in events {
                if case .didEndWheelScrolling = event { wheelWentQuiet(time: now) }
            }
        }
    }

    private mutating func handle(_ timed: TimedInput) {
        let t = now
        switch timed.input {
        case .pointerPressed(let p, let button, _):
            guard button == .left else { return }
            if detail != nil {
                click.press(at: p)
                return
            }
            guard move == nil, layout.container.contains(p) else { return }
            // A press catches whatever moves, including a wheel pull.
            gridPointer = true
            pages[current].scroll.pointerPressed(at: p, time: t)
        case .pointerMoved(let p, _):
            if gridPointer { pages[current].scroll.pointerMoved(to: p, time: t) }
        case .pointerReleased(let p, let button, _):
            guard button == .left else { return }
            if detail != nil {
                if let at = click.release(at: p), layout.backButton.contains(at) { detail?.close(at: t) }
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
        case .pointerExited, .parameterChanged, .sceneReloaded, .sceneReadFailed:
            break  // the app keeps the pointer captured while pressed; parameters come via `apply`
        case .focusChanged(let focused):
            if !focused, gridPointer {
                gridPointer = false
                pages[current].scroll.pointerCancelled(time: t)
            }
        case .wheelScrolled(let dx, let dy):
            guard detail == nil, move == nil, !gridPointer else { return }
            pages[current].scroll.wheel(dx: dx, dy: dy, time: t)
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
            detail?.close(at: time)
        case .pageDown:
            guard detail == nil else { return }
            move == nil ? requestPage(current + 1, time: time) : queuePage(by: 1, time: time)
        case .pageUp:
            guard detail == nil else { return }
            move == nil ? requestPage(current - 1, time: time) : queuePage(by: -1, time: time)
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

    /// A wheel gesture went quiet; ScrollView has just started springing back from what it
    /// pulled, which decides like a drag release.
    private mutating func wheelWentQuiet(time: Int64) {
        let pull = pages[current].scroll.endedWheelOverscroll.y
        if pull < -parameters.threshold {
            requestPage(current - 1, time: time)
        } else if pull > parameters.threshold {
            requestPage(current + 1, time: time)
        }
    }

    /// During a move: one page on from the last one asked for (the queue holds one target; the
    /// move after the running one goes straight there). Past either end, the toast says so.
    private mutating func queuePage(by delta: Int, time: Int64) {
        let target = (queuedPage ?? current) + delta
        guard (0..<pageCount).contains(target) else {
            toast = PullToast(text: target < 0 ? Self.firstPageMessage : Self.lastPageMessage, start: time)
            return
        }
        queuedPage = target == current ? nil : target
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
            pages.append(
                PullPage(
                    index: pages.count, seed: seed, viewport: layout.container.size,
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
        if s.wheelOverscroll.y != 0 || (s.isWheelScrolling && s.phase == .tracking) {
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

    static func format(_ value: Double) -> String { decimal(value) }
}
