/// What Flutter's two scroll physics share (`packages/flutter/lib/src/widgets/scroll_physics.dart`,
/// physics.md §2): the default spring, the tolerance, `FixedExtentScrollPhysics`' snap and
/// `PageScrollPhysics`' page. `FlutterIOSScrolling` (`BouncingScrollPhysics`) and
/// `FlutterAndroidScrolling` (`ClampingScrollPhysics`) differ in the fling, the edges, the drag
/// and the carried momentum. Lengths are logical pixels, 1 px = 1 pt; the device pixel ratio is
/// the demo's `density`.
public enum FlutterScrolling {
    /// `ScrollPhysics.spring`'s default (m 0.5, k 100, ζ 1.1): the spring of `PageScrollPhysics`,
    /// of the bouncing edge and of a fixed-extent snap that cannot glide onto its item.
    public static let spring = FlutterBouncingPhysics.spring

    /// `ScrollPhysics.toleranceFor(ScrollMetrics)` (`widgets/scroll_physics.dart`): velocity
    /// 1 / (0.050 · dpr) and distance 1 / dpr logical pixels, so a denser screen lets a motion run
    /// until it moves less than a device pixel. The demo's `density` is the ratio (physics.md
    /// §8.5): at 3 a bouncing glide runs down to 6.7 pt/s instead of 20.
    public static func toleranceFor(devicePixelRatio: Double) -> Tolerance {
        FlutterBouncingSimulation.flutterTolerance(devicePixelRatio: devicePixelRatio)
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
            return .approach(through)
        }
        // Flutter's spring is a platform constant, not a tuning: stiffened as far as the bound
        // needs (the stiffest spring a `Spring` allows rests within milliseconds).
        let flutter = SpringSimulation(
            spring: spring, from: position, to: target, velocity: velocity, tolerance: tolerance)
        let bounded = SpringSimulation.resting(
            within: bound, spring: spring, stiffestResponse: 0, from: position, to: target, velocity: velocity,
            tolerance: tolerance)
        return .spring(bounded ?? flutter)
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

    /// `kMaxFlingVelocity` (8000) and a `minimum` below which a release is no fling.
    static func flingVelocity(_ velocity: Double, minimum: Double) -> Double {
        guard !velocity.isNaN else { return velocity }
        let maximum = FlutterBouncingPhysics.maxFlingVelocity
        return abs(velocity) < minimum ? 0 : clamp(velocity, -maximum...maximum)
    }
}
