/// Flutter's `ClampingScrollPhysics` (Android-style, physics.md §2.3): `ClampingScrollSimulation`
/// clamped at the edges, a drag that stops at an edge, `kMinFlingVelocity` 50 and no carried
/// momentum. Snapping and paging are Flutter's (`FlutterScrolling`). As Flutter runs on Android:
/// Android's touch slop and Flutter's default `VelocityTracker`.
public struct FlutterAndroidScrolling: FlutterPlatformScrolling {
    public init() {}

    public var title: String { "Flutter Android" }
    /// systemPink.
    public var signatureColour: UInt32 { 0xFF375F }
    public var traits: PlatformTraits { PlatformTraits(glide: .clampingFling, edge: .stops) }

    /// The Android embedder reports `ViewConfiguration.getScaledTouchSlop()` as the view's
    /// `physicalTouchSlop` (`FlutterView.sendViewportMetricsToFlutter`), so the recognizers use
    /// Android's 8 dp, not `kTouchSlop`.
    public func beginsDrag(_ travel: PressTravel, axes: Set<Axis>, physics: ScrollPhysics) -> Bool {
        FlutterScrolling.beginsDrag(
            travel, axes: axes, touchSlop: AndroidScrolling.scaledTouchSlop(density: physics.density))
    }

    /// `ClampingScrollPhysics` sets no `dragStartDistanceMotionThreshold`.
    public func dragStartThreshold(at time: Int64, physics: ScrollPhysics) -> DragStartThreshold? { nil }

    /// Flutter's default `VelocityTracker` (`FlutterVelocityTracker`).
    public func velocityReading(_ samples: PointerSamples, at time: Int64, physics: ScrollPhysics)
        -> TrackerReading
    {
        FlutterVelocityTracker.reading(samples, at: time)
    }

    public func dragOffset(_ move: DragMove, physics: ScrollPhysics) -> Double {
        FlutterScrolling.clampedDrag(move, physics: physics)
    }

    /// `kMinFlingVelocity`.
    public func minimumFlingVelocity(physics: ScrollPhysics) -> Double { FlutterScrolling.minFlingVelocity }

    public func flingVelocity(_ estimate: VelocityEstimate, axes: Set<Axis>, physics: ScrollPhysics) -> Point {
        FlutterScrolling.flingVelocity(estimate, axes: axes, minimum: FlutterScrolling.minFlingVelocity)
    }

    /// `ClampingScrollPhysics` carries nothing into a second fling.
    public func carriedVelocity(release: Double, caught: Double, physics: ScrollPhysics) -> Double { release }

    public func ballistic(
        position: Double, velocity: Double, range: ClosedRange<Double>, dimension: Double, bounces: Bool,
        physics: ScrollPhysics
    ) -> ScrollSimulation {
        ScrollSimulation(
            FlutterClampingSimulation(
                position: position, velocity: velocity, bounds: range, tolerance: FlutterScrolling.tolerance(physics)))
    }
}
