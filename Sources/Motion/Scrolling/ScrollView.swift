import RealModule

/// A UIScrollView model as a value: content offset, drag with rubber band, flick deceleration
/// with edge bounce, paging and snapping through `willEndDragging`, wheel scrolling and
/// programmatic animations.
///
/// Every input carries its own time (µs) and first advances the running motion to that time.
/// Motions are closed-form simulations keyed by their integer start time, so the offset at a
/// given time does not depend on how often `step(to:)` was called: 30, 60, 120, 144 Hz or
/// jittery frames agree. The clock only moves forward: an earlier time reads as the current one.
///
/// The offset is never NaN and never leaves [min − viewport, max + viewport] on either axis.
public struct ScrollView: Sendable {
    /// Pointer travel (pt) before a press becomes a drag. A mouse is precise: Flutter uses 1 px
    /// hit slop and a 3.5 px drag-start threshold for precise pointers; UIKit's touch pan needs
    /// ~10 pt. 3 pt keeps clicks as taps without making drags feel sticky.
    public static let dragSlop = 3.0
    /// Points per wheel notch: about two 20 pt text lines, close to what browsers scroll (~40–57 pt).
    public static let defaultWheelLineHeight = 40.0
    /// No wheel input for this long (µs) ends a wheel gesture: an overscroll springs back and
    /// `didEndWheelScrolling` fires. 120 ms is above the ~8–16 ms spacing of trackpad events
    /// and below a deliberate pause.
    public static let wheelQuietInterval: Int64 = 120_000
    /// Largest wheel travel accepted in one event, notches.
    public static let maxWheelNotches = 1000.0
    /// A bounce should not carry the content more than this fraction of the viewport past an
    /// edge: the velocity handed to the edge spring is capped at fraction·d·β·e (the peak of a
    /// critically damped spring started at the edge is v/(β·e)); at a crossing also at
    /// Flutter's 5000 pt/s.
    public static let maxBounceOvershootFraction = 0.5

    public private(set) var viewport: Size
    public private(set) var contentSize: Size
    public private(set) var insets: EdgeInsets
    /// The axes the user can scroll. Programmatic offsets may still move the others.
    public var axes: Set<Axis>
    /// False: hard clamp at the edges (no rubber band, glides stop dead at an edge).
    public var bounces = true
    /// Every constant of the feel (deceleration, rubber band, springs, thresholds, tolerance).
    public var physics = ScrollPhysics.uiKit
    public var decelerationRate: DecelerationRate {
        get { physics.decelerationRate }
        set { physics.decelerationRate = newValue }
    }
    /// Page size (pt) along the scroll axes when paging is on; nil = off. Pages start at the
    /// minimum offset; a partial last page ends at the maximum offset.
    public var paging: Double?
    /// Release speed (pt/s) beyond which paging turns to the next page in the flick direction.
    public var pagingVelocityThreshold: Double {
        get { physics.pagingVelocityThreshold }
        set { physics.pagingVelocityThreshold = newValue }
    }
    /// Points scrolled per wheel notch (also the scale of fractional, precise deltas).
    public var wheelLineHeight = ScrollView.defaultWheelLineHeight

    public private(set) var offset: Point
    public private(set) var phase: ScrollPhase = .idle
    /// The scroll view's clock: the latest time (µs) it was advanced to.
    public private(set) var time: Int64 = 0
    /// For the inspector: where a free decay from the last drag release rests (unclamped).
    public private(set) var projectedLanding: Point?

    private struct Press: Sendable {
        /// Pointer position the drag translation is measured from.
        var origin: Point
        /// The unbanded offset at `origin`.
        var rawStart: Point
        var last: Point
        var dragging = false
        /// The press stopped something that was moving.
        var caught: Bool
        var tracker = VelocityTracker2D()
    }

    private var press: Press?
    private var motion: ScrollMotion?
    /// When the current wheel gesture goes quiet (µs).
    private var wheelDeadline: Int64?
    private var pendingEvents: [ScrollEvent] = []

    public init(viewport: Size, contentSize: Size, insets: EdgeInsets = .zero, axes: Set<Axis> = [.vertical]) {
        self.viewport = Self.sanitized(viewport)
        self.contentSize = Self.sanitized(contentSize)
        self.insets = Self.sanitized(insets)
        self.axes = axes
        offset = .zero
        offset = Point(x: minOffset(.horizontal), y: minOffset(.vertical))
    }

    // MARK: - Geometry

    /// The smallest resting offset: the leading inset lets the content sit further in.
    public func minOffset(_ axis: Axis) -> Double { -insets.leading(axis) }

    /// The largest resting offset; never below `minOffset` (content shorter than the viewport).
    public func maxOffset(_ axis: Axis) -> Double {
        max(contentSize[axis] - viewport[axis] + insets.trailing(axis), minOffset(axis))
    }

    /// The resting range on an axis.
    public func range(_ axis: Axis) -> ClosedRange<Double> { minOffset(axis)...maxOffset(axis) }

    /// Where the offset may ever be: the resting range widened by one viewport each side
    /// (the rubber band's asymptote).
    public func allowedRange(_ axis: Axis) -> ClosedRange<Double> {
        (minOffset(axis) - viewport[axis])...(maxOffset(axis) + viewport[axis])
    }

    // MARK: - State

    public var isDragging: Bool { press?.dragging == true }

    /// Current velocity in offset space, pt/s: the tracker's estimate while dragging, the
    /// running simulations' otherwise.
    public var velocity: Point {
        if let press {
            guard press.dragging else { return .zero }
            let pointer = press.tracker.velocity(at: time)
            return Point(x: axes.contains(.horizontal) ? -pointer.x : 0,
                         y: axes.contains(.vertical) ? -pointer.y : 0)
        }
        guard let motion else { return .zero }
        var v = Point.zero
        for axis in Axis.allCases {
            if let m = motion[axis] { v[axis] = m.velocity(at: time) }
        }
        return v
    }

    /// Where the running motion ends (after snapping), if something is moving.
    public var target: Point? {
        guard let motion else { return nil }
        var p = offset
        for axis in Axis.allCases {
            if let m = motion[axis] { p[axis] = m.finalPosition }
        }
        return p
    }

    /// Idle with nothing pending: the host may block until the next input.
    public var isSettled: Bool {
        press == nil && motion == nil && wheelDeadline == nil && pendingEvents.isEmpty
    }

    /// The next time (µs) something happens without input (a wheel gesture going quiet),
    /// for hosts that sleep between frames.
    public var nextDeadline: Int64? { wheelDeadline }

    // MARK: - Frames

    /// Advances to the frame time and returns the events since the last step, in order.
    public mutating func step(to time: Int64) -> [ScrollEvent] {
        advance(to: time)
        let events = pendingEvents
        pendingEvents.removeAll()
        return events
    }

    // MARK: - Pointer

    /// A press stops any motion where it is (phase → tracking, velocity 0). Content beyond an
    /// edge stays there and the drag continues from it without a jump.
    public mutating func pointerPressed(at p: Point, time: Int64) {
        advance(to: time)
        let p = Self.sanitized(p, fallback: press?.last ?? .zero)
        let wasMoving = motion != nil || wheelDeadline != nil
        motion = nil
        wheelDeadline = nil
        projectedLanding = nil
        var newPress = Press(origin: p, rawStart: rawOffset(), last: p, caught: wasMoving)
        newPress.tracker.addSample(time: self.time, position: p)
        press = newPress
        updatePhase()
    }

    /// Past `dragSlop` (measured on the scrollable axes) the press becomes a drag; the content
    /// follows the pointer 1:1 inside the range, rubber-banded past the edges (or clamped when
    /// `bounces` is false). Moves without a press are ignored.
    public mutating func pointerMoved(to p: Point, time: Int64) {
        advance(to: time)
        guard var press else { return }
        let p = Self.sanitized(p, fallback: press.last)
        press.tracker.addSample(time: self.time, position: p)
        press.last = p
        if !press.dragging {
            var squared = 0.0
            for axis in Axis.allCases where axes.contains(axis) {
                let d = p[axis] - press.origin[axis]
                squared += d * d
            }
            if squared > Self.dragSlop * Self.dragSlop {
                // Measure from here so the content does not jump by the slop.
                press.dragging = true
                press.origin = p
                press.rawStart = rawOffset()
                pendingEvents.append(.willBeginDragging)
            }
        }
        self.press = press
        if press.dragging { follow(press, to: p) }
        updatePhase()
    }

    /// Ends a press. After a drag the caller may change `targetContentOffset` in `adjust`
    /// (scrollViewWillEndDragging): left alone, the content decelerates and bounces (or pages);
    /// changed, a spring seeded with the release velocity takes it exactly there. A press that
    /// caught a moving scroll also offers `adjust` (velocity zero) so snapping demos never
    /// rest between anchors. A tap does not call `adjust`.
    @discardableResult
    public mutating func pointerReleased(at p: Point, time: Int64,
                                         willEndDragging adjust: (inout DragRelease) -> Void = { _ in }) -> ReleaseOutcome {
        advance(to: time)
        guard var press else { return .tap }
        let p = Self.sanitized(p, fallback: press.last)
        if p != press.last {
            press.tracker.addSample(time: self.time, position: p)
            press.last = p
            if press.dragging { follow(press, to: p) }
        }
        self.press = nil
        if press.dragging {
            let pointer = press.tracker.velocity(at: self.time)
            let v = Point(x: -pointer.x, y: -pointer.y)
            release(velocity: v, isDrag: true, adjust: adjust)
            return .dragged
        }
        if press.caught {
            release(velocity: .zero, isDrag: false, adjust: adjust)
            return .caught
        }
        startBounceBackIfNeeded()
        updatePhase()
        return .tap
    }

    /// The pointer went away (left the window, focus lost): a release with zero velocity.
    public mutating func pointerCancelled(time: Int64) {
        advance(to: time)
        guard let press else { return }
        self.press = nil
        if press.dragging || press.caught {
            release(velocity: .zero, isDrag: press.dragging, adjust: { _ in })
        } else {
            startBounceBackIfNeeded()
            updatePhase()
        }
    }

    // MARK: - Wheel

    /// Wheel travel in notches (Input.wheelScrolled): positive `dy` (wheel away from the user)
    /// decreases the offset, positive `dx` increases it; shift is the caller's business. On a
    /// horizontal-only view the vertical wheel scrolls horizontally.
    ///
    /// Whole notches scroll `wheelLineHeight` each, smoothly: a critically damped spring
    /// (`Spring.wheel`) towards a target that accumulates over a burst and stays inside the
    /// range. Fractional (precise, trackpad) deltas move the offset at once by
    /// delta·`wheelLineHeight`, rubber-banded past an edge; when the wheel has been quiet for
    /// `wheelQuietInterval` an overscroll springs back. Ignored while the pointer is down.
    public mutating func wheel(dx: Double, dy: Double, time: Int64) {
        advance(to: time)
        guard press == nil else { return }
        let dx = Sanitize.finite(dx, limit: Self.maxWheelNotches)
        let dy = Sanitize.finite(dy, limit: Self.maxWheelNotches)
        let line = wheelLineHeight.isFinite ? clamp(abs(wheelLineHeight), 0...1e4) : Self.defaultWheelLineHeight
        var delta = Point.zero
        if axes.contains(.horizontal) { delta.x = dx * line }
        if axes.contains(.vertical) {
            delta.y = -dy * line
        } else if axes.contains(.horizontal) {
            delta.x -= dy * line
        }
        guard delta != .zero else { return }
        wheelDeadline = self.time + Self.wheelQuietInterval
        projectedLanding = nil

        let notched = dx.rounded() == dx && dy.rounded() == dy
        if notched {
            let current = velocity
            var next = ScrollMotion(reason: .wheel)
            let burst = motion?.reason == .wheel ? motion : nil
            for axis in Axis.allCases {
                guard delta[axis] != 0 else {
                    next[axis] = motion?[axis]
                    continue
                }
                let base = burst?[axis]?.finalPosition ?? offset[axis]
                let goal = clamp(base + delta[axis], range(axis))
                // A burst keeps its momentum; a notch on anything else stops it first.
                let v = burst?[axis] != nil ? current[axis] : 0
                let spring = SpringSimulation(spring: .wheel, from: offset[axis], to: goal, velocity: v)
                if !spring.isDone(at: 0) {
                    next[axis] = AxisMotion(kind: .spring(spring), start: self.time)
                } else {
                    next[axis] = nil
                }
            }
            motion = next.isEmpty ? nil : next
        } else {
            // A trackpad touch catches any glide, then moves the content directly.
            motion = nil
            var p = offset
            for axis in Axis.allCases where delta[axis] != 0 {
                p[axis] = bounded(rawOffset(axis) + delta[axis], axis)
            }
            setOffset(p)
        }
        updatePhase()
    }

    // MARK: - Programmatic

    /// Animates to `p` over `duration` seconds along `timing` (phase .animating), ending with
    /// `didEndScrollingAnimation`. A new request replaces a running motion from where it is
    /// at `time`. `duration` ≤ 0 (or NaN) jumps. `p` is clamped to `allowedRange`; NaN keeps
    /// the current coordinate. Cancels a press.
    public mutating func setContentOffset(_ p: Point, duration: Double, timing: Easing, time: Int64) {
        advance(to: time)
        press = nil
        wheelDeadline = nil
        projectedLanding = nil
        let goal = programmaticTarget(p)
        guard duration > 0 else {
            motion = nil
            setOffset(goal)
            updatePhase()
            return
        }
        var next = ScrollMotion(reason: .animation)
        for axis in Axis.allCases where goal[axis] != offset[axis] {
            let tween = TweenSimulation(from: offset[axis], to: goal[axis], duration: duration, easing: timing)
            next[axis] = AxisMotion(kind: .tween(tween), start: self.time)
        }
        motion = next.isEmpty ? nil : next
        updatePhase()
    }

    /// Jumps to `p` (clamped to `allowedRange`) and stops any motion; a drag in progress
    /// continues from the new offset.
    public mutating func setContentOffset(_ p: Point) {
        motion = nil
        wheelDeadline = nil
        projectedLanding = nil
        setOffset(programmaticTarget(p))
        if var press {
            press.origin = press.last
            press.rawStart = rawOffset()
            self.press = press
        }
        updatePhase()
    }

    /// Springs (`Spring.snap`) from the current offset and velocity to `p` (clamped to
    /// `allowedRange`), ending exactly on it with `didEndScrollingAnimation`. Demos use it to
    /// snap when a wheel gesture goes quiet. Cancels a press and a pending wheel gesture.
    public mutating func settle(to p: Point, time: Int64) {
        advance(to: time)
        let v = velocity
        press = nil
        wheelDeadline = nil
        let goal = programmaticTarget(p)
        var next = ScrollMotion(reason: .animation)
        var jumped = offset
        for axis in Axis.allCases {
            let spring = SpringSimulation(spring: .snap, from: offset[axis], to: goal[axis], velocity: v[axis])
            if spring.isDone(at: 0) {
                jumped[axis] = goal[axis]
            } else {
                next[axis] = AxisMotion(kind: .spring(spring), start: self.time)
            }
        }
        setOffset(jumped)
        motion = next.isEmpty ? nil : next
        updatePhase()
    }

    /// New geometry. At rest the offset is clamped into the new range at once. A glide is
    /// restarted from its current position and velocity against the new bounds (the decay is
    /// memoryless, so an unaffected glide continues unchanged); a spring or animation whose
    /// end fell outside is re-aimed at the clamped end from where it is. A drag continues
    /// from the current offset.
    public mutating func resize(viewport: Size, contentSize: Size, insets: EdgeInsets, time: Int64) {
        advance(to: time)
        let v = velocity
        self.viewport = Self.sanitized(viewport)
        self.contentSize = Self.sanitized(contentSize)
        self.insets = Self.sanitized(insets)

        if var running = motion {
            for axis in Axis.allCases {
                guard let m = running[axis] else { continue }
                switch m.kind {
                case .bounce(let b):
                    let glide = BounceSimulation(position: offset[axis], velocity: v[axis], rate: b.decay?.rate ?? decelerationRate,
                                                 bounds: range(axis), bounces: b.bounces,
                                                 maxSpringVelocity: bounceVelocityCap(axis),
                                                 maxReturnVelocity: returnVelocityCap(axis))
                    running[axis] = AxisMotion(kind: .bounce(glide), start: self.time)
                case .spring, .tween:
                    let allowed = running.reason == .animation ? allowedRange(axis) : range(axis)
                    let end = m.finalPosition
                    if !allowed.contains(end) {
                        let spring = SpringSimulation(spring: .snap, from: offset[axis], to: clamp(end, allowed), velocity: v[axis])
                        running[axis] = AxisMotion(kind: .spring(spring), start: self.time)
                    }
                }
            }
            motion = running
        } else if var press {
            press.origin = press.last
            press.rawStart = rawOffset()
            self.press = press
        } else if wheelDeadline == nil {
            var p = offset
            for axis in Axis.allCases { p[axis] = clamp(p[axis], range(axis)) }
            setOffset(p)
        }
        setOffset(offset)
        evaluate(at: self.time)
    }

    // MARK: - Internals

    private mutating func advance(to requested: Int64) {
        let t = max(Sanitize.timestamp(requested), time)
        while let deadline = wheelDeadline, deadline <= t {
            evaluate(at: max(deadline, time))
            wheelDeadline = nil
            pendingEvents.append(.didEndWheelScrolling)
            if motion == nil { startBounceBackIfNeeded() }
        }
        evaluate(at: t)
    }

    /// Moves the clock to `t` and the offset to the running motion's position there.
    private mutating func evaluate(at t: Int64) {
        time = t
        if let running = motion {
            var p = offset
            var done = true
            for axis in Axis.allCases {
                guard let m = running[axis] else { continue }
                p[axis] = m.position(at: t)
                if !m.isDone(at: t) { done = false }
            }
            setOffset(p)
            if done {
                motion = nil
                pendingEvents.append(running.completionEvent)
            }
        }
        updatePhase()
    }

    private mutating func updatePhase() {
        if press != nil {
            phase = .tracking
        } else if let motion {
            switch motion.reason {
            case .deceleration:
                let bouncing = Axis.allCases.contains { motion[$0]?.isBouncing(at: time) == true }
                phase = bouncing ? .bouncing : .decelerating
            case .bounceBack: phase = .bouncing
            case .animation, .wheel: phase = .animating
            }
        } else {
            phase = wheelDeadline != nil ? .tracking : .idle
        }
    }

    /// The drag offset for pointer `p`: 1:1 from the unbanded start, then banded or clamped.
    private mutating func follow(_ press: Press, to p: Point) {
        var next = offset
        // At the origin the offset is already right; re-banding the unbanded start could move
        // it by an ulp.
        for axis in Axis.allCases where axes.contains(axis) && p[axis] != press.origin[axis] {
            next[axis] = bounded(press.rawStart[axis] - (p[axis] - press.origin[axis]), axis)
        }
        setOffset(next)
    }

    /// Decides and starts the motion after a release with offset-space velocity `v`.
    private mutating func release(velocity v: Point, isDrag: Bool, adjust: (inout DragRelease) -> Void) {
        var v = v
        var projected = offset
        var proposed = offset
        for axis in Axis.allCases {
            guard axes.contains(axis) else {
                v[axis] = 0
                continue
            }
            v[axis] = Sanitize.velocity(v[axis])
            projected[axis] = Snapping.projectedLanding(position: offset[axis], velocity: v[axis], rate: decelerationRate)
            if let page = paging {
                proposed[axis] = Snapping.pagingTarget(position: offset[axis], velocity: v[axis], pageSize: page,
                                                       bounds: range(axis), velocityThreshold: pagingVelocityThreshold)
            } else {
                proposed[axis] = clamp(projected[axis], range(axis))
            }
        }
        var request = DragRelease(velocity: v, targetContentOffset: proposed, offset: offset, projectedLanding: projected)
        adjust(&request)
        var goal = proposed
        for axis in Axis.allCases where axes.contains(axis) {
            let wanted = request.targetContentOffset[axis]
            if !wanted.isNaN { goal[axis] = clamp(wanted, range(axis)) }
        }
        if isDrag { pendingEvents.append(.willEndDragging(velocity: v, target: goal)) }
        projectedLanding = projected

        var next = ScrollMotion(reason: .deceleration)
        var jumped = offset
        for axis in Axis.allCases where axes.contains(axis) {
            let x = offset[axis]
            if paging != nil || goal[axis] != proposed[axis] {
                let spring = Snapping.settle(from: x, velocity: v[axis], to: goal[axis])
                if spring.isDone(at: 0) {
                    jumped[axis] = goal[axis]
                } else {
                    next[axis] = AxisMotion(kind: .spring(spring), start: time)
                }
            } else {
                let glide = BounceSimulation(position: x, velocity: v[axis], rate: decelerationRate, bounds: range(axis),
                                             bounces: bounces, maxSpringVelocity: bounceVelocityCap(axis),
                                             maxReturnVelocity: returnVelocityCap(axis))
                if glide.isDone(at: 0) {
                    jumped[axis] = glide.position(at: 0)
                } else {
                    next[axis] = AxisMotion(kind: .bounce(glide), start: time)
                }
            }
        }
        setOffset(jumped)
        motion = next.isEmpty ? nil : next
        if isDrag { pendingEvents.append(.didEndDragging(willDecelerate: motion != nil)) }
        updatePhase()
    }

    /// Springs back to the range if the offset is beyond an edge (after a wheel overscroll,
    /// or a press released without dragging).
    private mutating func startBounceBackIfNeeded() {
        var next = ScrollMotion(reason: .bounceBack)
        var jumped = offset
        for axis in Axis.allCases {
            let edge = clamp(offset[axis], range(axis))
            guard edge != offset[axis] else { continue }
            let spring = SpringSimulation(spring: .bounceBack, from: offset[axis], to: edge)
            if spring.isDone(at: 0) || !bounces {
                jumped[axis] = edge
            } else {
                next[axis] = AxisMotion(kind: .spring(spring), start: time)
            }
        }
        setOffset(jumped)
        if !next.isEmpty { motion = next }
        updatePhase()
    }

    private func bounceVelocityCap(_ axis: Axis) -> Double {
        min(BounceSimulation.defaultMaxSpringVelocity, returnVelocityCap(axis))
    }

    private func returnVelocityCap(_ axis: Axis) -> Double {
        let beta = Spring.bounceBack.damping / (2 * Spring.bounceBack.mass)
        return Self.maxBounceOvershootFraction * viewport[axis] * beta * Double.exp(1)
    }

    /// Banded (or clamped) display offset for an unbounded one.
    private func bounded(_ raw: Double, _ axis: Axis) -> Double {
        bounces ? RubberBand.offset(raw, in: range(axis), dimension: viewport[axis]) : clamp(raw, range(axis))
    }

    /// The unbounded offset that displays as the current one.
    private func rawOffset(_ axis: Axis) -> Double {
        bounces ? RubberBand.rawOffset(offset[axis], in: range(axis), dimension: viewport[axis])
            : clamp(offset[axis], range(axis))
    }

    private func rawOffset() -> Point { Point(x: rawOffset(.horizontal), y: rawOffset(.vertical)) }

    private func programmaticTarget(_ p: Point) -> Point {
        var goal = offset
        for axis in Axis.allCases where !p[axis].isNaN {
            goal[axis] = clamp(p[axis], allowedRange(axis))
        }
        return goal
    }

    /// The only place the offset changes: clamped to the allowed range, and a `didScroll`
    /// when it actually moved.
    private mutating func setOffset(_ p: Point) {
        var next = p
        for axis in Axis.allCases {
            let value = next[axis].isNaN ? offset[axis] : next[axis]
            next[axis] = clamp(value, allowedRange(axis))
        }
        if next != offset {
            offset = next
            pendingEvents.append(.didScroll)
        }
    }

    private static func sanitized(_ size: Size) -> Size {
        Size(width: dimension(size.width), height: dimension(size.height))
    }

    private static func dimension(_ value: Double) -> Double { value.isNaN ? 0 : clamp(value, 0...1e9) }

    private static func sanitized(_ insets: EdgeInsets) -> EdgeInsets {
        func side(_ value: Double) -> Double { Sanitize.finite(value, limit: 1e9) }
        return EdgeInsets(top: side(insets.top), left: side(insets.left),
                          bottom: side(insets.bottom), right: side(insets.right))
    }

    private static func sanitized(_ p: Point, fallback: Point) -> Point {
        func coordinate(_ value: Double, _ fallback: Double) -> Double {
            value.isNaN ? fallback : Sanitize.finite(value, limit: 1e9)
        }
        return Point(x: coordinate(p.x, fallback.x), y: coordinate(p.y, fallback.y))
    }
}
