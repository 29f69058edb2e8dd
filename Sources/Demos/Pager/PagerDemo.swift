import Motion
import PlaygroundCore

// Transition pager (seed 001): Toutiao's channel pager built as a custom container, with the
// seed's class structure — container (data source + delegate, currentIndex, selectIndex,
// reload), transition context (completeTransition drives the children's lifecycle), transition
// delegate (animator from the two indices), animators, and the percent-driven interactive
// controller the seed never wrote. 100 channels are served by two reused controllers.
// Controls: drag the page sideways (interactive; release past half or flick to finish), click or
// drag/wheel the tab bar, ← / → previous / next, Home / End first / last channel, A next animator
// (or click its button), R reload.

/// The pager demo.
public struct PagerDemo: BuiltInDemo {
    public static let info = DemoInfo(
        id: "pager", title: "Transition pager",
        summary: "Toutiao container: transitions, reuse, interactive",
        seed: "001_155f022ce2ae8673.txt",
        shortcuts: [
            Shortcut("Drag the page sideways", "interactive transition; release past half or flick to finish"),
            Shortcut("Click a tab", "one transition straight to that channel"),
            Shortcut("Drag / wheel the tab bar", "scroll the channel titles"),
            Shortcut("← / →", "previous / next channel"),
            Shortcut("Home / End", "first / last channel"),
            Shortcut("A", "next animator: slide, parallax push, cross-fade, scale"),
            Shortcut("R", "reload the container (reloadChildViewControllers)"),
        ], surface: .pages)

    /// Toutiao's red.
    static let accent = Color(hex: 0xF04142)
    /// Pointer travel (pt) after which a press on the page picks a direction: past the click
    /// slop, so a click never starts a transition.
    public static let directionLockDistance = ClickDetector.slop

    /// Durations, thresholds and physics in force (`pager.*`).
    public private(set) var parameters: PagerParameters
    /// The page's feel: the rubber band past the first and last channel, the spring back, and
    /// how a flick runs its transition to the end (`pager.page_deceleration_rate`, UIKit's
    /// `.fast` by default, so a flicked page settles in well under a second).
    public var pagePhysics: ScrollPhysics { parameters.pagePhysics }
    public private(set) var container: PagerContainer
    public private(set) var style: ChannelTransitionDelegate.Style
    private(set) var layout: PagerLayout
    private(set) var tabBar: PagerTabBar
    private var gesture = PagerGesture.none
    /// The last press was on the tab bar and no page has turned since: a gesture's numbers are
    /// then the tab bar's scroll, else the pages' (`gestureSnapshot`).
    private var tabBarHasTheGesture = false
    /// The page drag's pointer samples, read by the page physics' platform's velocity tracker.
    private var samples = PointerSamples()
    private var click = ClickDetector()
    /// The page's rubber-band offset while dragged past an end (pt, + = right).
    private var edgeDrag = 0.0
    /// The spring back after a rubber band.
    private var edgeReturn: TimedSimulation<SpringSimulation>?
    /// The channel the tab bar last scrolled to.
    private var tabFocus = 0
    private(set) var now: Int64 = 0

    public init(context: DemoContext) {
        let parameters = PagerParameters(context.parameters)
        self.parameters = parameters
        style = parameters.animator
        layout = PagerLayout(viewport: context.viewport)
        let source = ChannelDataSource.standard
        let delegate = ChannelTransitionDelegate(style: parameters.animator, duration: parameters.slideDuration)
        container = PagerContainer(dataSource: source, transitionDelegate: delegate, frame: layout.content)
        container.finishVelocityThreshold = parameters.finishVelocity
        container.finishProgressThreshold = parameters.finishProgress
        tabBar = PagerTabBar(titles: source.channels.map(\.chinese), frame: layout.tabBar)
        tabBar.scroll.physics = parameters.physics
        tabBar.scrollDuration = parameters.tabScrollDuration
    }

    /// Thresholds decide the next release, durations the next transition or tab scroll (a
    /// running transition keeps its animator, as UIKit asks once); a changed animator becomes
    /// the one in use.
    public mutating func apply(_ parameters: PagerParameters) {
        let old = self.parameters
        self.parameters = parameters
        container.finishVelocityThreshold = parameters.finishVelocity
        container.finishProgressThreshold = parameters.finishProgress
        tabBar.scroll.physics = parameters.physics
        tabBar.scrollDuration = parameters.tabScrollDuration
        if parameters.animator != old.animator {
            setStyle(parameters.animator)
        } else if parameters.slideDuration != old.slideDuration {
            setStyle(style)
        }
    }

    // MARK: - Step

    public mutating func step(_ frame: Frame, inputs: [TimedInput]) {
        for timed in inputs { handle(timed) }
        now = max(now, frame.time)
        if container.transition != nil { tabBarHasTheGesture = false }
        container.advance(to: now)
        _ = tabBar.scroll.step(to: now)
        if let r = edgeReturn, r.isDone(at: now) { edgeReturn = nil }
        followFocus(time: now)
    }

    private mutating func handle(_ timed: TimedInput) {
        let t = timed.time
        now = max(now, t)
        container.advance(to: t)
        switch timed.input {
        case .pointerPressed(let p, _, _): pointerPressed(p, time: t)
        case .pointerMoved(let p, _): pointerMoved(p, time: t)
        case .pointerReleased(let p, _, _): pointerReleased(p, time: t)
        case .pointerExited: pointerReleased(nil, time: t)
        case .wheelScrolled(let dx, let dy):
            if gesture == .none { tabBar.scroll.wheel(dx: dx, dy: dy, time: t) }
        case .keyPressed(let key, _): handleKey(key, time: t)
        case .keyReleased, .focusChanged, .parameterChanged, .sceneReloaded, .sceneReadFailed: break
        case .viewportResized(let size):
            layout = PagerLayout(viewport: size)
            container.resize(frame: layout.content)
            tabBar.resize(frame: layout.tabBar, time: t)
        }
        followFocus(time: t)
    }

    private mutating func pointerPressed(_ p: Point, time: Int64) {
        tabBarHasTheGesture = tabBar.frame.contains(p)
        if tabBar.frame.contains(p) {
            gesture = .tabBar
            tabBar.scroll.pointerPressed(at: p, time: time)
        } else if layout.content.contains(p) {
            samples.reset()
            samples.add(time: time, position: p)
            let banded = edgeOffset(at: time)
            if banded != 0 {
                // Catch the spring back where it is; the drag continues from there.
                edgeReturn = nil
                edgeDrag = banded
                let raw = pagePhysics.rawOverscroll(for: banded, dimension: layout.content.width)
                gesture = .rubberBand(start: p, rawStart: raw, side: banded > 0 ? 1 : -1)
            } else {
                // A press on a moving transition settles it (as a tab click or key does).
                container.settle()
                gesture = .pending(start: p)
            }
        } else {
            gesture = .controls
            click.press(at: p)
        }
    }

    private mutating func pointerMoved(_ p: Point, time: Int64) {
        switch gesture {
        case .none, .ignored, .controls:
            break
        case .tabBar:
            tabBar.scroll.pointerMoved(to: p, time: time)
        case .pending(let start):
            samples.add(time: time, position: p)
            let d = p - start
            guard (d.x * d.x + d.y * d.y).squareRoot() > Self.directionLockDistance else { return }
            guard abs(d.x) > abs(d.y) else {
                gesture = .ignored
                return
            }
            // Drag left → next channel, drag right → previous.
            let step = d.x < 0 ? 1 : -1
            if container.beginInteractive(to: container.currentIndex + step, time: time) {
                gesture = .interactive(start: start, step: step)
                updateInteractive(p, start: start, step: step, time: time)
            } else {
                gesture = .rubberBand(start: start, rawStart: 0, side: d.x > 0 ? 1 : -1)
                updateRubberBand(p, start: start, rawStart: 0, side: d.x > 0 ? 1 : -1)
            }
        case .interactive(let start, let step):
            samples.add(time: time, position: p)
            updateInteractive(p, start: start, step: step, time: time)
        case .rubberBand(let start, let rawStart, let side):
            samples.add(time: time, position: p)
            updateRubberBand(p, start: start, rawStart: rawStart, side: side)
        }
    }

    /// progress = drag distance / container width, in the transition's direction.
    private mutating func updateInteractive(_ p: Point, start: Point, step: Int, time: Int64) {
        container.updateInteractive(Double(step) * (start.x - p.x) / layout.content.width, time: time)
    }

    private mutating func updateRubberBand(_ p: Point, start: Point, rawStart: Double, side: Double) {
        let raw = rawStart + p.x - start.x
        let clamped = side > 0 ? max(0, raw) : min(0, raw)
        edgeDrag = pagePhysics.overscroll(forRaw: clamped, dimension: layout.content.width)
    }

    private mutating func pointerReleased(_ p: Point?, time: Int64) {
        let g = gesture
        gesture = .none
        switch g {
        case .none, .ignored, .pending:
            break
        case .tabBar:
            if let p {
                if tabBar.scroll.pointerReleased(at: p, time: time) == .tap, let i = tabBar.tab(at: p) {
                    container.select(i, time: time)
                }
            } else {
                tabBar.scroll.pointerCancelled(time: time)
            }
        case .controls:
            if let p, let at = click.release(at: p) {
                if let i = layout.styleButtons(count: ChannelTransitionDelegate.Style.allCases.count).firstIndex(
                    where: { $0.contains(at) })
                {
                    setStyle(ChannelTransitionDelegate.Style.allCases[i])
                }
            } else {
                click.cancel()
            }
        case .interactive(_, let step):
            let pointerVelocity = releaseVelocity(at: p, time: time)
            // Toward completion: dragging left completes "next".
            container.endInteractive(velocity: -Double(step) * pointerVelocity, time: time, physics: pagePhysics)
        case .rubberBand(_, _, let side):
            startEdgeReturn(velocity: releaseVelocity(at: p, time: time), side: side, time: time)
        }
    }

    /// The page drag's release velocity (pt/s, pointer space, horizontal) as the page physics'
    /// platform's velocity tracker reads it; 0 for a pointer that went away. The lift adds no
    /// sample (as on every platform), unless it is away from the last move: then it moved there.
    private mutating func releaseVelocity(at p: Point?, time: Int64) -> Double {
        guard let p else { return 0 }
        if p != samples.newest?.position { samples.add(time: time, position: p) }
        return pagePhysics.velocityEstimate(samples, at: time).velocity.x
    }

    /// Springs the rubber-banded page back with the release velocity carried through the band.
    private mutating func startEdgeReturn(velocity: Double, side: Double, time: Int64) {
        let slope = pagePhysics.rubberBandSlope(atOverscroll: edgeDrag, dimension: layout.content.width)
        let spring = pagePhysics.bounceBack(from: edgeDrag, to: 0, velocity: velocity * slope)
        edgeDrag = 0
        edgeReturn = spring.isDone(at: 0) ? nil : TimedSimulation(spring, start: time)
    }

    private mutating func handleKey(_ key: Key, time: Int64) {
        switch key {
        // Keys queue: ← / → count from where the container is heading (a queued channel
        // included), so three quick → go three channels on.
        case .left:
            interrupt(time: time)
            container.select(focusIndex - 1, time: time)
        case .right:
            interrupt(time: time)
            container.select(focusIndex + 1, time: time)
        case .home:
            interrupt(time: time)
            container.select(0, time: time)
        case .end:
            interrupt(time: time)
            container.select(container.numberOfChildren - 1, time: time)
        case "a":
            let all = ChannelTransitionDelegate.Style.allCases
            setStyle(all[((all.firstIndex(of: style) ?? 0) + 1) % all.count])
        case "r":
            interrupt(time: time)
            container.reload(time: time)
        default: break
        }
    }

    /// A key acts while the finger may still hold a transition or a rubber band: settle a
    /// transition still under the finger at its current decision (so the key's neighbour is
    /// counted from a final index) and let the drag go until release. A transition animating
    /// on its own keeps going; the key's transition queues behind it.
    private mutating func interrupt(time: Int64) {
        container.advance(to: time)
        if container.transition != nil, !container.isAnimating { container.settle() }
        switch gesture {
        case .interactive, .pending:
            gesture = .ignored
        case .rubberBand(_, _, let side):
            gesture = .ignored
            startEdgeReturn(velocity: 0, side: side, time: time)
        case .none, .ignored, .tabBar, .controls:
            break
        }
    }

    private mutating func setStyle(_ newStyle: ChannelTransitionDelegate.Style) {
        style = newStyle
        // The running transition keeps the animator it was started with (UIKit asks once).
        container.transitionDelegate = ChannelTransitionDelegate(style: newStyle, duration: parameters.slideDuration)
    }

    /// Keeps the tab bar on the channel the container is heading to.
    private mutating func followFocus(time: Int64) {
        let focus = focusIndex
        guard focus != tabFocus, gesture != .tabBar else { return }
        tabFocus = focus
        tabBar.scrollIntoView(focus, time: time)
    }

    /// Where the container will rest: a queued selection, an animation's destination, a
    /// released interactive transition's decision, otherwise the current index.
    private var focusIndex: Int {
        if let queued = container.queuedIndex { return queued }
        guard let transition = container.transition else { return container.currentIndex }
        switch transition.driver {
        case .animated: return transition.context.toIndex
        case .interactive(let interactive):
            return interactive.decision == true ? transition.context.toIndex : container.currentIndex
        }
    }

    func edgeOffset(at time: Int64) -> Double {
        if let r = edgeReturn { return r.position(at: time) }
        return edgeDrag
    }

    // MARK: - Queries

    public var wake: Wake {
        var wake: Wake =
            container.isAnimating || edgeReturn != nil || !tabBar.scroll.isSettled && tabBar.scroll.phase != .tracking
            ? .nextFrame : .idle
        if let deadline = tabBar.scroll.nextDeadline { wake = wake.merged(with: .at(deadline)) }
        return wake
    }

    public var state: StateValue {
        var transition = StateValue.null
        if let t = container.transition {
            transition = .fields([
                "from": .int(t.context.fromIndex),
                "to": .int(t.context.toIndex),
                "progress": .double(container.fraction),
                "interactive": .bool(t.isInteractive),
            ])
        }
        return .fields([
            "index": .int(container.currentIndex),
            "transition": transition,
            "controllers_created": .int(container.controllersCreated),
            "controllers_alive": .int(container.children.count),
            "controllers_pooled": .int(container.pool.waitingCount),
            "animator": .string(container.transition?.animator.name ?? style.rawValue),
            "edge_offset": .double(edgeOffset(at: now)),
            "tab_offset_x": .double(tabBar.scroll.offset.x),
            "log_count": .int(container.log.total),
        ])
    }

    public var hudLines: [String] {
        [
            "controllers: \(container.controllersCreated) created, \(container.children.count) alive, "
                + "\(container.pool.waitingCount) pooled for \(container.numberOfChildren) channels",
            "animator \(style.rawValue)",
        ]
    }

    public var inspector: InspectorSnapshot? {
        InspectorSnapshot(scroll: tabBar.scroll, axis: .horizontal, viewportFrame: tabBar.frame)
    }

    /// A swipe's, a tab click's or a key's page turn in page widths along x (channel k rests at
    /// k × the content's width), with the rubber band past either end; the phase is the turn's
    /// or the band's, so the numbers end when the page does, not when the tab bar has followed.
    /// A drag of the tab bar itself is the tab bar's scroll.
    public var gestureSnapshot: InspectorSnapshot? {
        if tabBarHasTheGesture, container.transition == nil, edgeReturn == nil, edgeDrag == 0 { return inspector }
        let width = layout.content.width
        let (from, to) = transitionTabs
        let span = Double(to - from)
        let phase: ScrollPhase
        var target: Double?
        if let transition = container.transition {
            let held = transition.isInteractive && !container.isAnimating
            phase = held ? .tracking : .animating
            if case .interactive(let interactive) = transition.driver, let finishing = interactive.decision {
                target = Double(finishing ? to : from) * width
            } else if !transition.isInteractive {
                target = Double(to) * width
            }
        } else if edgeReturn != nil {
            phase = .bouncing
            target = Double(container.currentIndex) * width
        } else {
            // A finger on the page (a swipe not yet decided, or past an end) holds it; one on a
            // control or dragging up and down moves no page.
            switch gesture {
            case .pending, .interactive, .rubberBand: phase = .tracking
            case .none, .ignored, .tabBar, .controls: phase = edgeDrag != 0 ? .tracking : .idle
            }
        }
        // The band moves the page right of its rest for a positive offset: the content's offset goes down.
        let band = edgeOffset(at: now)
        let bandVelocity = edgeReturn.map { $0.velocity(at: now) } ?? 0
        return InspectorSnapshot(
            axis: .horizontal, phase: phase.name, offset: (Double(from) + span * container.fraction) * width - band,
            velocity: span * container.fractionVelocity * width - bandVelocity, projectedLanding: nil, target: target,
            minOffset: 0, maxOffset: Double(max(0, container.numberOfChildren - 1)) * width,
            viewportFrame: layout.content, viewportLength: width)
    }

    // MARK: - Test hooks

    /// The full event log (lifecycle, animationEnded, delegate calls).
    public var log: [PagerLogEntry] { container.log.entries }
    /// The tab underline now, in tab-bar content coordinates.
    public var indicatorFrame: Rect {
        let (from, to) = transitionTabs
        return tabBar.indicator(from: from, to: to, fraction: container.fraction)
    }
    /// Tab `i`'s resting underline, in tab-bar content coordinates.
    public func indicatorFrame(ofTab i: Int) -> Rect { tabBar.indicator(i) }
    /// Tab `i`'s centre in demo coordinates at the current tab-bar offset (for clicking it).
    public func tabCentre(_ i: Int) -> Point {
        let tab = tabBar.tabs[i]
        return Point(x: tabBar.frame.minX + tab.x + tab.width / 2 - tabBar.scroll.offset.x, y: tabBar.frame.midY)
    }
    public var tabBarOffset: Double { tabBar.scroll.offset.x }
    public func tabCentringOffset(_ i: Int) -> Double { tabBar.centringOffset(i) }
    public var contentFrame: Rect { layout.content }
    /// The rubber-band offset of the resting page, pt.
    public var edgeOffset: Double { edgeOffset(at: now) }

    var transitionTabs: (Int, Int) {
        guard let t = container.transition else { return (container.currentIndex, container.currentIndex) }
        return (t.context.fromIndex, t.context.toIndex)
    }
}
