/// A UIScrollView model as a value: content offset, drag with rubber band, flick deceleration
/// with edge bounce, paging and snapping through `willEndDragging`, wheel scrolling and
/// programmatic animations. Every constant of the feel, and the arithmetic behind it, comes
/// from `physics` (`ScrollPhysics`); this type keeps the state and the events.
///
/// Every input carries its own time (µs) and first advances the running motion to that time.
/// Motions are closed-form simulations keyed by their integer start time, so the offset at a
/// given time does not depend on how often `step(to:)` was called: 30, 60, 120, 144 Hz or
/// jittery frames agree. The clock only moves forward: an earlier time reads as the current one.
///
/// The phase is not stored: it is read from the press and the running motion.
///
/// The offset is never NaN and never leaves [min − viewport, max + viewport] on either axis.
///
/// The inputs are split by concept: pointer (ScrollView+Pointer), release (+Release), wheel
/// (+Wheel), programmatic moves and resizing (+Programmatic).
public struct ScrollView: Sendable {
    /// Points per wheel notch: about two 20 pt text lines, close to what browsers scroll (~40–57 pt).
    public static let defaultWheelLineHeight = 40.0
    /// No wheel input for this long (µs) ends a wheel gesture: an overscroll springs back and
    /// `didEndWheelScrolling` fires. 120 ms is above the ~8–16 ms spacing of trackpad events
    /// and below a deliberate pause.
    public static let wheelQuietInterval: Int64 = 120_000
    /// Largest wheel travel accepted in one event, notches.
    public static let maxWheelNotches = ScrollPhysics.maxWheelNotches

    public internal(set) var viewport: Size
    public internal(set) var contentSize: Size
    public internal(set) var insets: EdgeInsets
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
    /// Whole wheel notches that push at an edge the content rests on (or is heading to) pull it
    /// past the edge through the rubber band, as trackpad deltas do, instead of stopping there;
    /// when the wheel goes quiet the overscroll springs back. For demos that judge a wheel pull
    /// like a drag (pull to the next page).
    public var wheelPullsPastEdges = false

    public internal(set) var offset: Point
    /// The scroll view's clock: the latest time (µs) it was advanced to.
    public internal(set) var time: Int64 = 0
    /// For the inspector: where a free decay from the last drag release tends (unclamped).
    public internal(set) var projectedLanding: Point?
    /// What the platform's velocity tracker read at the last drag release (offset space, pt/s,
    /// on the scrolling axes), before its fling rules and any carried momentum; zero for a press
    /// released without becoming a drag (a tap, a caught motion let go); nil from a press until
    /// it is released.
    public internal(set) var trackerVelocity: Point?
    /// Why the tracker read `trackerVelocity` at the last drag release (its name, the samples it
    /// fitted, the rule that made it zero); nil when no tracker was asked (a tap) and from a press
    /// until its release.
    public internal(set) var trackerReading: TrackerReading?
    /// What `wheelOverscroll` was when the last wheel gesture went quiet (set with
    /// `didEndWheelScrolling`): what a demo judges a wheel pull by.
    public internal(set) var endedWheelOverscroll = Point.zero

    struct Press: Sendable {
        /// Pointer position the drag translation is measured from.
        var origin: Point
        /// The unbanded offset at `origin`.
        var rawStart: Point
        var last: Point
        var dragging = false
        /// The press stopped something that was moving.
        var caught: Bool
        /// That motion's velocity when the press stopped it (zero if nothing moved).
        var caughtVelocity = Point.zero
        /// The press and every move, for the platform's velocity tracker.
        var samples = PointerSamples()
        /// How far the pointer went before the press became a drag (the platform's touch slop).
        var travel = PressTravel()
        /// Per axis, the platform's motion start threshold, from the drag's start.
        var thresholds: [Axis: DragStartThreshold] = [:]
        /// Per axis, the pointer travel since `origin` the thresholds kept from the content.
        var held = Point.zero
        /// How far the platform's edge effect is pulled on each axis (`EdgeEffect`: a signed
        /// fraction of the viewport, negative at the start edge), held while the pointer is down.
        var pull = Point.zero
    }

    var press: Press?
    var motion: ScrollMotion?
    /// When the current wheel gesture goes quiet (µs).
    var wheelDeadline: Int64?
    /// The raw (unbanded) overshoot notches have pulled past an edge in this wheel gesture,
    /// signed like `overscroll`; zero on an axis that is not pulling.
    var wheelPulled = Point.zero
    var pendingEvents: [ScrollEvent] = []

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

    /// How far the offset is beyond the resting range on `axis`: negative before the start,
    /// positive past the end, 0 inside.
    public func overscroll(_ axis: Axis) -> Double { ScrollPhysics.overscroll(of: offset[axis], in: range(axis)) }

    // MARK: - State

    /// What the scroll view is doing, read from the press and the running motion.
    public var phase: ScrollPhase {
        if press != nil { return .tracking }
        if let motion { return motion.phase(at: time) }
        return wheelDeadline != nil ? .tracking : .idle
    }

    public var isDragging: Bool { press?.dragging == true }

    /// A wheel gesture is under way (it ends `wheelQuietInterval` after the last wheel event).
    public var isWheelScrolling: Bool { wheelDeadline != nil }

    /// How far the current wheel gesture pulls past the range, as shown (negative before the
    /// start, positive past the end); zero without a wheel gesture. Notches that pull
    /// (`wheelPullsPastEdges`) count where they are heading, trackpad deltas where the content is.
    public var wheelOverscroll: Point {
        guard wheelDeadline != nil else { return .zero }
        var pull = Point.zero
        for axis in Axis.allCases {
            pull[axis] =
                wheelPulled[axis] != 0
                ? physics.overscroll(forRaw: wheelPulled[axis], dimension: viewport[axis])
                : overscroll(axis)
        }
        return pull
    }

    /// What the platform's edge effect shows past an edge on `axis` (Android's stretch), nil
    /// when nothing: the pull the pointer holds, or the stretch a motion is taking back or
    /// receding. The content's offset never leaves the range for it; a demo draws it.
    public func stretch(_ axis: Axis) -> EdgeStretch? {
        if let press {
            return press.pull[axis] == 0 ? nil : physics.edgeEffect?.stretch(pull: press.pull[axis])
        }
        guard let running = motion?[axis] else { return nil }
        return running.simulation.stretch(at: running.elapsed(at: time))
    }

    /// Current velocity in offset space, pt/s: the platform's velocity tracker's reading while
    /// dragging (what a release now would read, before the fling rules), the running
    /// simulations' otherwise.
    public var velocity: Point {
        if let press {
            guard press.dragging else { return .zero }
            let pointer = physics.velocityEstimate(press.samples, at: time).velocity
            return Point(
                x: axes.contains(.horizontal) ? -pointer.x : 0,
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

    // MARK: - Internals

    mutating func advance(to requested: Int64) {
        let t = max(Sanitize.timestamp(requested), time)
        while let deadline = wheelDeadline, deadline <= t {
            evaluate(at: max(deadline, time))
            wheelWentQuiet()
        }
        evaluate(at: t)
    }

    /// Moves the clock to `t` and the offset to the running motion's position there.
    mutating func evaluate(at t: Int64) {
        time = t
        guard let running = motion else { return }
        var p = offset
        var going = running
        for axis in Axis.allCases {
            guard let m = running[axis] else { continue }
            if m.isDone(at: t) {
                // Where the frame that finds it done leaves it (Flutter's is not always the end),
                // and there it stays while the other axis goes on.
                p[axis] = m.restingPosition(doneAt: t)
                going[axis] = nil
            } else {
                p[axis] = m.position(at: t)
            }
        }
        setOffset(p)
        if going.isEmpty {
            motion = nil
            pendingEvents.append(running.completionEvent)
        } else {
            motion = going
        }
    }

    /// Ends the wheel gesture without the quiet-time event (a press, a programmatic move).
    mutating func cancelWheelGesture() {
        wheelDeadline = nil
        wheelPulled = .zero
    }

    /// Starts `simulations` for `reason` at the current time; one that is already done at its
    /// start moves the offset straight to its end instead (or, without `jumpWhenDone`, leaves
    /// it where it is). Axes without a simulation keep what `keeping` runs on them.
    mutating func start(
        _ reason: ScrollMotion.Reason, _ simulations: [Axis: ScrollSimulation],
        keeping: ScrollMotion? = nil, jumpWhenDone: Bool = true
    ) {
        var next = ScrollMotion(reason: reason)
        var jumped = offset
        for axis in Axis.allCases {
            guard let simulation = simulations[axis] else {
                next[axis] = keeping?[axis]
                continue
            }
            if simulation.isDone(at: 0) {
                if jumpWhenDone { jumped[axis] = simulation.finalPosition }
            } else {
                next[axis] = AxisMotion(simulation, start: time)
            }
        }
        setOffset(jumped)
        motion = next.isEmpty ? nil : next
    }

    /// Banded (or clamped) display offset for an unbounded one.
    func bounded(_ raw: Double, _ axis: Axis) -> Double {
        physics.offset(forRaw: raw, in: range(axis), dimension: viewport[axis], bounces: bounces)
    }

    /// The unbounded offset that displays as the current one.
    func rawOffset(_ axis: Axis) -> Double {
        physics.rawOffset(for: offset[axis], in: range(axis), dimension: viewport[axis], bounces: bounces)
    }

    func rawOffset() -> Point { Point(x: rawOffset(.horizontal), y: rawOffset(.vertical)) }

    func programmaticTarget(_ p: Point) -> Point {
        var goal = offset
        for axis in Axis.allCases where !p[axis].isNaN {
            goal[axis] = clamp(p[axis], allowedRange(axis))
        }
        return goal
    }

    /// The only place the offset changes: clamped to the allowed range, and a `didScroll`
    /// when it actually moved.
    mutating func setOffset(_ p: Point) {
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

    static func sanitized(_ size: Size) -> Size {
        Size(width: dimension(size.width), height: dimension(size.height))
    }

    /// Sizes, insets and offsets go up to `Sanitize.maxPosition` (10¹² pt): a scene of ten million
    /// 10,000 pt items is 2 × 10¹¹ pt long, and a Double there still resolves 10⁻⁴ pt.
    private static func dimension(_ value: Double) -> Double {
        value.isNaN ? 0 : clamp(value, 0...Sanitize.maxPosition)
    }

    static func sanitized(_ insets: EdgeInsets) -> EdgeInsets {
        func side(_ value: Double) -> Double { Sanitize.finite(value, limit: Sanitize.maxPosition) }
        return EdgeInsets(
            top: side(insets.top), left: side(insets.left),
            bottom: side(insets.bottom), right: side(insets.right))
    }

    static func sanitized(_ p: Point, fallback: Point) -> Point {
        func coordinate(_ value: Double, _ fallback: Double) -> Double {
            value.isNaN ? fallback : Sanitize.finite(value, limit: Sanitize.maxPosition)
        }
        return Point(x: coordinate(p.x, fallback.x), y: coordinate(p.y, fallback.y))
    }
}
