import Motion
import PlaygroundCore

// Rolling notice (seed 000_b4fc17aa8cc45bfb, XBRollingNoticeView): a clipped strip showing one
// cell at a time, handing over to the next row every stayInterval + animationDuration with
// one of three styles. Cells come from a data source that dequeues them by reuse identifier, so
// at most the two on screen are live. Controls (via RollerDemo): hover pauses, leave proceeds,
// click reports the current index to the delegate.

/// XBRollingNoticeView as a value. Time only enters through `advance(to:)` and the `at:` of
/// each call; the timer and the animations are events and closed forms of that time.
public struct RollingNoticeView: Sendable {
    /// Seed, setupNoticeViews: `_stayInterval = 2`.
    public static let defaultStayInterval: Int64 = 2_000_000
    /// Seed, setupNoticeViews: `_animationDuration = 0.66`.
    public static let defaultAnimationDuration: Int64 = 660_000
    /// Seed, setupNoticeViews: `_fadeTranslationY = 6` (points).
    public static let defaultFadeTranslationY = 6.0
    /// Seed: `spaceOfItem` is a property never set in setup, so 0 points.
    public static let defaultSpaceOfItem = 0.0
    /// Shortest animation accepted (µs): the fade style's position animations last duration − 0.1 s.
    public static let minimumAnimationDuration: Int64 = 200_000

    /// Shown in the event log and given to the delegate.
    public let name: String
    /// Where the roller sits in its parent (points).
    public var frame: Rect
    public private(set) var style: RollingStyle
    /// µs a row stays before the next roll.
    public private(set) var stayInterval: Int64
    /// µs a roll lasts (the fade style's overlap makes its whole hand-over longer).
    public private(set) var animationDuration: Int64
    public private(set) var fadeTranslationY: Double
    /// Gap between the outgoing and incoming cell in the default and scaleY styles (points).
    public private(set) var spaceOfItem: Double
    /// The seed's `_currentIndex`: the default style advances it when a roll starts, fade and
    /// scaleY in their completion blocks, as the seed does. Taps report it.
    public private(set) var currentIndex = 0
    public private(set) var phase: RollerPhase = .empty
    public private(set) var timer: NoticeTimer = .off
    /// Hovered or paused by P: the timer does not fire (a running roll still finishes).
    public private(set) var isPaused = false
    /// The time the roller has been advanced to (µs).
    public private(set) var now: Int64 = 0
    private var dataSource: any RollingNoticeDataSource
    /// Reuse identifier → registered kind (the seed's cellClsDict).
    private var registeredKinds: [String: CommentCellKind] = [:]
    private var pool = ReusePool<CommentCell>()
    /// Rolls started since the owner last asked (`takeStartedRolls`), for its event log.
    private var startedRolls: [Roll] = []

    /// A roller with no rows loaded yet: register the cell kinds, then `reloadDataAndStartRoll(at:)`.
    public init(
        name: String, frame: Rect, style: RollingStyle = .default, dataSource: any RollingNoticeDataSource,
        stayInterval: Int64 = Self.defaultStayInterval, animationDuration: Int64 = Self.defaultAnimationDuration,
        fadeTranslationY: Double = Self.defaultFadeTranslationY, spaceOfItem: Double = Self.defaultSpaceOfItem
    ) {
        precondition(stayInterval > 0, "the timer needs a positive period")
        precondition(animationDuration >= Self.minimumAnimationDuration, "the fade style needs more than 0.1 s")
        self.name = name
        self.frame = frame
        self.style = style
        self.dataSource = dataSource
        self.stayInterval = stayInterval
        self.animationDuration = animationDuration
        self.fadeTranslationY = fadeTranslationY
        self.spaceOfItem = spaceOfItem
    }

    /// The seed's NSTimer interval: a roll starts every stay + animation (µs).
    public var period: Int64 { stayInterval + animationDuration }

    // MARK: - Cells

    public mutating func register(_ kind: CommentCellKind, forCellReuseIdentifier identifier: String) {
        registeredKinds[identifier] = kind
    }

    /// A waiting cell for `identifier`, or a new one of the kind registered for it.
    public mutating func dequeueReusableCell(withIdentifier identifier: String) -> CommentCell {
        guard let kind = registeredKinds[identifier] else {
            preconditionFailure("no cell kind registered for reuse identifier \(identifier)")
        }
        let serial = pool.created + 1
        return pool.dequeue(identifier) { CommentCell(kind: kind, serial: serial) }
    }

    public var numberOfRows: Int { dataSource.numberOfRows(in: self) }
    /// Cells ever made by this roller's pool.
    public var cellsCreated: Int { pool.created }
    /// Cells waiting in the pool.
    public var pooledCells: Int { pool.waitingCount }

    private mutating func cell(at index: Int) -> CommentCell {
        let source = dataSource
        return source.rollingNoticeView(&self, cellAt: index)
    }

    private mutating func recycle(_ cell: CommentCell) {
        pool.enqueue(cell, identifier: cell.reuseIdentifier)
    }

    /// The row after `index`, wrapping to 0 past the last one (the seed's `> count − 1 → 0`).
    private func index(after index: Int, count: Int) -> Int {
        index + 1 > count - 1 ? 0 : index + 1
    }

    /// Parks the next row's cell below the view while resting in scaleY (the seed's scaleY
    /// completion pre-dequeues it); the other styles dequeue at the fire, so they park none.
    /// Two seed details are not copied: its first layout also parks a fade cell at y = 4 with
    /// alpha 0, which fadeTimeHandler replaces unseen (a leaked, invisible cell); and its scaleY
    /// completion parks the cell at `w + spaceOfItem`, a typo for `h` that only delays when the
    /// incoming cell enters the clip, so it is parked at h + spaceOfItem like the first layout.
    private mutating func settleWaitingCell() {
        guard case .resting(let current, let waiting) = phase else { return }
        let count = numberOfRows
        let wanted: Int? = style == .scaleY && count >= 2 ? index(after: currentIndex, count: count) : nil
        if let waiting, waiting.index == wanted { return }
        if let waiting { recycle(waiting) }
        phase = .resting(current: current, waiting: nil)
        if let wanted { phase = .resting(current: current, waiting: cell(at: wanted)) }
    }

    // MARK: - Data and timer

    /// Swaps the data source and reloads.
    public mutating func reloadData(_ source: any RollingNoticeDataSource, at time: Int64) {
        dataSource = source
        reloadDataAndStartRoll(at: time)
    }

    /// The seed's reloadDataAndStartRoll: stop the timer (index back to 0, live cells off
    /// screen), lay out row 0, and schedule the timer unless there are fewer than two rows.
    /// A roll in flight is dropped with its cells, so nothing of the old data lingers (the
    /// seed needed completion checks for that). Unlike the seed, the recycled cells stay
    /// in the pool, and zero rows schedule no timer (the seed's would fire into nothing).
    public mutating func reloadDataAndStartRoll(at time: Int64) {
        now = max(now, time)
        timer = .off
        currentIndex = 0
        switch phase {
        case .empty: break
        case .resting(let current, let waiting):
            recycle(current)
            if let waiting { recycle(waiting) }
        case .rolling(_, let outgoing, let incoming):
            recycle(outgoing)
            recycle(incoming)
        }
        phase = .empty
        let count = numberOfRows
        guard count > 0 else { return }
        phase = .resting(current: cell(at: 0), waiting: nil)
        settleWaitingCell()
        guard count >= 2 else { return }
        timer = isPaused ? .paused : .scheduled(nextFire: now + period)
    }

    /// Runs every timer fire and completion up to `time`, each at its own instant.
    public mutating func advance(to time: Int64) {
        let target = max(time, now)
        while true {
            let end: Int64? = if case .rolling(let roll, _, _) = phase { roll.end } else { nil }
            let fire = timer.nextFire
            if let end, end <= target, end <= (fire ?? end) {
                now = end
                completeRoll()
            } else if let fire, fire <= target {
                now = fire
                timer = .scheduled(nextFire: fire + period)
                startRoll(at: fire)
            } else {
                break
            }
        }
        now = target
    }

    /// timerHandle: ignored while animating (the seed's `isAnimating` check), else the roll begins.
    private mutating func startRoll(at time: Int64) {
        guard case .resting(let current, let waiting) = phase else { return }
        let count = numberOfRows
        guard count >= 2 else { return }
        if currentIndex > count - 1 { currentIndex = 0 }
        let next = index(after: currentIndex, count: count)
        let incoming: CommentCell
        if let waiting, waiting.index == next {
            incoming = waiting
        } else {
            if let waiting { recycle(waiting) }
            phase = .resting(current: current, waiting: nil)
            incoming = cell(at: next)
        }
        let roll = Roll(
            start: time, style: style, duration: animationDuration, fadeTranslationY: fadeTranslationY,
            spaceOfItem: spaceOfItem, fromIndex: currentIndex, toIndex: next)
        phase = .rolling(roll, outgoing: current, incoming: incoming)
        startedRolls.append(roll)
        switch style {
        case .default: currentIndex = next
        case .fade, .scaleY: break
        }
    }

    /// The completion block: the outgoing cell goes to the pool, the incoming one is current.
    private mutating func completeRoll() {
        guard case .rolling(let roll, let outgoing, let incoming) = phase else { return }
        recycle(outgoing)
        switch roll.style {
        case .default: break
        case .fade, .scaleY: currentIndex = roll.toIndex
        }
        phase = .resting(current: incoming, waiting: nil)
        settleWaitingCell()
    }

    // MARK: - Pause, proceed, settings

    /// pause (`setFireDate:distantFuture`) or proceed (`setFireDate:[NSDate date]`: the next
    /// roll starts at `time`, unless one is still animating, which swallows that fire).
    public mutating func setPaused(_ paused: Bool, at time: Int64) {
        advance(to: time)
        guard paused != isPaused else { return }
        isPaused = paused
        switch timer {
        case .off: break
        case .scheduled: if paused { timer = .paused }
        case .paused: if !paused { timer = .scheduled(nextFire: now) }
        }
        advance(to: now)
    }

    /// Takes effect from the next roll; a running roll keeps the style it started with.
    public mutating func setStyle(_ newStyle: RollingStyle, at time: Int64) {
        advance(to: time)
        style = newStyle
        settleWaitingCell()
    }

    /// Changing a timing restarts the timer from `time` with the new period (the seed would
    /// need a reload to pick it up; this keeps the current row).
    public mutating func setStayInterval(_ micros: Int64, at time: Int64) {
        precondition(micros > 0, "the timer needs a positive period")
        advance(to: time)
        stayInterval = micros
        restartTimer()
    }

    public mutating func setAnimationDuration(_ micros: Int64, at time: Int64) {
        precondition(micros >= Self.minimumAnimationDuration, "the fade style needs more than 0.1 s")
        advance(to: time)
        animationDuration = micros
        restartTimer()
    }

    /// From the next roll; a running roll keeps the drift it started with.
    public mutating func setFadeTranslationY(_ points: Double, at time: Int64) {
        advance(to: time)
        fadeTranslationY = points
    }

    public mutating func setSpaceOfItem(_ points: Double, at time: Int64) {
        advance(to: time)
        spaceOfItem = points
    }

    private mutating func restartTimer() {
        switch timer {
        case .scheduled: timer = .scheduled(nextFire: now + period)
        case .off, .paused: break
        }
    }

    /// The tap gesture: tells the delegate the current index. With no rows there is nothing to
    /// open, so the delegate is not called (the seed would report row 0 of nothing).
    @discardableResult
    public mutating func tap<Delegate: RollingNoticeDelegate>(at time: Int64, delegate: inout Delegate) -> Int? {
        advance(to: time)
        let count = numberOfRows
        guard count > 0 else { return nil }
        if currentIndex > count - 1 { currentIndex = 0 }
        delegate.rollingNoticeView(self, didClickAt: currentIndex, time: time)
        return currentIndex
    }

    /// The rolls started since the last call, oldest first (each at its own fire time).
    public mutating func takeStartedRolls() -> [Roll] {
        defer { startedRolls.removeAll() }
        return startedRolls
    }

    // MARK: - Queries

    public var isAnimating: Bool {
        switch phase {
        case .rolling: true
        case .empty, .resting: false
        }
    }

    public var isEmpty: Bool {
        switch phase {
        case .empty: true
        case .resting, .rolling: false
        }
    }

    /// The running roll, if any.
    public var roll: Roll? {
        switch phase {
        case .rolling(let roll, _, _): roll
        case .empty, .resting: nil
        }
    }

    /// Every live cell at `now`, in drawing order (the incoming cell on top, as the seed adds it last).
    public var cellLayouts: [NoticeCellLayout] {
        let w = frame.width
        let h = frame.height
        func layout(_ cell: CommentCell, _ pose: CellPose) -> NoticeCellLayout {
            NoticeCellLayout(
                cell: cell, frame: Rect(x: 0, y: pose.y, width: w, height: pose.height), alpha: pose.alpha,
                scaleY: pose.scaleY)
        }
        switch phase {
        case .empty:
            return []
        case .resting(let current, let waiting):
            var result = [layout(current, .resting(height: h))]
            if let waiting { result.append(layout(waiting, CellPose(y: h + spaceOfItem, height: h))) }
            return result
        case .rolling(let roll, let outgoing, let incoming):
            return [
                layout(outgoing, roll.outgoingPose(at: now, height: h)),
                layout(incoming, roll.incomingPose(at: now, height: h)),
            ]
        }
    }

    /// The cells that show at `now`.
    public var visibleCellLayouts: [NoticeCellLayout] {
        cellLayouts.filter { $0.isVisible(inHeight: frame.height) }
    }

    public var wake: Wake {
        switch phase {
        case .rolling: return .nextFrame
        case .empty, .resting: break
        }
        if let fire = timer.nextFire { return .at(fire) }
        return .idle
    }

    /// The keys of DESIGN.md's roller state, plus the roller's name and timings.
    public var state: StateValue {
        .fields([
            "name": .string(name),
            "style": .string(style.name),
            "current_index": .int(currentIndex),
            "animating": .bool(isAnimating),
            "paused": .bool(isPaused),
            "cells_created": .int(cellsCreated),
            "rows": .int(numberOfRows),
            "stay_s": .double(stayInterval.seconds),
            "duration_s": .double(animationDuration.seconds),
            "space": .double(spaceOfItem),
        ])
    }

    // MARK: - Draw

    static let emptyText = "No comments"

    public func draw(into list: inout DrawList) {
        let bounds = frame
        list.fill(bounds, .white)
        list.clipped(to: bounds) { list in
            if isEmpty {
                list.text(Self.emptyText, in: bounds, size: 13, color: Theme.secondaryText, alignment: .center)
            }
            for layout in visibleCellLayouts {
                let cellFrame = layout.frame.offsetBy(dx: bounds.minX, dy: bounds.minY)
                let content = Rect(x: cellFrame.minX, y: cellFrame.minY, width: bounds.width, height: bounds.height)
                list.clipped(to: cellFrame) { list in
                    list.withOpacity(layout.alpha) { list in
                        list.transformed(.scale(1, layout.scaleY, about: content.origin)) { list in
                            layout.cell.draw(into: &list, bounds: content)
                        }
                    }
                }
            }
        }
        list.stroke(bounds, Theme.separator, width: 1)
    }
}
