/// What a platform does at an edge its content stops at, instead of moving the content past it:
/// Android's `EdgeEffect` stretch on a `RecyclerView` (`AndroidEdgeEffect`). A platform whose
/// content itself goes past the edge (UIKit's rubber band, Flutter's physics) has none
/// (`PlatformScrolling.edgeEffect`).
///
/// The pull is a signed fraction of the viewport's length on the axis: negative at the start
/// edge (the minimum offset), positive at the end.
public protocol EdgeEffect: Sendable {
    /// One pointer move of a drag: where the content goes, how far the effect is pulled after it
    /// and the raw start the drag continues from (moved when the pull is capped, so that moving
    /// back releases the pull from the cap).
    func drag(_ move: DragMove, physics: ScrollPhysics) -> (offset: Double, pull: Double, rawStart: Double)
    /// The release of a drag (or of a press that caught the effect) that left it pulled by `pull`,
    /// the content at `position`, at `velocity` (pt/s, after the platform's fling limits): what
    /// runs after it. The release's velocity goes to the effect or flings the content out of it.
    func release(
        pull: Double, position: Double, velocity: Double, range: ClosedRange<Double>, dimension: Double,
        physics: ScrollPhysics
    ) -> ScrollSimulation
    /// What a pull held by the finger shows; nil for no pull.
    func stretch(pull: Double) -> EdgeStretch?
}
