import Motion
import PlaygroundCore
import Scenes

// Salon selector (seed 004): a horizontal strip of salon cards that always comes to rest with
// one card exactly centred. On release the target offset is moved to the card whose centre is
// nearest the projected landing (the seed's scrollViewWillEndDragging) and the strip decelerates
// onto it from the release velocity, never faster (a spring only for slow releases). While the strip scrolls every card is collapsed (250 ×
// 150, grey); at rest the centred card expands (320 × 200, white, separator) and the viewfinder
// (340 × 220 corner brackets) settles around it; both over 0.15 s ease-in-out. The first card is
// selected as soon as the layout is known (in init), not after the seed's 0.5 s timer.
// Controls: drag / flick the strip, wheel (a card per notch; a trackpad snaps once quiet), click a card,
// ← / → previous / next card, Home / End first / last card.

/// The salon selector demo.
public struct SalonDemo: BuiltInDemo, ReleaseSurface {
    public static let info = DemoInfo(
        id: "salon", title: "Salon selector",
        summary: "Snap-to-centre cards, expand + viewfinder",
        seed: "004_4889e6bdbb0cea0a.txt",
        shortcuts: [
            Shortcut("Drag / flick", "scroll the strip; it snaps a card to the centre"),
            Shortcut("Wheel", "a notch moves a card; a trackpad snaps to the nearest once quiet"),
            Shortcut("Click a card", "scroll it to the centre (viewfinder pulses)"),
            Shortcut("← / →", "previous / next card"),
            Shortcut("Home / End", "first / last card"),
        ], surface: .strip, stripScene: SalonLayout.stripScene(count: SalonEntity.all.count))

    /// UIView.animate's default curve.
    public static let timing = Easing.easeInOut

    /// Durations and physics in force (`salon.*`).
    public private(set) var parameters: SalonParameters
    /// The cards as a strip of items that rest centred, snapped by the platform in force.
    private(set) var strip: SnapStrip
    public private(set) var scrollingState: ScrollingState = .idle
    /// Whether the selection in flight came from a click or a key, for the status line's words.
    private(set) var selectedByKey = false
    private(set) var layout: SalonLayout
    private let salons: [SalonEntity]
    private var visible: [Int: SalonCell] = [:]
    private var pool = ReusePool<SalonCell>()
    private var viewfinder = Animated(Viewfinder.Appearance(.idle))
    private var now: Int64 = 0

    public init(context: DemoContext) {
        parameters = SalonParameters(context.parameters)
        salons = SalonEntity.all
        layout = SalonLayout(viewport: context.viewport, count: salons.count)
        // It opens with card 0 centred, the strip's minimum offset, as a layout pass: no scroll.
        strip = SnapStrip(
            geometry: layout.geometry, viewport: layout.strip.size, axis: .horizontal, physics: parameters.physics)
        strip.jump(to: layout.centredOffset(0))
        strip.catchUp(to: 0)
        updateVisibleCells()
        // The layout is known here, so the first card is selected now and shown expanded from
        // the first frame: no timer, nothing to wait for.
        visible[0]?.setState(.expanded, duration: 0, at: 0)
    }

    /// Durations apply to the next animation; the physics to the next release (a running glide
    /// or snap keeps the simulation it started with).
    public mutating func apply(_ parameters: SalonParameters) {
        self.parameters = parameters
        strip.physics = parameters.physics
    }

    /// The strip's scroll view.
    public var scroll: ScrollView { strip.scroll }
    /// The last drag release as `willEndDragging` saw it, after the snap (for HUD and tests).
    public var lastRelease: DragRelease? { strip.lastRelease }

    // MARK: - Release

    public var releaseScroll: ScrollView { scroll }
    public var releaseAxis: Axis { .horizontal }
    public var releaseChoseTarget: Bool? { lastRelease?.isRetargeted }
    public func restingItem(at offset: Double) -> Int? { strip.geometry.nearestItem(toOffset: offset) }

    /// The strip released as a drag would release it (the card resting there selected at the
    /// press), scrolling as a drag does.
    public mutating func release(at offset: Double, velocity: Double, time: Int64) {
        now = max(now, time)
        setScrollingState(.scrolling(animateSelectionFrame: true), at: now)
        strip.fling(from: offset, velocity: velocity, time: now)
        sync(at: now)
    }

    // MARK: - Step

    public mutating func step(_ frame: Frame, inputs: [TimedInput]) {
        for timed in inputs {
            now = max(now, timed.time)
            handle(timed)
            sync(at: timed.time)
        }
        now = max(now, frame.time)
        sync(at: frame.time)
    }

    private mutating func handle(_ timed: TimedInput) {
        let t = timed.time
        switch timed.input {
        case .pointerPressed(let p, _, _):
            strip.press(at: p, in: layout.strip, time: t)
        case .pointerMoved(let p, _):
            strip.move(to: p, time: t)
        case .pointerReleased(let p, _, _):
            // The seed's scrollViewWillEndDragging, as the platform snaps: a card comes to the centre.
            guard let (outcome, pressed) = strip.release(at: p, time: t) else { return }
            if outcome == .tap, let index = cardIndex(at: pressed) { select(index, at: t) }
        case .pointerExited:
            // The panel keeps forwarding a captured pointer; its release still comes.
            break
        case .wheelScrolled(let dx, let dy):
            let before = scroll.offset.x
            guard strip.wheel(dx: dx, dy: dy, time: t) else { return }
            // Scrolling starts now, not at the next frame's didScroll (a notch's spring has not
            // moved yet); and the wheel takes over a click's scroll: the user is scrolling.
            let moving = scroll.offset.x != before || scroll.target.map { $0.x != scroll.offset.x } == true
            if moving || scrollingState != .idle {
                setScrollingState(.scrolling(animateSelectionFrame: true), at: t)
            }
        case .keyPressed(let key, _):
            guard strip.pressPoint == nil else { return }
            handleKey(key, time: t)
        case .keyReleased:
            break
        case .viewportResized(let size):
            resize(to: size, time: t)
        case .parameterChanged, .sceneReloaded, .sceneReadFailed:
            break  // the app applies these through `apply`
        case .focusChanged(let focused):
            if !focused { strip.cancelPress(time: t) }  // comes to rest off-centre; the strip snaps it
        }
    }

    private mutating func handleKey(_ key: Key, time: Int64) {
        let base = selectedIndex
        switch key {
        case .left: select(max(0, base - 1), at: time, byKey: true)
        case .right: select(min(salons.count - 1, base + 1), at: time, byKey: true)
        case .home: select(0, at: time, byKey: true)
        case .end: select(salons.count - 1, at: time, byKey: true)
        default: break
        }
    }

    /// The seed's didSelectItemAt: scrolling(animateSelectionFrame: false) (the viewfinder
    /// shows at 1.15), the card expands over 0.3 s while scrollToItem brings it to the centre.
    /// A card that is already centred at rest stays as it is.
    ///
    /// Keys queue: a selection made while another one's scroll is still in flight (three quick
    /// →) retargets that scroll from where it is with the speed it has (a critically damped
    /// spring, `ScrollView.settle`) instead of restarting from rest, and the card it was
    /// expanding gives way.
    public mutating func select(_ index: Int, at time: Int64, byKey: Bool = false) {
        guard salons.indices.contains(index) else { return }
        let target = layout.centredOffset(index)
        if scroll.isSettled, scroll.offset.x == target { return }
        selectedByKey = byKey
        let retarget = scroll.phase == .animating && scrollingState == .scrolling(animateSelectionFrame: false)
        let previous = selectedIndex
        setScrollingState(.scrolling(animateSelectionFrame: false), at: time)
        if retarget, previous != index {
            visible[previous]?.setState(.collapsed, duration: parameters.selectionDuration, at: time)
        }
        visible[index]?.setState(.expanded, duration: parameters.clickDuration, at: time)
        if retarget {
            strip.settle(to: target, time: time)
        } else {
            strip.animate(to: target, duration: parameters.clickDuration, timing: Self.timing, time: time)
        }
    }

    private mutating func resize(to size: Size, time: Int64) {
        let anchor = selectedIndex
        let heading = scroll.target.map { strip.geometry.nearestItem(toOffset: $0.x) }
        layout = SalonLayout(viewport: size, count: salons.count)
        strip.apply(layout.geometry, viewport: layout.strip.size, time: time)
        switch scrollingState {
        case .idle:
            // A layout pass, not a scroll: keep the same card centred and expanded.
            strip.jump(to: layout.centredOffset(anchor))
            strip.catchUp(to: time)
        case .scrolling:
            // The insets moved every centred offset: re-aim a snap or click at its card. A drag
            // or a wheel gesture in progress snaps with the new layout when it ends.
            if strip.pressPoint == nil, scroll.nextDeadline == nil, let heading {
                strip.settle(to: layout.centredOffset(heading), time: time)
            }
        }
        updateVisibleCells()
    }

    /// Handles the strip's events up to `time` (it settles a quiet wheel and anything that
    /// stopped between cards on the nearest card), then notices when it came to rest.
    private mutating func sync(at time: Int64) {
        for event in strip.step(to: time) {
            switch event {
            case .didScroll:
                if scrollingState == .idle { setScrollingState(.scrolling(animateSelectionFrame: true), at: time) }
            case .willBeginDragging:
                setScrollingState(.scrolling(animateSelectionFrame: true), at: time)
            case .didEndWheelScrolling, .willEndDragging, .didEndDragging, .didEndDecelerating,
                .didEndScrollingAnimation:
                // Rest is decided below from isSettled: a wheel notch's end is not a rest.
                break
            }
        }
        updateVisibleCells()
        guard case .scrolling = scrollingState, scroll.isSettled else { return }
        setScrollingState(.idle, at: time)
    }

    private mutating func setScrollingState(_ state: ScrollingState, at time: Int64) {
        guard state != scrollingState else { return }
        scrollingState = state
        updateSelection(at: time)
    }

    /// The seed's updateSelection, 0.15 s: the viewfinder takes the state's alpha and scale;
    /// while scrolling every card collapses, at rest the centred card expands.
    private mutating func updateSelection(at time: Int64) {
        viewfinder.animate(to: Viewfinder.Appearance(scrollingState), duration: parameters.selectionDuration, at: time)
        let selected = selectedIndex
        for index in visible.keys {
            let state: CardState
            switch scrollingState {
            case .idle: state = index == selected ? .expanded : .collapsed
            case .scrolling: state = .collapsed
            }
            visible[index]!.setState(state, duration: parameters.selectionDuration, at: time)
        }
    }

    /// Cards that scrolled out go back to the pool; cards that scrolled in are dequeued.
    private mutating func updateVisibleCells() {
        let range = layout.visibleRange(offset: scroll.offset.x)
        for index in visible.keys where !range.contains(index) {
            var cell = visible.removeValue(forKey: index)!
            cell.prepareForReuse()
            pool.enqueue(cell, identifier: SalonCell.identifier)
        }
        for index in range where visible[index] == nil {
            var cell = pool.dequeue(SalonCell.identifier) { SalonCell() }
            cell.configure(index: index, salon: salons[index])
            visible[index] = cell
        }
    }

    private func cardIndex(at p: Point) -> Int? {
        visible.keys.sorted().first { index in
            visible[index]!.containerFrame(centre: layout.cardCentre(index, offset: scroll.offset.x), at: now).contains(
                p)
        }
    }

    // MARK: - Queries

    /// The card at the centre, or the one a running snap or click is taking there.
    public var selectedIndex: Int { strip.geometry.nearestItem(toOffset: strip.heading) }

    /// Points between the selected card's centre and the viewport's centre, from the current offset.
    public var centeredError: Double { abs(scroll.offset.x - layout.centredOffset(selectedIndex)) }

    /// The card whose state is expanded (animating or not), if any.
    public var expandedIndex: Int? { visible.keys.sorted().first { visible[$0]!.state == .expanded } }

    /// A visible card's current (interpolated) appearance.
    public func appearance(ofCard index: Int) -> CardAppearance? { visible[index]?.appearance.value(at: now) }

    /// The viewfinder's current alpha and scale.
    public var viewfinderAlpha: Double { viewfinder.value(at: now).alpha }
    public var viewfinderScale: Double { viewfinder.value(at: now).scale }

    public var visibleCardIndices: [Int] { visible.keys.sorted() }
    public var cardsCreated: Int { pool.created }
    public var stripFrame: Rect { layout.strip }
    /// Where card `index`'s centre is drawn now (demo coordinates).
    public func cardCentre(_ index: Int) -> Point { layout.cardCentre(index, offset: scroll.offset.x) }
    public func centredOffset(_ index: Int) -> Double { layout.centredOffset(index) }

    public var wake: Wake {
        var wake: Wake
        switch scroll.phase {
        case .idle: wake = .idle
        case .tracking: wake = scroll.nextDeadline.map { .at($0) } ?? .idle
        case .decelerating, .bouncing, .animating: wake = .nextFrame
        }
        if viewfinder.isRunning(at: now) || visible.values.contains(where: { $0.isAnimating(at: now) }) {
            wake = .nextFrame
        }
        return wake
    }

    public var state: StateValue {
        let frameFlag: StateValue
        switch scrollingState {
        case .idle: frameFlag = .null
        case .scrolling(let animate): frameFlag = .bool(animate)
        }
        return .fields([
            "offset_x": .double(scroll.offset.x),
            "selected": .int(selectedIndex),
            "phase": .string(scrollingState.name),
            "centered_error": .double(centeredError),
            "expanded": expandedIndex.map { .int($0) } ?? .null,
            "animate_selection_frame": frameFlag,
            "scroll_phase": .string(scroll.phase.name),
            "viewfinder_alpha": .double(viewfinderAlpha),
            "viewfinder_scale": .double(viewfinderScale),
            "cards_alive": .int(visible.count),
            "cards_created": .int(pool.created),
        ])
    }

    public var hudLines: [String] {
        var lines = [
            "cards alive \(visible.count) of \(salons.count) (created \(pool.created))",
            "\(statusText) · scroll \(scroll.phase.name)",
            "selected \(selectedIndex + 1) · off centre \(Self.format(centeredError)) pt",
        ]
        if let r = lastRelease {
            lines.append(
                "release \(Self.format(r.velocity.x)) pt/s → card \(strip.geometry.nearestItem(toOffset: r.targetContentOffset.x) + 1)"
            )
        }
        return lines
    }

    public var inspector: InspectorSnapshot? {
        strip.inspector(in: layout.strip, noun: "card")
    }

    static func format(_ value: Double) -> String { decimal(value) }

    // MARK: - Draw

    public func draw(into list: inout DrawList) {
        list.layer(.title) { list in
            list.text(Self.info.title, in: layout.title, size: 20, weight: .bold, color: Theme.text)
        }
        DemoSubtitle.draw(
            "Flick, drag, wheel or click: a card always comes to rest exactly in the centre",
            viewportWidth: layout.viewport.width, into: &list)
        let offset = scroll.offset.x
        list.layer(.content) { list in
            list.clipped(to: layout.strip) { list in
                // Android's stretch at an edge: the cards scaled towards it, inside the strip.
                list.transformed(.stretch(scroll.stretch(.horizontal), along: .horizontal, in: layout.strip)) { list in
                    for index in visible.keys.sorted() {
                        visible[index]!.draw(into: &list, centre: layout.cardCentre(index, offset: offset), at: now)
                    }
                }
            }
        }
        Viewfinder.draw(into: &list, centre: layout.centre, appearance: viewfinder.value(at: now))
        let salon = salons[selectedIndex]
        list.text(
            Self.selectionLine(selectedIndex, of: salons.count, salon, width: layout.selection.width),
            in: layout.selection, size: Self.selectionSize, weight: .bold, color: Theme.text, alignment: .center)
        list.text(statusText, in: layout.status, size: 12, color: Theme.secondaryText, alignment: .center)
    }
}
