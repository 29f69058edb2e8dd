/// The snap scroller a `SnapHelper` runs to a target item (androidx `LinearSmoothScroller`:
/// `onSeekTargetStep`, `updateActionForInterimTarget`, `onTargetFound`,
/// `calculateTimeForScrolling`, `calculateTimeForDeceleration`; `RecyclerView.SmoothScroller`:
/// `start`, `onAnimation`; `LinearLayoutManager.getExtraLayoutSpace`; physics.md §8.4), as a
/// pure function of the elapsed time.
///
/// A target that is laid out is reached by one decelerate tween (1 − (1 − u)², the time of
/// `AndroidSnapping.smoothScrollDuration`). One that is not is sought first: the scroller scrolls
/// at a constant speed (`AndroidSnapping.seekSpeed`, 1600 pt/s) towards it until the layout
/// manager lays it out, which it does while a target is set up to one viewport of extra layout
/// space past the viewport (`getExtraLayoutSpace` = the total space): an item ahead is laid out
/// once its start is less than two viewports past the viewport's start, one behind once its end
/// is less than one viewport before it. From there the decelerate tween takes it to its rest.
/// So a hard fling crosses most of the way at 1600 pt/s and decelerates over the last stretch
/// (about 1.5 viewports).
///
/// The speed jumps twice, as on Android: at the release (to the seek's 1600 pt/s, or the tween's
/// own start) and when the target is laid out (the tween starts at 2·distance/time, 1074 pt/s
/// for the snap scroller, slower than the seek).
///
/// Deviations: AOSP first scrolls 1 px towards the target so the layout manager lays out with
/// the extra space (not modelled: it is a pixel); it notices the target at the first frame after
/// it is laid out, here it is the instant; a scroll that would take longer than its bound (the
/// settle bound of the release speed, `ScrollPhysics.settleBound(velocity:)`, which
/// `AndroidScrolling` passes) is run faster, seek and tween alike, over exactly that time
/// (docs/reliability.md §7; AOSP's crawls).
public struct LinearSmoothScrollerSimulation: Simulation, Hashable {
    public let from: Double
    public let to: Double
    /// The seek: its signed speed (pt/s), how long it lasts at AOSP's pace and where it ends.
    public let seekVelocity: Double
    public let seekDuration: Double
    public let seekEnd: Double
    /// The decelerate tween from `seekEnd` onto `to`, at AOSP's pace.
    public let decelerate: TweenSimulation
    /// AOSP's time for the whole scroll (s) and how many times faster it is run here (≥ 1).
    public let androidDuration: Double
    public let timeScale: Double

    /// From `from` to `to`, the target item spanning `item` along the axis (viewport coordinates)
    /// once at rest, in a viewport `dimension` long; `pager` gives `PagerSnapHelper`'s capped
    /// times; `maxDuration` the bound (infinity: AOSP's own pace; by default the bound from rest).
    public init(
        from: Double, to: Double, item: ClosedRange<Double>?, dimension: Double, pager: Bool, density: Double,
        maxDuration: Double = ScrollPhysics.maxSettleDuration
    ) {
        let from = Sanitize.position(from)
        let to = Sanitize.position(to)
        self.from = from
        self.to = to
        let cap = pager ? AndroidSnapping.pagerMaxScrollMilliseconds : nil
        var seekEnd = from
        if let item, dimension.isFinite, dimension > 0 {
            // Where the target is first laid out, on the way from `from`.
            let found = to > from ? to + item.lowerBound - 2 * dimension : to + item.upperBound + dimension
            let short = to > from ? from < found : from > found
            if short, found.isFinite { seekEnd = clamp(found, min(from, to)...max(from, to)) }
        }
        let speed =
            seekEnd == from
            ? 0
            : AndroidSnapping.seekSpeed(
                millisecondsPerInch: AndroidSnapping.snapHelperMillisecondsPerInch, maxScrollMilliseconds: cap,
                density: density)
        seekVelocity = to > from ? speed : -speed
        seekDuration = speed > 0 ? abs(seekEnd - from) / speed : 0
        self.seekEnd = seekEnd
        decelerate = TweenSimulation(
            from: seekEnd, to: to,
            duration: AndroidSnapping.smoothScrollDuration(
                distance: to - seekEnd, millisecondsPerInch: AndroidSnapping.snapHelperMillisecondsPerInch,
                maxScrollMilliseconds: cap),
            easing: .easeOutQuad)
        androidDuration = seekDuration + decelerate.duration
        // An infinite bound is AOSP's pace (for comparing with it); no bound at all is the rule's.
        let bound = maxDuration.isNaN || maxDuration <= 0 ? ScrollPhysics.maxSettleDuration : maxDuration
        timeScale = androidDuration > bound ? androidDuration / bound : 1
    }

    public var duration: Double { androidDuration / timeScale }
    public var finalPosition: Double { to }

    public func position(at t: Double) -> Double {
        guard !isDone(at: t) else { return to }
        let s = Sanitize.time(t) * timeScale
        return s < seekDuration ? from + seekVelocity * s : decelerate.position(at: s - seekDuration)
    }

    public func velocity(at t: Double) -> Double {
        guard !isDone(at: t) else { return 0 }
        let s = Sanitize.time(t) * timeScale
        return timeScale * (s < seekDuration ? seekVelocity : decelerate.velocity(at: s - seekDuration))
    }

    public func isDone(at t: Double) -> Bool { Sanitize.time(t) >= duration }
}

extension LinearSmoothScrollerSimulation: ScrollMotionOntoTarget {
    public var summary: String {
        let ms = ProseFigure.rounded(duration * 1000, digits: 0)
        return seekDuration > 0
            ? "LinearSmoothScroller seek, then decelerate tween (\(ms) ms)" : "\(ms) ms decelerate tween"
    }
}
