/// Flutter iOS where Android's list differs: `FixedExtentScrollPhysics` and `PageScrollPhysics`
/// settle onto an item the same way whether or not it is built yet, and a strip at rest between
/// items is settled like any other; `BouncingScrollPhysics` takes the content itself past an
/// edge, so there is no edge effect.
extension FlutterIOSScrolling {
    public func snapSettle(
        position: Double, velocity: Double, target: Double, item: ClosedRange<Double>?, dimension: Double,
        paging: Bool, physics: ScrollPhysics
    ) -> ScrollSimulation {
        settle(position: position, velocity: velocity, target: target, paging: paging, physics: physics)
    }

    public func idleSnap(
        position: Double, velocity: Double, target: Double, dimension: Double, paging: Bool, physics: ScrollPhysics
    ) -> ScrollSimulation {
        settle(position: position, velocity: velocity, target: target, paging: paging, physics: physics)
    }

    public func edgeEffect(physics: ScrollPhysics) -> (any EdgeEffect)? { nil }
}
