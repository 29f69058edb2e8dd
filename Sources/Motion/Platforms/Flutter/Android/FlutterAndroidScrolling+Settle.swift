/// Flutter Android where Android's list differs: `FixedExtentScrollPhysics` and
/// `PageScrollPhysics` settle onto an item the same way whether or not it is built yet, and a
/// strip at rest between items is settled like any other. `ClampingScrollPhysics` stops at an
/// edge; Flutter's `StretchingOverscrollIndicator` is a widget the playground does not model, so
/// there is no edge effect here.
extension FlutterAndroidScrolling {
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
