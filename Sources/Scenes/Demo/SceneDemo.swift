import Motion
import PlaygroundCore

// A scene (docs/scenes.md): the engineer's own scroll surface from a scene file, played like
// the five demos. The release goes through the scene's snap rule in `willEndDragging`
// (`SceneGeometry.releaseTarget`) and the scroll view decelerates onto the target from the
// release velocity, never faster. Controls: drag / flick, wheel (snaps once quiet), click an
// item, ← / → (↑ / ↓ on a vertical scene) one item, Home / End the first / last.
// Only the visible items are laid out and drawn, found by binary search over the groups, so a
// million items cost what twenty do.

/// A scene file played as a demo.
public struct SceneDemo: Demo, ReleaseSurface {
    public private(set) var scene: Scene
    public private(set) var parameters: SceneParameters
    /// The items, the scroll view and the platform's snapping.
    private(set) var strip: SnapStrip
    /// Why the last save of the file was not applied (`FILE:LINE:COLUMN: …`), until a good one.
    public private(set) var reloadProblem: String?
    public private(set) var reloads = 0
    var frame: SceneFrame
    private var now: Int64 = 0

    /// `values` must hold the scene's parameters (its catalog includes `scene`).
    public init(scene: Scene, context: DemoContext) {
        self.scene = scene
        parameters = SceneParameters(scene: scene, values: context.parameters)
        let axis = scene.definition.axis
        frame = parameters.frame(of: scene.definition, area: context.viewport)
        let geometry = parameters.geometry(of: scene.definition, viewportLength: frame.length, room: frame.room)
        strip = SnapStrip(
            geometry: geometry, viewport: frame.viewport.size, axis: axis, physics: parameters.physics,
            maxItemsPerFling: parameters.maxItemsPerFling)
        // It opens with item 0 at its snap position (the content's start for `none` and `page`).
        strip.jump(to: geometry.restingTarget(near: geometry.snapOffset(of: 0)) ?? geometry.minOffset)
    }

    public var info: DemoInfo { scene.info }
    var axis: Axis { scene.definition.axis }
    public var scroll: ScrollView { strip.scroll }
    public var geometry: SceneGeometry { strip.geometry }
    /// The last drag release, after the snap rule (for the HUD and tests).
    public var lastRelease: DragRelease? { strip.lastRelease }

    // MARK: - Parameters and reloads

    /// New values from the tuning panel: physics from the next release; geometry at once, with
    /// the selected item kept at its snap position.
    public mutating func retune(_ values: ParameterValues) {
        let next = SceneParameters(scene: scene, values: values)
        guard next != parameters else { return }
        let keep = selectedIndex
        parameters = next
        relayout(keeping: keep, time: now)
    }

    /// The file was saved and parsed: the new scene runs from here, the scroll position kept
    /// where it still exists (the same item at its snap position, or the same offset).
    public mutating func reload(_ scene: Scene, values: ParameterValues) {
        let keep = selectedIndex
        self.scene = scene
        parameters = SceneParameters(scene: scene, values: values)
        reloadProblem = nil
        reloads += 1
        relayout(keeping: keep, time: now)
    }

    /// The file was saved broken: the last good scene keeps running and says why.
    public mutating func reloadFailed(_ problem: String) { reloadProblem = problem }

    private mutating func relayout(keeping item: Int?, time: Int64) {
        strip.physics = parameters.physics
        strip.maxItemsPerFling = parameters.maxItemsPerFling
        let offset = strip.offset
        frame = parameters.frame(of: scene.definition, area: frame.area)
        let geometry = parameters.geometry(of: scene.definition, viewportLength: frame.length, room: frame.room)
        strip.apply(geometry, viewport: frame.viewport.size, time: time)
        if let item, geometry.snap != .none, geometry.itemCount > 0 {
            let index = min(item, geometry.itemCount - 1)
            let target =
                geometry.snap == .page
                ? geometry.pageOffset(geometry.nearestPage(toOffset: offset))
                : geometry.restOffset(of: index)
            strip.jump(to: target)
        } else {
            strip.jump(to: clamp(offset, geometry.minOffset...geometry.maxOffset))
        }
        strip.catchUp(to: time)
    }

    func point(_ along: Double) -> Point { strip.point(along) }

    // MARK: - Release

    public var releaseScroll: ScrollView { scroll }
    public var releaseAxis: Axis { axis }
    /// Nil when nothing snaps: `none` without a fling limit leaves every release alone.
    public var releaseChoseTarget: Bool? {
        geometry.snap == .none && strip.maxItemsPerFling == nil ? nil : lastRelease?.isRetargeted
    }
    public func restingItem(at offset: Double) -> Int? { geometry.selectedItem(atOffset: offset) }

    public mutating func release(at offset: Double, velocity: Double, time: Int64) {
        now = max(now, time)
        strip.fling(from: offset, velocity: velocity, time: now)
        _ = strip.step(to: now)
    }

    // MARK: - Step

    public mutating func step(_ frame: Frame, inputs: [TimedInput]) {
        for timed in inputs {
            now = max(now, timed.time)
            handle(timed)
            _ = strip.step(to: timed.time)
        }
        now = max(now, frame.time)
        _ = strip.step(to: frame.time)
    }

    private mutating func handle(_ timed: TimedInput) {
        let t = timed.time
        switch timed.input {
        case .pointerPressed(let p, _, _):
            strip.press(at: p, in: frame.viewport, time: t)
        case .pointerMoved(let p, _):
            strip.move(to: p, time: t)
        case .pointerReleased(let p, _, _):
            guard let (outcome, pressed) = strip.release(at: p, time: t) else { return }
            if outcome == .tap, let index = item(at: pressed) { select(index, at: t) }
        case .pointerExited, .keyReleased, .parameterChanged, .sceneReloaded, .sceneReadFailed:
            break
        case .wheelScrolled(let dx, let dy):
            strip.wheel(dx: dx, dy: dy, time: t)
        case .keyPressed(let key, _):
            guard strip.pressPoint == nil else { return }
            handleKey(key, time: t)
        case .viewportResized(let size):
            let keep = selectedIndex
            frame = SceneFrame(area: size, axis: axis, maxCross: geometry.maxCross)
            relayout(keeping: keep, time: t)
        case .focusChanged(let focused):
            if !focused { strip.cancelPress(time: t) }
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
        let going = strip.heading
        if geometry.snap == .page {
            let page = geometry.nearestPage(toOffset: going) + (previous ? -1 : 1)
            settle(to: geometry.pageOffset(min(max(0, page), geometry.lastPage)), at: time)
            return
        }
        let base = geometry.selectedItem(atOffset: going) ?? geometry.item(at: going + geometry.insets.leading)
        select(min(max(0, base + (previous ? -1 : 1)), geometry.itemCount - 1), at: time)
    }

    /// Brings item `index` to its rest (its snap position held to the range; its start at the
    /// leading inset for `none`, its page for `page`) from where the content is, at the speed it
    /// has.
    public mutating func select(_ index: Int, at time: Int64) {
        guard geometry.itemCount > 0 else { return }
        let index = min(max(0, index), geometry.itemCount - 1)
        let target: Double
        switch geometry.snap {
        case .page: target = geometry.pageOffset(geometry.nearestPage(toOffset: geometry.snapOffset(of: index)))
        case .none: target = clamp(geometry.snapOffset(of: index), geometry.minOffset...geometry.maxOffset)
        case .start, .center, .end: target = geometry.restOffset(of: index)
        }
        settle(to: target, at: time)
    }

    private mutating func settle(to target: Double, at time: Int64) {
        if scroll.isSettled, strip.offset == target { return }
        strip.settle(to: target, time: time)
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
    public var selectedIndex: Int? { geometry.selectedItem(atOffset: strip.heading) }
    public var offset: Double { strip.offset }
    public var viewportLength: Double { frame.length }
    public var viewportFrame: Rect { frame.viewport }
    var currentTime: Int64 { now }
}
