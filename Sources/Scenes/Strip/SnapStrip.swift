import Motion

/// A strip of items that comes to rest by a snap rule, as the salon and every scene scroll: a
/// scroll view over a `SceneGeometry`, the item selected at the press, the platform's choice of
/// rest at the release (`PlatformScrolling.snapTarget`, through `willEndDragging`), a mouse
/// wheel's notch to the next rest, the rest a quiet trackpad is taken to, and the snap of anything
/// that came to rest between rests, the platform's way (`PlatformScrolling.idleSnap`: Android snaps
/// a release its snap helper left alone once the list is idle). The demos keep what is theirs:
/// what a tap or a key selects, how they draw.
package struct SnapStrip: Sendable {
    package private(set) var scroll: ScrollView
    package private(set) var geometry: SceneGeometry
    let axis: Axis
    /// At most this many items (pages) per fling from the one selected at the press; nil: any.
    var maxItemsPerFling: Int?
    /// The last drag release, after the snap (for the HUD and tests).
    package private(set) var lastRelease: DragRelease?
    /// Where the pointer went down on the strip and what was selected then, while it is down.
    package private(set) var pressPoint: Point?
    private var pressAnchor: SnapAnchor?

    /// A strip showing `geometry` in a viewport of `viewport` along `axis`, at rest at its minimum.
    package init(
        geometry: SceneGeometry, viewport: Size, axis: Axis, physics: ScrollPhysics, maxItemsPerFling: Int? = nil
    ) {
        self.geometry = geometry
        self.axis = axis
        self.maxItemsPerFling = maxItemsPerFling
        scroll = ScrollView(viewport: viewport, contentSize: .zero, axes: [axis])
        scroll.physics = physics
        apply(geometry, viewport: viewport, time: 0)
    }

    package var physics: ScrollPhysics {
        get { scroll.physics }
        set { scroll.physics = newValue }
    }

    /// A point on the strip's axis.
    func point(_ along: Double) -> Point { axis == .horizontal ? Point(x: along, y: 0) : Point(x: 0, y: along) }

    /// The offset along the axis, and where a running motion is taking it.
    var offset: Double { scroll.offset[axis] }
    package var heading: Double { scroll.target?[axis] ?? scroll.offset[axis] }

    // MARK: - Geometry

    /// New items or a new viewport: the scroll view's content is the items' length, widened by
    /// insets so that every snap offset is in range (as UIKit's contentInset lets the first and
    /// last card reach the centre).
    package mutating func apply(_ geometry: SceneGeometry, viewport: Size, time: Int64) {
        self.geometry = geometry
        let content = geometry.contentLength
        let leading = max(0, -geometry.minOffset)
        let trailing = max(0, geometry.maxOffset - (content - geometry.viewportLength))
        let size =
            axis == .horizontal
            ? Size(width: content, height: viewport.height) : Size(width: viewport.width, height: content)
        let insets =
            axis == .horizontal
            ? EdgeInsets(left: leading, right: trailing) : EdgeInsets(top: leading, bottom: trailing)
        scroll.resize(viewport: viewport, contentSize: size, insets: insets, time: max(time, scroll.time))
    }

    /// Jumps to `along` and stops any motion.
    package mutating func jump(to along: Double) { scroll.setContentOffset(point(along)) }

    /// Runs the scroll view's clock to `time`, dropping its events (after a jump).
    package mutating func catchUp(to time: Int64) { _ = scroll.step(to: time) }

    // MARK: - Pointer and wheel

    /// A press at `p` (demo coordinates) on the strip, whose viewport is `viewport`; elsewhere it
    /// is not the strip's.
    package mutating func press(at p: Point, in viewport: Rect, time: Int64) {
        guard viewport.contains(p) else { return }
        pressPoint = p
        pressAnchor = geometry.anchor(atOffset: heading)
        scroll.pointerPressed(at: p, time: time)
    }

    package mutating func move(to p: Point, time: Int64) {
        if pressPoint != nil { scroll.pointerMoved(to: p, time: time) }
    }

    /// The release of a press on the strip: the platform chooses where a drag rests; returns how
    /// the press ended and where it went down, nil when the press was not the strip's.
    package mutating func release(at p: Point, time: Int64) -> (outcome: ReleaseOutcome, pressed: Point)? {
        guard let pressed = pressPoint, let anchor = pressAnchor else { return nil }
        pressPoint = nil
        pressAnchor = nil
        let snap = snapping(from: anchor)
        var release: DragRelease?
        let outcome = scroll.pointerReleased(at: p, time: time) { request in
            snap(&request)
            release = request
        }
        if outcome == .dragged { lastRelease = release }
        return (outcome, pressed)
    }

    /// A drag released at `along` whose tracker read `velocity` (pt/s along the axis), with the
    /// item resting there selected at the press: the release `release(at:time:)` makes after
    /// the tracker (`ScrollView.release(at:velocity:time:)`), for `playground release`.
    package mutating func fling(from along: Double, velocity: Double, time: Int64) {
        guard pressPoint == nil else { return }
        let snap = snapping(from: geometry.anchor(atOffset: along))
        var release: DragRelease?
        scroll.release(at: point(along), velocity: point(velocity), time: time) { request in
            snap(&request)
            release = request
        }
        lastRelease = release
    }

    /// `willEndDragging` for a press that selected `anchor`: the platform's choice of rest
    /// under the snap rule (`SceneGeometry.releaseTarget`).
    private func snapping(from anchor: SnapAnchor) -> (inout DragRelease) -> Void {
        let (geometry, axis, maxItems) = (self.geometry, self.axis, maxItemsPerFling)
        let physics = scroll.physics
        return { request in
            guard
                let target = geometry.releaseTarget(
                    offset: request.offset[axis], velocity: request.velocity[axis],
                    projected: request.projectedLanding[axis], anchor: anchor, maxItems: maxItems, physics: physics)
            else { return }
            request.targetContentOffset[axis] = target
            // One item (page) per fling: Android times the snap as PagerSnapHelper does.
            request.isPaging = maxItems == 1 || geometry.snap == .page
            // Where the item the release rests on spans once there: Android's snap scroller
            // seeks until it is laid out.
            if geometry.snap != .page, let item = geometry.selectedItem(atOffset: target) {
                request.targetItems[axis] = (geometry.start(of: item) - target)...(geometry.end(of: item) - target)
            }
        }
    }

    /// The pointer went away (focus lost): the press ends where it is; a rest between snap
    /// positions is settled at the next step.
    package mutating func cancelPress(time: Int64) {
        guard pressPoint != nil else { return }
        pressPoint = nil
        pressAnchor = nil
        scroll.pointerCancelled(time: time)
    }

    /// Wheel travel, ignored while the pointer is down on the strip; true when it was taken. On a
    /// strip that snaps, each whole notch (a mouse wheel) moves to the next rest in its direction,
    /// counted from where a running move is heading, so a slow wheel advances an item per notch and
    /// a fast burst one per notch (Chrome's mandatory scroll snap, `SceneGeometry.notchRest`), under
    /// every platform. Fractional deltas (a trackpad) scroll freely and are snapped when quiet.
    @discardableResult
    package mutating func wheel(dx: Double, dy: Double, time: Int64) -> Bool {
        guard pressPoint == nil else { return false }
        let notches = scroll.physics.wheelTravel(dx: dx, dy: dy, axes: [axis], lineHeight: 1)[axis]
        if ScrollPhysics.isNotched(dx: dx, dy: dy), notches != 0,
            let goal = geometry.notchRest(
                from: heading, notches: Int(notches), slack: scroll.physics.tolerance.distance)
        {
            scroll.wheelNotch(to: point(goal), time: time)
        } else {
            scroll.wheel(dx: dx, dy: dy, time: time)
        }
        return true
    }

    // MARK: - Rest

    /// A timed move to `along` (UIKit's `setContentOffset(_:animated:)`, a tap's scroll).
    package mutating func animate(to along: Double, duration: Double, timing: Easing, time: Int64) {
        scroll.setContentOffset(point(along), duration: duration, timing: timing, time: time)
    }

    /// Takes the content from where it is, at the speed it has, to `along`.
    package mutating func settle(to along: Double, time: Int64) {
        scroll.settle(to: point(along), time: time)
    }

    /// Runs the scroll view to `time` and returns its events: a wheel that went quiet is settled
    /// onto the rest nearest where it was heading (a notch already heads to one, and keeps its
    /// motion), and anything that came to rest between rests (a cancelled press, a glide under
    /// `none` with a fling limit, a release Android's snap helper left to fling) is snapped onto
    /// the nearest one as the platform does once idle.
    package mutating func step(to time: Int64) -> [ScrollEvent] {
        let events = scroll.step(to: time)
        for event in events {
            if case .didEndWheelScrolling = event, let target = geometry.restingTarget(near: heading),
                target != heading
            {
                settle(to: target, time: time)
            }
        }
        guard pressPoint == nil, scroll.isSettled, let target = geometry.restingTarget(near: offset),
            target != offset
        else { return events }
        scroll.snapWhenIdle(to: point(target), time: time)
        catchUp(to: time)  // a jump's didScroll belongs to this snap
        return events
    }
}
