/// What Flutter's two scroll physics share (`packages/flutter/lib/src/widgets/scroll_physics.dart`,
/// physics.md §2): the default spring, the tolerance, `FixedExtentScrollPhysics`' snap and
/// `PageScrollPhysics`' page. `FlutterIOSScrolling` (`BouncingScrollPhysics`) and
/// `FlutterAndroidScrolling` (`ClampingScrollPhysics`) differ in the fling, the edges, the drag
/// and the carried momentum; and in the finger: the iOS physics run on iOS, whose embedder reports
/// no touch slop and whose scroll behavior builds `IOSScrollViewFlingVelocityTracker`, the clamping
/// ones on Android, whose embedder reports Android's touch slop and whose behavior keeps the
/// default `VelocityTracker`. Lengths are logical pixels, 1 px = 1 pt; the device pixel ratio is
/// the demo's `density`.
public enum FlutterScrolling {
    /// `ScrollPhysics.spring`'s default, `_kDefaultSpring` (mass 0.5, stiffness 100, damping ratio
    /// 1.1: c = 1.1·2·√(0.5·100) ≈ 15.556, slightly over-damped so the content never swings back
    /// past the edge): the spring of `PageScrollPhysics`, of the bouncing edge (which
    /// `BouncingScrollPhysics` `.normal` still uses), of the clamping simulation's settle and of a
    /// fixed-extent snap that cannot glide onto its item.
    public static let spring = Spring(mass: 0.5, stiffness: 100, damping: 1.1 * 2 * (0.5 * 100.0).squareRoot())

    /// `kMinFlingVelocity` (gestures/constants.dart), pt/s: `ScrollPhysics.minFlingVelocity`, the
    /// clamping physics' threshold (the bouncing physics ask twice it).
    public static let minFlingVelocity = 50.0
    /// `kMaxFlingVelocity`, pt/s: the recognizer clamps a fling to this (before any carried
    /// momentum is added).
    public static let maxFlingVelocity = 8000.0

    /// `ScrollPhysics.toleranceFor(ScrollMetrics)` (`widgets/scroll_physics.dart`): velocity
    /// 1 / (0.050 · dpr) and distance 1 / dpr logical pixels, so a denser screen lets a motion run
    /// until it moves less than a device pixel. The demo's `density` is the ratio (physics.md
    /// §8.5): at 3 a bouncing glide runs down to 6.7 pt/s instead of 20.
    /// The default ratio is 1, the Linux window's 1 pt = 1 pixel; the platform homes pass the
    /// demo's `density` (3 by default, a phone). A phone at 3× keeps the same motion and only
    /// changes where it is called done: the bouncing glide stops at 6.7 pt/s instead of 20 (3.3 pt
    /// short of its asymptote instead of 10), the spring within ⅓ pt. NaN, zero or negative ratios
    /// read as 1.
    public static func toleranceFor(devicePixelRatio: Double = 1) -> Tolerance {
        let dpr = devicePixelRatio.isFinite && devicePixelRatio > 0 ? devicePixelRatio : 1
        return Tolerance(distance: 1 / dpr, velocity: 1 / (0.050 * dpr))
    }

    /// The tolerance at the demo's density.
    static func tolerance(_ physics: ScrollPhysics) -> Tolerance { toleranceFor(devicePixelRatio: physics.density) }

    /// `FixedExtentScrollPhysics`' choice onto `target` (and `PageScrollPhysics`' when `paging`):
    /// `FrictionSimulation.through` onto an item that lies ahead, the spring when the release is
    /// slow or the item is behind, and a page always by the spring. `through` decays at
    /// λ = v/D, as slow as the distance is long: one that would not rest within
    /// `settleBound(velocity:)` gives way to the spring, and the spring is stiffened when even it
    /// would not (beyond about 10¹⁰ pt) (docs/reliability.md §7).
    static func settle(position: Double, velocity: Double, target: Double, paging: Bool, physics: ScrollPhysics)
        -> ScrollSimulation
    {
        let bound = physics.settleBound(velocity: velocity)
        let tolerance = Self.tolerance(physics)
        if !paging,
            let through = ApproachSimulation(
                position: position, velocity: velocity, target: target, tolerance: tolerance, cruises: false),
            through.duration <= bound
        {
            return ScrollSimulation(through)
        }
        // Flutter's spring is a platform constant, not a tuning: stiffened as far as the bound
        // needs (the stiffest spring a `Spring` allows rests within milliseconds).
        let flutter = SpringSimulation(
            spring: spring, from: position, to: target, velocity: velocity, tolerance: tolerance)
        let bounded = SpringSimulation.resting(
            within: bound, spring: spring, stiffestResponse: 0, from: position, to: target, velocity: velocity,
            tolerance: tolerance)
        return ScrollSimulation(bounded ?? flutter)
    }

    /// `FixedExtentScrollPhysics` (and `PageScrollPhysics`, whose page rule `NearestRestSnapping`
    /// applies for a `page` layout): the item nearest the ballistic rest, even behind the release.
    /// Both first hand a release at or past an edge that is not headed back in range to their
    /// parent ("scenario 1" in `createBallisticSimulation`): no target here, so the view runs
    /// the parent's `ballistic`. Under `ClampingScrollPhysics` that is no motion at the edge (a
    /// spring back from past it); under `BouncingScrollPhysics` the overscroll and its spring
    /// back. Snapping onto the edge's item instead would spring through the edge and back.
    static func snapTarget<Layout: SnapLayout>(_ release: SnapRelease, in layout: Layout, physics: ScrollPhysics)
        -> Double?
    {
        let velocity = Sanitize.velocity(release.velocity)
        let offset = Sanitize.position(release.offset)
        if (velocity <= 0 && offset <= layout.minOffset) || (velocity >= 0 && offset >= layout.maxOffset) {
            return nil
        }
        return NearestRestSnapping.target(release, in: layout, turnsBackBelow: .infinity, physics: physics)
    }

    /// UIKit's page rule with Flutter's fling threshold (`minimumFlingVelocity`):
    /// `PageScrollPhysics` turns the page on any fling, one page at most.
    static func pagingTarget(
        position: Double, velocity: Double, pageSize: Double, bounds: ClosedRange<Double>,
        minimumFlingVelocity: Double
    ) -> Double {
        Snapping.pagingTarget(
            position: position, velocity: velocity, pageSize: pageSize, bounds: bounds,
            velocityThreshold: minimumFlingVelocity)
    }

    /// `PageScrollPhysics`: the spring from the release velocity, in pages of `pageSize` points.
    static func pageTurn(
        from progress: Double, to target: Double, velocity: Double, pageSize: Double, physics: ScrollPhysics
    ) -> PageTurn {
        let unit = pageSize.isFinite && pageSize > 0 ? pageSize : 1
        return .spring(
            SpringSimulation(
                spring: spring, from: progress, to: target, velocity: velocity,
                tolerance: Self.tolerance(physics).scaled(toUnitsOf: unit)))
    }

    /// A fling's end on an unbounded surface, as `FixedExtentScrollPhysics` reads its parent's
    /// ballistic simulation.
    static func projectedRest(
        _ platform: some PlatformScrolling, position: Double, velocity: Double, physics: ScrollPhysics
    )
        -> Double
    {
        let unbounded = -Sanitize.maxPosition...Sanitize.maxPosition
        return platform.ballistic(
            position: position, velocity: velocity, range: unbounded, dimension: 0, bounces: true, physics: physics
        ).base.finalPosition
    }

    /// A drag stopped at the edge (clamping physics), unless the demo judges a pull past it.
    static func clampedDrag(_ move: DragMove, physics: ScrollPhysics) -> Double {
        let raw = move.rawStart - move.translation
        guard move.bounces, move.pullsPastEdges else { return clamp(raw, move.range) }
        return physics.offset(forRaw: raw, in: move.range, dimension: move.dimension, bounces: true)
    }

    /// `kTouchSlop` (`gestures/constants.dart`), logical px: the touch slop when the embedder
    /// reports none (iOS). "We started at 8.0 and increased it to 18.0 after getting complaints
    /// that it was too difficult to hit targets."
    public static let touchSlop = 18.0
    /// `ScrollPhysics.minFlingDistance` (`parent?.minFlingDistance ?? kTouchSlop`, which neither
    /// physics overrides), logical px: a release whose estimate moved no farther is no fling.
    public static let minFlingDistance = touchSlop

    /// `DragGestureRecognizer`'s test (`gestures/monodrag.dart`) with the device's `touchSlop`
    /// (`computeHitSlop` for a touch: `DeviceGestureSettings.touchSlop ?? kTouchSlop`): a one-axis
    /// recognizer (`HorizontalDragGestureRecognizer`, `Vertical…`) accepts once the distance moved
    /// along its axis exceeds it; a `PanGestureRecognizer` (a view scrolling both ways) once the
    /// path's length exceeds the pan slop, twice it (`computePanSlop`, `kPanSlop`).
    static func beginsDrag(_ travel: PressTravel, axes: Set<Axis>, touchSlop: Double) -> Bool {
        guard let axis = axes.first else { return false }
        if axes.count == 1 { return abs(travel.displacement[axis]) > touchSlop }
        return travel.path > 2 * touchSlop
    }

    /// `considerFling` (`gestures/monodrag.dart`), pointer space. A one-axis recognizer flings when
    /// the estimate is faster than `minimum` along its axis and moved farther than
    /// `minFlingDistance` along it, then clamps that axis to `kMaxFlingVelocity` (8000): the axis
    /// is projected before the clamp since flutter#122338 (flutter#120345, where the 2-D vector was
    /// clamped first and a diagonal flick lost up to 29 %). A pan compares and clamps the 2-D
    /// vector (`Velocity.clampMagnitude`). Anything else releases at 0.
    static func flingVelocity(_ estimate: VelocityEstimate, axes: Set<Axis>, minimum: Double) -> Point {
        let maximum = FlutterScrolling.maxFlingVelocity
        let v = estimate.velocity
        guard !v.x.isNaN, !v.y.isNaN, let axis = axes.first else { return .zero }
        if axes.count == 1 {
            guard abs(v[axis]) > minimum, abs(estimate.offset[axis]) > minFlingDistance else { return .zero }
            var fling = Point.zero
            fling[axis] = clamp(v[axis], -maximum...maximum)
            return fling
        }
        let speed = (v.x * v.x + v.y * v.y).squareRoot()
        let travel = (estimate.offset.x * estimate.offset.x + estimate.offset.y * estimate.offset.y).squareRoot()
        guard speed > minimum, travel > minFlingDistance else { return .zero }
        return speed > maximum ? v * (maximum / speed) : v
    }
}
