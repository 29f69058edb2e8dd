/// Flutter's `BouncingScrollPhysics` (iOS-style, physics.md §2.2): `BouncingScrollSimulation`
/// (friction, then the spring past an edge), the drag resisted move by move past an edge
/// (`applyPhysicsToUserOffset`), a minimum fling of 100 and the carried momentum of a repeated
/// fling (`FlutterBouncingPhysics`). Snapping and paging are Flutter's (`FlutterScrolling`). As
/// Flutter runs on iOS: `kTouchSlop`, the drag's motion start threshold, and
/// `IOSScrollViewFlingVelocityTracker`.
public struct FlutterIOSScrolling: FlutterPlatformScrolling {
    public init() {}

    public var title: String { "Flutter iOS" }
    /// systemOrange.
    public var signatureColour: UInt32 { 0xFF9F0A }
    public var traits: PlatformTraits { PlatformTraits(glide: .friction, edge: .ownSpring) }

    /// `kTouchSlop` (18): the iOS embedder reports no touch slop.
    public func beginsDrag(_ travel: PressTravel, axes: Set<Axis>, physics: ScrollPhysics) -> Bool {
        FlutterScrolling.beginsDrag(travel, axes: axes, touchSlop: FlutterScrolling.touchSlop)
    }

    /// `BouncingScrollPhysics.dragStartDistanceMotionThreshold` (3.5) in `ScrollDragController`.
    public func dragStartThreshold(at time: Int64, physics: ScrollPhysics) -> DragStartThreshold? {
        DragStartThreshold(
            distance: FlutterBouncingPhysics.dragStartDistanceMotionThreshold,
            stoppedDuration: FlutterBouncingPhysics.motionStoppedDuration,
            bigBreakDistance: FlutterBouncingPhysics.bigThresholdBreakDistance, startingAt: time)
    }

    /// `IOSScrollViewFlingVelocityTracker`, which `ScrollBehavior.velocityTrackerBuilder` builds
    /// for touches on iOS, given the moves the engine sends (`FlutterPointerSamples.moved`).
    public func velocityReading(_ samples: PointerSamples, at time: Int64, physics: ScrollPhysics)
        -> TrackerReading
    {
        IOSFlingVelocityTracker.reading(FlutterPointerSamples.moved(samples), at: time)
    }

    /// Resisted move by move past an edge by how far the content already is past it, so the path
    /// depends on how the moves came (as it does in Flutter), unlike UIKit's rubber band.
    public func dragOffset(_ move: DragMove, physics: ScrollPhysics) -> Double {
        guard move.bounces else { return clamp(move.rawStart - move.translation, move.range) }
        let offset = Sanitize.position(move.offset)
        let delta = Sanitize.position(move.pointerDelta)
        guard delta != 0 else { return offset }
        let applied = FlutterBouncingPhysics.userOffset(
            pointerDelta: delta, overscrollPastStart: max(move.range.lowerBound - offset, 0),
            overscrollPastEnd: max(offset - move.range.upperBound, 0), viewport: move.dimension)
        return offset - applied
    }

    /// `BouncingScrollPhysics.minFlingVelocity`: twice `kMinFlingVelocity`.
    public func minimumFlingVelocity(physics: ScrollPhysics) -> Double { FlutterBouncingPhysics.minFlingVelocity }

    public func flingVelocity(_ estimate: VelocityEstimate, axes: Set<Axis>, physics: ScrollPhysics) -> Point {
        FlutterScrolling.flingVelocity(estimate, axes: axes, minimum: FlutterBouncingPhysics.minFlingVelocity)
    }

    /// `ScrollDragController`: the drag carries `carriedMomentum` of the caught velocity, added at
    /// the end only in the same direction and when the new fling is fast enough.
    public func carriedVelocity(release: Double, caught: Double, physics: ScrollPhysics) -> Double {
        CarriedMomentum.carried(release: release, caught: caught)
    }

    /// Without `bounces` the bouncing physics give way to the clamping ones, as a view that never
    /// overscrolls.
    public func ballistic(
        position: Double, velocity: Double, range: ClosedRange<Double>, dimension: Double, bounces: Bool,
        physics: ScrollPhysics
    ) -> ScrollSimulation {
        guard bounces else {
            return FlutterAndroidScrolling().ballistic(
                position: position, velocity: velocity, range: range, dimension: dimension, bounces: false,
                physics: physics)
        }
        return ScrollSimulation(
            FlutterBouncingSimulation(
                position: position, velocity: velocity, bounds: range, spring: FlutterScrolling.spring,
                tolerance: FlutterScrolling.tolerance(physics)))
    }
}
