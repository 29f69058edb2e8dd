import Motion

// A scene (docs/scenes.md): the engineer's own scroll surface from a scene file, played like
// the five demos. The release goes through the scene's snap rule in `willEndDragging`
// (`SceneGeometry.releaseTarget`) and the scroll view decelerates onto the target from the
// release velocity, never faster. Controls: drag / flick, wheel (snaps once quiet), click an
// item, ← / → (↑ / ↓ on a vertical scene) one item, Home / End the first / last.
// Only the visible items are laid out and drawn, found by binary search over the groups, so a
// million items cost what twenty do.

/// A scene file played as a demo.
public struct SceneDemo: Demo {
    public private(set) var scene: Scene
    public private(set) var parameters: SceneParameters
    public private(set) var scroll: ScrollView
    public private(set) var geometry: SceneGeometry
    /// The last drag release, after the snap rule (for the HUD and tests).
    public private(set) var lastRelease: DragRelease?
    /// Why the last save of the file was not applied (`FILE:LINE:COLUMN: …`), until a good one.
    public private(set) var reloadProblem: String?
    public private(set) var reloads = 0
    var frame: SceneFrame
    /// What was selected when the pointer went down on the viewport, while it is down.
    private var pressAnchor: SceneGeometry.Anchor?
    private var pressPoint: Point?
    private var now: Int64 = 0

    /// `values` must hold the scene's parameters (its catalog includes `scene`).
    public init(scene: Scene, context: DemoContext) {
        self.scene = scene
        parameters = SceneParameters(scene: scene, values: context.parameters)
        let axis = scene.definition.axis
        let sizing = parameters.geometry(of: scene.definition, viewportLength: 1)
        frame = SceneFrame(area: context.viewport, axis: axis, maxCross: sizing.maxCross)
        geometry = parameters.geometry(of: scene.definition, viewportLength: frame.length)
        scroll = ScrollView(viewport: frame.viewport.size, contentSize: .zero, axes: [axis])
        scroll.physics = parameters.physics
        applyGeometry(time: 0)
        // It opens with item 0 at its snap position (the content's start for `none` and `page`).
        scroll.setContentOffset(point(geometry.restingTarget(near: geometry.snapOffset(of: 0)) ?? geometry.minOffset))
    }

    public var info: DemoInfo { scene.info }
    var axis: Axis { scene.definition.axis }

    // MARK: - Parameters and reloads

    /// New values from the tuning panel: physics from the next release; geometry at once, with
    /// the selected item kept at its snap position.
    public mutating func retune(_ values: ParameterValues) {
        let next = SceneParameters(scene: scene, values: values)
        guard next != parameters else { return }
        let keep = selectedIndex
        parameters = next
        scroll.physics = next.physics
        relayout(keeping: keep, time: now)
    }

    /// The file was saved and parsed: the new scene runs from here, the scroll position kept
    /// where it still exists (the same item at its snap position, or the same offset).
    public mutating func reload(_ scene: Scene, values: ParameterValues) {
        let keep = selectedIndex
        self.scene = scene
        parameters = SceneParameters(scene: scene, values: values)
        scroll.physics = parameters.physics
        reloadProblem = nil
        reloads += 1
        relayout(keeping: keep, time: now)
    }

    /// The file was saved broken: the last good scene keeps running and says why.
    public mutating func reloadFailed(_ problem: String) { reloadProblem = problem }

    private mutating func relayout(keeping item: Int?, time: Int64) {
        let offset = scroll.offset[axis]
        let sizing = parameters.geometry(of: scene.definition, viewportLength: 1)
        frame = SceneFrame(area: frame.area, axis: axis, maxCross: sizing.maxCross)
        geometry = parameters.geometry(of: scene.definition, viewportLength: frame.length)
        applyGeometry(time: time)
        if let item, geometry.snap != .none, geometry.itemCount > 0 {
            let index = min(item, geometry.itemCount - 1)
            let target =
                geometry.snap == .page
                ? geometry.pageOffset(geometry.nearestPage(toOffset: offset))
                : geometry.snapOffset(of: index)
            scroll.setContentOffset(point(target))
        } else {
            scroll.setContentOffset(point(clamp(offset, geometry.minOffset...geometry.maxOffset)))
        }
        _ = scroll.step(to: time)
    }

    /// The scroll view's content and insets for the current geometry: the content's own length,
    /// widened by insets to reach every snap offset.
    private mutating func applyGeometry(time: Int64) {
        let content = geometry.contentLength
        let leading = max(0, -geometry.minOffset)
        let trailing = max(0, geometry.maxOffset - (content - geometry.viewportLength))
        let size =
            axis == .horizontal
            ? Size(width: content, height: frame.viewport.height) : Size(width: frame.viewport.width, height: content)
        let insets =
            axis == .horizontal
            ? EdgeInsets(left: leading, right: trailing) : EdgeInsets(top: leading, bottom: trailing)
        scroll.resize(viewport: frame.viewport.size, contentSize: size, insets: insets, time: max(time, scroll.time))
    }

    func point(_ along: Double) -> Point { axis == .horizontal ? Point(x: along, y: 0) : Point(x: 0, y: along) }

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
        case .pointerPressed(let p, _):
            guard frame.viewport.contains(p) else { return }
            pressPoint = p
            pressAnchor = geometry.anchor(atOffset: scroll.target?[axis] ?? scroll.offset[axis])
            scroll.pointerPressed(at: p, time: t)
        case .pointerMoved(let p):
            if pressPoint != nil { scroll.pointerMoved(to: p, time: t) }
        case .pointerReleased(let p, _):
            guard let pressed = pressPoint, let anchor = pressAnchor else { return }
            pressPoint = nil
            pressAnchor = nil
            let geometry = self.geometry
            let axis = self.axis
            let physics = parameters.physics
            let maxItems = parameters.maxItemsPerFling
            var release: DragRelease?
            let outcome = scroll.pointerReleased(at: p, time: t) { request in
                if let target = geometry.releaseTarget(
                    offset: request.offset[axis], velocity: request.velocity[axis],
                    projected: request.projectedLanding[axis], anchor: anchor, maxItems: maxItems, physics: physics)
                {
                    request.targetContentOffset[axis] = target
                    // One item (page) per fling: Android times the snap as PagerSnapHelper does.
                    request.isPaging = maxItems == 1 || geometry.snap == .page
                }
                release = request
            }
            switch outcome {
            case .tap:
                if let index = item(at: pressed) { select(index, at: t) }
            case .caught: break
            case .dragged: lastRelease = release
            }
        case .pointerExited, .keyReleased, .parameterChanged, .sceneReloaded, .sceneReadFailed:
            break
        case .wheelScrolled(let dx, let dy):
            guard pressPoint == nil else { return }
            scroll.wheel(dx: dx, dy: dy, time: t)
        case .keyPressed(let key, _):
            guard pressPoint == nil else { return }
            handleKey(key, time: t)
        case .viewportResized(let size):
            let keep = selectedIndex
            frame = SceneFrame(area: size, axis: axis, maxCross: geometry.maxCross)
            relayout(keeping: keep, time: t)
        case .focusChanged(let focused):
            if !focused, pressPoint != nil {
                pressPoint = nil
                pressAnchor = nil
                scroll.pointerCancelled(time: t)
            }
        }
    }

    private mutating func handleKey(_ key: Key, time: Int64) {
        guard geometry.itemCount > 0 else { return }
        let previous: Bool
        switch key {
        case .left, .up: previous = true
        case .right, .down: previous = false
        case .home: return select(0, at: time)
        case .end: return select(geometry.itemCount - 1, at: time)
        default: return
        }
        // Counted from where a running move is going, so three quick presses move three items.
        let going = scroll.target?[axis] ?? scroll.offset[axis]
        if geometry.snap == .page {
            let page = geometry.nearestPage(toOffset: going) + (previous ? -1 : 1)
            settle(to: geometry.pageOffset(min(max(0, page), geometry.lastPage)), at: time)
            return
        }
        let base = geometry.selectedItem(atOffset: going) ?? geometry.item(at: going + geometry.insets.leading)
        select(min(max(0, base + (previous ? -1 : 1)), geometry.itemCount - 1), at: time)
    }

    /// Brings item `index` to its snap position (its start at the leading inset for `none`,
    /// its page for `page`) from where the content is, at the speed it has.
    public mutating func select(_ index: Int, at time: Int64) {
        guard geometry.itemCount > 0 else { return }
        let index = min(max(0, index), geometry.itemCount - 1)
        let target: Double
        switch geometry.snap {
        case .page: target = geometry.pageOffset(geometry.nearestPage(toOffset: geometry.snapOffset(of: index)))
        case .none: target = clamp(geometry.snapOffset(of: index), geometry.minOffset...geometry.maxOffset)
        case .start, .center, .end: target = geometry.snapOffset(of: index)
        }
        settle(to: target, at: time)
    }

    private mutating func settle(to target: Double, at time: Int64) {
        if scroll.isSettled, scroll.offset[axis] == target { return }
        scroll.settle(to: point(target), time: time)
    }

    /// Runs the scroll view's events to `time`; a wheel that went quiet, or anything that came
    /// to rest between snap positions, is settled onto the nearest one.
    private mutating func sync(at time: Int64) {
        for event in scroll.step(to: time) {
            if case .didEndWheelScrolling = event,
                let target = geometry.restingTarget(near: scroll.target?[axis] ?? scroll.offset[axis])
            {
                scroll.settle(to: point(target), time: time)
            }
        }
        guard pressPoint == nil, scroll.isSettled, let target = geometry.restingTarget(near: scroll.offset[axis]),
            target != scroll.offset[axis]
        else { return }
        scroll.settle(to: point(target), time: time)
        _ = scroll.step(to: time)
    }

    /// The item under demo point `p`, if any.
    func item(at p: Point) -> Int? {
        guard frame.viewport.contains(p), geometry.itemCount > 0 else { return nil }
        let position = scroll.offset[axis] + frame.along(p)
        let index = geometry.item(at: position)
        guard geometry.start(of: index) <= position, position < geometry.end(of: index) else { return nil }
        let across = axis == .horizontal ? p.y - frame.viewport.minY : p.x - frame.viewport.minX
        let margin = (frame.crossLength - geometry.cross(of: index)) / 2
        return across >= margin && across < margin + geometry.cross(of: index) ? index : nil
    }

    // MARK: - Queries

    /// The item at the snap position, or the one a running move is taking there; nil for `none`.
    public var selectedIndex: Int? { geometry.selectedItem(atOffset: scroll.target?[axis] ?? scroll.offset[axis]) }
    public var offset: Double { scroll.offset[axis] }
    public var viewportLength: Double { frame.length }
    public var viewportFrame: Rect { frame.viewport }
    var currentTime: Int64 { now }
}
