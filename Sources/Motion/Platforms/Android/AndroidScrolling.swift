/// Android (physics.md §3, §8): every scrolling surface is a `RecyclerView`. A press becomes a
/// drag past `ViewConfiguration`'s touch slop on an axis, and the release reads Android's
/// `VelocityTracker` (`AndroidVelocityTracker`). Its fling is `OverScroller`'s spline with the
/// flywheel, stopping dead at an edge where the `EdgeEffect` stretch takes its speed
/// (`RecyclerViewFling`, `AndroidEdgeEffect`); a drag past an edge pulls the stretch, not the
/// content. `ViewConfiguration`'s fling limits; `SnapHelper`'s snap scroller (`AndroidSnapping`,
/// `LinearSmoothScrollerSimulation`) and its snap once the list is idle; `ViewPager`'s page settle.
/// Lengths are dp (1 dp = 1 pt); the pixel constants follow `physics.density`.
public struct AndroidScrolling: PlatformScrolling {
    /// `ViewConfiguration` TOUCH_SLOP (`config_viewConfigurationTouchSlop`), dp: "Distance a
    /// touch can wander before we think the user is scrolling".
    public static let touchSlop = 8.0

    public init() {}

    public var title: String { "Android" }
    /// systemGreen.
    public var signatureColour: UInt32 { 0x30D158 }
    public var traits: PlatformTraits { PlatformTraits(glide: .overScroller, edge: .stops) }

    /// `ViewConfiguration.getScaledTouchSlop()` in points: 8 dp as whole device pixels
    /// (`getDimensionPixelSize` rounds ⌊8·density + 0.5⌋), divided back by `density`. 8 pt at
    /// any whole density.
    public static func scaledTouchSlop(density: Double) -> Double {
        guard density.isFinite, density > 0 else { return touchSlop }
        return (touchSlop * density + 0.5).rounded(.down) / density
    }

    /// `RecyclerView.onInterceptTouchEvent`: a drag once the pointer is more than the scaled touch
    /// slop from the press on an axis the view scrolls (each axis on its own). Intercepted there,
    /// the drag moves the content from that point on (`mLastTouchX = x`), as every platform does
    /// here.
    public func beginsDrag(_ travel: PressTravel, axes: Set<Axis>, physics: ScrollPhysics) -> Bool {
        let slop = Self.scaledTouchSlop(density: physics.density)
        return axes.contains { abs(travel.displacement[$0]) > slop }
    }

    /// The content follows from the first move past the slop.
    public func dragStartThreshold(at time: Int64, physics: ScrollPhysics) -> DragStartThreshold? { nil }

    /// Android's `VelocityTracker` (`AndroidVelocityTracker`).
    public func velocityReading(_ samples: PointerSamples, at time: Int64, physics: ScrollPhysics)
        -> TrackerReading
    {
        AndroidVelocityTracker.reading(samples, at: time)
    }

    /// Stopped at the edge, unless the demo judges a pull past it (the pull to the next page,
    /// which Android apps build on their own overscroll).
    public func dragOffset(_ move: DragMove, physics: ScrollPhysics) -> Double {
        let raw = move.rawStart - move.translation
        guard move.bounces, move.pullsPastEdges else { return clamp(raw, move.range) }
        return physics.offset(forRaw: raw, in: move.range, dimension: move.dimension, bounces: true)
    }

    /// `ViewConfiguration.MINIMUM_FLING_VELOCITY`, 50 dp/s.
    public func minimumFlingVelocity(physics: ScrollPhysics) -> Double { AndroidSnapping.minimumFlingVelocity }

    /// Each axis on its own: `computeCurrentVelocity(1000, mMaxFlingVelocity)` clamps to
    /// MAXIMUM_FLING_VELOCITY (8000 dp/s), then `RecyclerView.fling` drops an axis slower than
    /// MINIMUM_FLING_VELOCITY (50 dp/s) or one the view does not scroll. So a diagonal flick keeps
    /// its full speed along the axis (flutter#120345, where Flutter still clamped the 2-D vector).
    public func flingVelocity(_ estimate: VelocityEstimate, axes: Set<Axis>, physics: ScrollPhysics) -> Point {
        let maximum = AndroidSnapping.maximumFlingVelocity
        var v = Point.zero
        for axis in axes where !estimate.velocity[axis].isNaN {
            let clamped = clamp(estimate.velocity[axis], -maximum...maximum)
            v[axis] = abs(clamped) < AndroidSnapping.minimumFlingVelocity ? 0 : clamped
        }
        return v
    }

    /// `OverScroller`'s flywheel: a fling in the same direction as the one it caught adds its speed.
    public func carriedVelocity(release: Double, caught: Double, physics: ScrollPhysics) -> Double {
        AndroidFlingSimulation.flywheel(newVelocity: release, currentVelocity: caught)
    }

    public func tolerance(physics: ScrollPhysics) -> Tolerance { physics.tolerance }

    /// `RecyclerView`'s fling: it stops at an edge, whose stretch takes its speed (none without
    /// `bounces`, a view whose overscroll mode is never). Content let go past an edge (a demo's
    /// own pull, `pullsPastEdges`, or a trackpad's rubber band) comes back as `ScrollView`'s
    /// `OverScroller` brings it: over-fling and spring-back (`AndroidFlingSimulation`).
    public func ballistic(
        position: Double, velocity: Double, range: ClosedRange<Double>, dimension: Double, bounces: Bool,
        physics: ScrollPhysics
    ) -> ScrollSimulation {
        let position = Sanitize.position(position)
        guard range.contains(position) else {
            return ScrollSimulation(
                AndroidFlingSimulation(
                    position: position, velocity: velocity, bounds: range,
                    overflingDistance: bounces ? AndroidFlingSimulation.defaultOverflingDistance : 0,
                    density: physics.density, tolerance: physics.tolerance))
        }
        return ScrollSimulation(
            RecyclerViewFling(
                position: position, velocity: velocity, bounds: range, dimension: dimension,
                density: physics.density, stretches: bounces))
    }

    /// `SnapHelper.calculateScrollDistance`: an `OverScroller` fling's end.
    public func projectedRest(position: Double, velocity: Double, physics: ScrollPhysics) -> Double {
        let unbounded = -Sanitize.maxPosition...Sanitize.maxPosition
        return ballistic(
            position: position, velocity: velocity, range: unbounded, dimension: 0, bounces: true, physics: physics
        ).base.finalPosition
    }

    /// `LinearSmoothScroller`'s decelerate timing from where the content is (`PagerSnapHelper`'s
    /// shorter one when `paging`): the snap scroller starts at its own speed, not the fling's.
    /// Its time grows with the distance (1.86 ms a point), so one longer than the settle bound of
    /// the release speed (`settleBound(velocity:)`: 3 s from rest, 1611 pt; 5.9 s at 7000 pt/s)
    /// is run faster, over that bound: a deviation from AOSP, whose RecyclerView would crawl.
    /// The bound grows with the release speed, as every platform's does, so a hard flick takes
    /// AOSP's time wherever that fits. It drops the release speed, so it gets no glide on top.
    public func settle(position: Double, velocity: Double, target: Double, paging: Bool, physics: ScrollPhysics)
        -> ScrollSimulation
    {
        let scroll = AndroidSnapping.snapScroll(from: position, to: target, pager: paging)
        let bound = physics.settleBound(velocity: velocity)
        guard scroll.duration > bound else { return ScrollSimulation(scroll) }
        return ScrollSimulation(
            TweenSimulation(from: scroll.from, to: scroll.to, duration: bound, easing: scroll.easing))
    }

    /// A snap onto an item: `LinearSmoothScroller`, which seeks at constant speed while the item
    /// is not laid out (`LinearSmoothScrollerSimulation`), over at most the settle bound of the
    /// release speed; without an item (or with one laid out already) `settle`'s tween.
    public func snapSettle(
        position: Double, velocity: Double, target: Double, item: ClosedRange<Double>?, dimension: Double,
        paging: Bool, physics: ScrollPhysics
    ) -> ScrollSimulation {
        let scroller = LinearSmoothScrollerSimulation(
            from: position, to: target, item: item, dimension: dimension, pager: paging, density: physics.density,
            maxDuration: physics.settleBound(velocity: velocity))
        guard scroller.seekDuration > 0 else {
            return settle(position: position, velocity: velocity, target: target, paging: paging, physics: physics)
        }
        return ScrollSimulation(scroller)
    }

    /// `SnapHelper.snapToTargetExistingView` once the list is idle: `RecyclerView.smoothScrollBy`,
    /// a quintic ease-out over min(2000, (|d| / size + 1) × 300) ms, from rest.
    public func idleSnap(
        position: Double, velocity: Double, target: Double, dimension: Double, paging: Bool, physics: ScrollPhysics
    ) -> ScrollSimulation {
        ScrollSimulation(AndroidSnapping.smoothScrollBy(from: position, to: target, size: dimension))
    }

    /// UIKit's page rule with Android's fling threshold: `PagerSnapHelper` turns the page on any
    /// fling, one page at most.
    public func pagingTarget(
        position: Double, velocity: Double, pageSize: Double, bounds: ClosedRange<Double>, physics: ScrollPhysics
    ) -> Double {
        Snapping.pagingTarget(
            position: position, velocity: velocity, pageSize: pageSize, bounds: bounds,
            velocityThreshold: AndroidSnapping.minimumFlingVelocity)
    }

    /// `LinearSnapHelper` / `PagerSnapHelper` (`AndroidItemSnapping`).
    public func snapTarget<Layout: SnapLayout>(_ release: SnapRelease, in layout: Layout, physics: ScrollPhysics)
        -> Double?
    {
        AndroidItemSnapping.target(release, in: layout)
    }

    /// `ViewPager.smoothScrollTo` (`ViewPagerSettle`).
    public func pageTurn(
        from progress: Double, to target: Double, velocity: Double, pageSize: Double, physics: ScrollPhysics
    )
        -> PageTurn?
    {
        .tween(ViewPagerSettle.tween(from: progress, to: target, velocity: velocity, pageSize: pageSize))
    }

    /// `EdgeEffect`'s stretch, at `physics.density`.
    public func edgeEffect(physics: ScrollPhysics) -> (any EdgeEffect)? { AndroidEdgeEffect(density: physics.density) }
}
