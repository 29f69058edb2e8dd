/// A Flutter scroll physics (`FlutterIOSScrolling`, `FlutterAndroidScrolling`): what both answer
/// alike (`FlutterScrolling`'s tolerance, fixed-extent snap, page rule and page spring) written
/// once, so each home holds only where it differs (the finger, the fling, the edges, the carried
/// momentum).
public protocol FlutterPlatformScrolling: PlatformScrolling {}

extension FlutterPlatformScrolling {
    public func tolerance(physics: ScrollPhysics) -> Tolerance { FlutterScrolling.tolerance(physics) }

    public func projectedRest(position: Double, velocity: Double, physics: ScrollPhysics) -> Double {
        FlutterScrolling.projectedRest(self, position: position, velocity: velocity, physics: physics)
    }

    public func settle(position: Double, velocity: Double, target: Double, paging: Bool, physics: ScrollPhysics)
        -> ScrollSimulation
    {
        FlutterScrolling.settle(
            position: position, velocity: velocity, target: target, paging: paging, physics: physics)
    }

    /// `PageScrollPhysics` turns the page on any fling its parent would fling.
    public func pagingTarget(
        position: Double, velocity: Double, pageSize: Double, bounds: ClosedRange<Double>, physics: ScrollPhysics
    ) -> Double {
        FlutterScrolling.pagingTarget(
            position: position, velocity: velocity, pageSize: pageSize, bounds: bounds,
            minimumFlingVelocity: minimumFlingVelocity(physics: physics))
    }

    /// `FixedExtentScrollPhysics` / `PageScrollPhysics` (`FlutterScrolling.snapTarget`): a release
    /// at an edge heading out is the parent's (no motion under the clamping physics; the
    /// overscroll and spring back under the bouncing ones).
    public func snapTarget<Layout: SnapLayout>(_ release: SnapRelease, in layout: Layout, physics: ScrollPhysics)
        -> Double?
    {
        FlutterScrolling.snapTarget(release, in: layout, physics: physics)
    }

    public func pageTurn(
        from progress: Double, to target: Double, velocity: Double, pageSize: Double, physics: ScrollPhysics
    )
        -> PageTurn?
    {
        FlutterScrolling.pageTurn(
            from: progress, to: target, velocity: velocity, pageSize: pageSize, physics: physics)
    }
}
