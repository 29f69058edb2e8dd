/// UIKit where Android's list differs: a snap onto an item and the snap of a strip that came to
/// rest between items are both `settle` (a deceleration onto it, or the snap spring), whether or
/// not the item is on screen; at an edge the content itself goes past (the rubber band and the
/// bounce), so there is no edge effect.
extension UIKitScrolling {
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
