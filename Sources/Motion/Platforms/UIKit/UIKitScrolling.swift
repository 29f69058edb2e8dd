import RealModule

/// UIScrollView (physics.md §1), every number from the demo's tuning (`ScrollPhysics`, whose
/// defaults are UIKit's):
///
/// - the drag follows 1:1 inside the range and through the rubber band past an edge;
/// - a release left alone decelerates at the rate and, when it reaches an edge, springs back
///   from it with the speed it has there, uncapped (`glide`, ScrollMechanics' reconstruction);
///   released beyond an edge it springs to the edge, even flung back in;
/// - a flick that catches the content still moving carries Flutter's fitted momentum
///   (`carriedVelocity`);
/// - retargeted (snapping, paging, a settle), it decelerates onto the target when it moves
///   towards it at `slowReleaseVelocity` or more and that rests in time, never faster than the
///   release; otherwise a spring from the release velocity takes it there (`snapSpring`), soft
///   enough that it never comes back faster than it left when the target is behind;
/// - a page turns past `pagingVelocityThreshold`; a paging release is UIKit's `isPagingEnabled`,
///   which settles the page at `pagingDecelerationRate`;
/// - a press becomes a drag past `touchSlop`, and the release velocity is Flutter's
///   `IOSScrollViewFlingVelocityTracker` (`IOSFlingVelocityTracker`), neither clamped nor
///   floored: Apple documents none of these, so each is the best public reference.
public struct UIKitScrolling: PlatformScrolling {
    /// How far past an edge a bounce may swing, in viewports: one, the rubber band's asymptote and
    /// the most a scroll view ever shows beyond its range (`ScrollView.allowedRange`). The
    /// reconstruction has no cap; this one only keeps the spring inside what can be shown.
    public static let maxBounceViewports = 1.0
    /// The rate `isPagingEnabled` settles a page at: `UIScrollView.DecelerationRate.fast` (0.99
    /// per ms, physics.md §1.1), whatever `decelerationRate` a free glide is tuned to, as the
    /// pager demo's own page (`pager.page_deceleration_rate`) is. Apple documents no paging
    /// curve: this is the platform's fast rate, the one a page snap is known to use, not a
    /// measurement.
    public static let pagingDecelerationRate = DecelerationRate.fast
    /// A spring turning a release round towards a target behind it returns no faster than the
    /// release when β·s0/v0 stays below 2.59 (critically damped: the return peaks at
    /// b·e^(−βt*), b = v0 + β·s0); 2.5 keeps a margin.
    public static let maxReturnStiffnessRatio = 2.5

    /// The distance (pt) a touch moves before UIScrollView's pan gesture recognizer begins: not
    /// documented by Apple. 10 pt is what measurements of iOS found: flutter#163339 ("iOS uses
    /// the value of ~10 points before considering a touch movement a pan gesture") and
    /// JetBrains/compose-multiplatform-core#700, whose UIKit `ViewConfiguration.touchSlop` is
    /// 10 dp "from iOS 16 drag behavior reverse engineering".
    public static let touchSlop = 10.0

    public init() {}

    public var title: String { "UIKit" }
    /// systemTeal.
    public var signatureColour: UInt32 { 0x64D2FF }
    public var traits: PlatformTraits { PlatformTraits(glide: .tunedDeceleration, edge: .tunedBounce) }

    /// Past `touchSlop` from the press, as a distance (a pan recognizer's hysteresis is not
    /// per axis), measured on the axes the view scrolls.
    public func beginsDrag(_ travel: PressTravel, axes: Set<Axis>, physics: ScrollPhysics) -> Bool {
        var squared = 0.0
        for axis in axes { squared += travel.displacement[axis] * travel.displacement[axis] }
        return squared > Self.touchSlop * Self.touchSlop
    }

    /// The content follows from the first move past the slop.
    public func dragStartThreshold(at time: Int64, physics: ScrollPhysics) -> DragStartThreshold? { nil }

    /// Flutter's approximation of UIScrollView's estimator (`IOSFlingVelocityTracker`).
    /// Flutter's iOS weighting stands in for UIScrollView's own, which Apple does not publish.
    public func velocityReading(_ samples: PointerSamples, at time: Int64, physics: ScrollPhysics)
        -> TrackerReading
    {
        IOSFlingVelocityTracker.reading(samples, at: time, tracker: "iOS weighting (reconstruction)")
    }

    public func dragOffset(_ move: DragMove, physics: ScrollPhysics) -> Double {
        let raw = move.rawStart - move.translation
        guard move.bounces else { return clamp(raw, move.range) }
        return physics.offset(forRaw: raw, in: move.range, dimension: move.dimension, bounces: true)
    }

    /// UIKit documents none: its paging threshold stands in.
    public func minimumFlingVelocity(physics: ScrollPhysics) -> Double { physics.pagingVelocityThreshold }

    /// As the tracker read it on the scrolling axes: UIKit documents no clamp and no minimum.
    public func flingVelocity(_ estimate: VelocityEstimate, axes: Set<Axis>, physics: ScrollPhysics) -> Point {
        var v = Point.zero
        for axis in axes { v[axis] = estimate.velocity[axis] }
        return v
    }

    /// Apple documents no carried momentum. Flutter's `BouncingScrollPhysics.carriedMomentum`,
    /// sign(v)·min(0.000816·|v|^1.967, 40000), was fitted with Flutter and a real UIScrollView
    /// flung side by side (physics.md §8.6): the best public measurement of how iOS builds speed
    /// over repeated flicks. It applies by Flutter's `ScrollDragController` rules: added to a
    /// release in the same direction that is faster than half of it (`CarriedMomentum`).
    public func carriedVelocity(release: Double, caught: Double, physics: ScrollPhysics) -> Double {
        CarriedMomentum.carried(release: release, caught: caught)
    }

    public func tolerance(physics: ScrollPhysics) -> Tolerance { physics.tolerance }

    public func ballistic(
        position: Double, velocity: Double, range: ClosedRange<Double>, dimension: Double, bounces: Bool,
        physics: ScrollPhysics
    ) -> ScrollSimulation {
        ScrollSimulation(
            glide(position: position, velocity: velocity, range: range, dimension: dimension, bounces: bounces, physics)
        )
    }

    /// The WWDC projection, x0 + v0/λ, unclamped: what `willEndDragging` offers as the projected
    /// landing.
    public func projectedRest(position: Double, velocity: Double, physics: ScrollPhysics) -> Double {
        DecaySimulation(position: position, velocity: velocity, rate: physics.decelerationRate).restingPosition
    }

    /// A page (`paging`: one page or item per fling) decelerates at `pagingDecelerationRate`, as
    /// `isPagingEnabled` does, instead of gliding onto it at the free glide's rate.
    public func settle(position: Double, velocity: Double, target: Double, paging: Bool, physics: ScrollPhysics)
        -> ScrollSimulation
    {
        var physics = physics
        if paging { physics.decelerationRate = Self.pagingDecelerationRate }
        if let approach = deceleration(from: position, velocity: velocity, to: target, physics) {
            return ScrollSimulation(approach)
        }
        return ScrollSimulation(snapSpring(from: position, velocity: velocity, to: target, physics))
    }

    public func pagingTarget(
        position: Double, velocity: Double, pageSize: Double, bounds: ClosedRange<Double>, physics: ScrollPhysics
    ) -> Double {
        Snapping.pagingTarget(
            position: position, velocity: velocity, pageSize: pageSize, bounds: bounds,
            velocityThreshold: physics.pagingVelocityThreshold)
    }

    /// `scrollViewWillEndDragging`'s usual rule: the item nearest the projection, and a flick
    /// at least `slowReleaseVelocity` fast never turns back.
    public func snapTarget<Layout: SnapLayout>(_ release: SnapRelease, in layout: Layout, physics: ScrollPhysics)
        -> Double?
    {
        NearestRestSnapping.target(release, in: layout, turnsBackBelow: physics.slowReleaseVelocity, physics: physics)
    }

    /// A flick decelerates onto the page it heads to, never faster than the finger; a slow
    /// release is left to the pager's own completion curve.
    public func pageTurn(
        from progress: Double, to target: Double, velocity: Double, pageSize: Double, physics: ScrollPhysics
    )
        -> PageTurn?
    {
        deceleration(from: progress, velocity: velocity, to: target, unit: pageSize, physics).map(PageTurn.approach)
    }

    // MARK: - UIKit's motions

    /// A release left alone: free deceleration, and at an edge of `range` the bounce spring from
    /// the speed the glide has there (or a dead stop without `bounces`); released beyond an edge,
    /// the spring to it. `dimension` is the viewport's on that axis: the spring starts no faster
    /// than what swings `maxBounceViewports` past the edge, d·β·e.
    public func glide(
        position: Double, velocity: Double, range: ClosedRange<Double>, dimension: Double, bounces: Bool,
        _ physics: ScrollPhysics
    ) -> BounceSimulation {
        let spring = physics.bounceSpring
        let beta = spring.damping / (2 * spring.mass)
        return BounceSimulation(
            position: position, velocity: velocity, rate: physics.decelerationRate, bounds: range,
            bounces: bounces, spring: spring,
            maxSpringVelocity: Self.maxBounceViewports * dimension * beta * Double.exp(1),
            tolerance: physics.tolerance)
    }

    /// The deceleration onto `target` for a release at `position` with `velocity`, or nil when
    /// the release calls for a spring (slower than `slowReleaseVelocity`, moving away, already
    /// there, or too slow for the distance: keeping its speed would not rest within
    /// `settleBound`). `unit` is points per unit of position (a page turned by hand is in pages):
    /// speeds and the tolerance are compared in points.
    public func deceleration(
        from position: Double, velocity: Double, to target: Double, unit: Double = 1, _ physics: ScrollPhysics
    ) -> ApproachSimulation? {
        let unit = unit.isFinite && unit > 0 ? unit : 1
        guard abs(velocity) * unit >= physics.slowReleaseVelocity,
            let approach = ApproachSimulation(
                position: position, velocity: velocity, target: target, rate: physics.decelerationRate,
                tolerance: physics.tolerance.scaled(toUnitsOf: unit))
        else { return nil }
        // The decay phase takes exactly the free glide's time, so this caps the cruise at the
        // release speed at `maxCruiseDuration` (a little more below 20 pt/s, where the 3 s floor
        // decides), whatever the distance.
        guard approach.duration <= physics.settleBound(velocity: velocity, unit: unit) else { return nil }
        return approach
    }

    /// `snapSpring` from the release velocity to `target`. A fast release moving away from a
    /// target behind it is turned round by a critically damped spring soft enough that it
    /// never comes back faster than it left, unless that spring would not rest within
    /// `settleBound` (a target far for the speed): then the softest one between it and
    /// `snapSpring` that does, which comes back faster than it left rather than crawling.
    public func snapSpring(from position: Double, velocity: Double, to target: Double, _ physics: ScrollPhysics)
        -> SpringSimulation
    {
        let spring = physics.snapSpring
        let tolerance = physics.tolerance
        let configured = SpringSimulation(
            spring: spring, from: position, to: target, velocity: velocity, tolerance: tolerance)
        let away = Sanitize.position(position) - Sanitize.position(target)
        let speed = abs(Sanitize.velocity(velocity))
        guard velocity * away > 0, speed >= physics.slowReleaseVelocity, spring.dampingRatio >= 1 else {
            return configured
        }
        let configuredBeta = spring.damping / (2 * spring.mass)
        let maxBeta = Self.maxReturnStiffnessRatio * speed / abs(away)
        guard configuredBeta > maxBeta else { return configured }
        // Stiffened back towards β of `snapSpring` (critically damped throughout) only as far as
        // the bound needs. A `snapSpring` tuned softer than the default may miss the bound even
        // so: then the tuning decides, as a tuned deceleration rate decides a glide's length.
        let softened = Spring(dampingRatio: 1, response: 2 * Double.pi / maxBeta, mass: spring.mass)
        return SpringSimulation.resting(
            within: physics.settleBound(velocity: velocity), spring: softened,
            stiffestResponse: 2 * Double.pi / configuredBeta, from: position, to: target, velocity: velocity,
            tolerance: tolerance) ?? configured
    }
}
