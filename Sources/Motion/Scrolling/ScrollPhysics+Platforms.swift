/// What the scroll view asks of the platform in force (`platform.scrolling`, one home per
/// platform in Sources/Motion/Platforms): these read the demo's tuning (`self`) and hand it over.
extension ScrollPhysics {
    /// The platform's behaviour.
    public var scrolling: any PlatformScrolling { platform.scrolling }

    /// The tolerance the platform's motions come to rest by.
    public var platformTolerance: Tolerance { scrolling.tolerance(physics: self) }

    /// A release left alone on the platform (`PlatformScrolling.ballistic`).
    public func ballistic(
        position: Double, velocity: Double, range: ClosedRange<Double>, dimension: Double, bounces: Bool
    ) -> ScrollSimulation {
        scrolling.ballistic(
            position: position, velocity: velocity, range: range, dimension: dimension, bounces: bounces,
            physics: self)
    }

    /// Where a free fling would rest on an unbounded surface (`PlatformScrolling.projectedRest`).
    public func projectedRest(position: Double, velocity: Double) -> Double {
        scrolling.projectedRest(position: position, velocity: velocity, physics: self)
    }

    /// Content taken onto `target` exactly (`PlatformScrolling.settle`).
    public func settle(position: Double, velocity: Double, target: Double, paging: Bool) -> ScrollSimulation {
        scrolling.settle(position: position, velocity: velocity, target: target, paging: paging, physics: self)
    }

    /// A release retargeted onto an item taken there (`PlatformScrolling.snapSettle`).
    public func snapSettle(
        position: Double, velocity: Double, target: Double, item: ClosedRange<Double>?, dimension: Double,
        paging: Bool
    ) -> ScrollSimulation {
        scrolling.snapSettle(
            position: position, velocity: velocity, target: target, item: item, dimension: dimension, paging: paging,
            physics: self)
    }

    /// A strip at rest between snap positions taken to one (`PlatformScrolling.idleSnap`).
    public func idleSnap(position: Double, velocity: Double, target: Double, dimension: Double, paging: Bool)
        -> ScrollSimulation
    {
        scrolling.idleSnap(
            position: position, velocity: velocity, target: target, dimension: dimension, paging: paging,
            physics: self)
    }

    /// What shows past an edge the content stops at (`PlatformScrolling.edgeEffect`).
    public var edgeEffect: (any EdgeEffect)? { scrolling.edgeEffect(physics: self) }

    /// The page a paging release turns to (`PlatformScrolling.pagingTarget`).
    public func pagingTarget(
        position: Double, velocity: Double, pageSize: Double, bounds: ClosedRange<Double>
    ) -> Double {
        scrolling.pagingTarget(
            position: position, velocity: velocity, pageSize: pageSize, bounds: bounds, physics: self)
    }

    /// The slowest release that counts as a fling on the platform.
    public var minimumFlingVelocity: Double { scrolling.minimumFlingVelocity(physics: self) }

    /// A drag's release through the platform's fling rules (`PlatformScrolling.flingVelocity`),
    /// pointer space.
    public func flingVelocity(_ estimate: VelocityEstimate, axes: Set<Axis>) -> Point {
        scrolling.flingVelocity(estimate, axes: axes, physics: self)
    }

    /// Whether a press that travelled `travel` is a drag (`PlatformScrolling.beginsDrag`).
    public func beginsDrag(_ travel: PressTravel, axes: Set<Axis>) -> Bool {
        scrolling.beginsDrag(travel, axes: axes, physics: self)
    }

    /// The content's motion threshold for a drag begun at `time` (`PlatformScrolling.dragStartThreshold`).
    public func dragStartThreshold(at time: Int64) -> DragStartThreshold? {
        scrolling.dragStartThreshold(at: time, physics: self)
    }

    /// The platform's velocity tracker's reading (`PlatformScrolling.velocityReading`).
    public func velocityEstimate(_ samples: PointerSamples, at time: Int64) -> VelocityEstimate {
        velocityReading(samples, at: time).estimate
    }

    /// The reading with why it is what it is (`PlatformScrolling.velocityReading`).
    public func velocityReading(_ samples: PointerSamples, at time: Int64) -> TrackerReading {
        scrolling.velocityReading(samples, at: time, physics: self)
    }

    /// The release velocity with the momentum carried from a caught motion.
    public func carriedVelocity(release: Double, caught: Double) -> Double {
        scrolling.carriedVelocity(release: release, caught: caught, physics: self)
    }

    /// Where one pointer move of a drag puts the content (`PlatformScrolling.dragOffset`).
    public func dragOffset(_ move: DragMove) -> Double { scrolling.dragOffset(move, physics: self) }

    /// Where a release on a strip of items rests (`PlatformScrolling.snapTarget`).
    public func snapTarget<Layout: SnapLayout>(_ release: SnapRelease, in layout: Layout) -> Double? {
        scrolling.snapTarget(release, in: layout, physics: self)
    }

    /// How a page dragged by hand finishes (`PlatformScrolling.pageTurn`).
    public func pageTurn(from progress: Double, to target: Double, velocity: Double, pageSize: Double) -> PageTurn? {
        scrolling.pageTurn(from: progress, to: target, velocity: velocity, pageSize: pageSize, physics: self)
    }

    /// The platform's fling rules for a release along one axis at `velocity` (offset space, pt/s)
    /// from a drag that kept that speed (`VelocityEstimate.sustained`): what `playground release`
    /// and `curves --fling` hand to the fling.
    public func flingVelocity(sustained velocity: Double) -> Double {
        let pointer = Point(x: -Sanitize.velocity(velocity), y: 0)
        return -flingVelocity(.sustained(pointer), axes: [.horizontal]).x
    }
}
