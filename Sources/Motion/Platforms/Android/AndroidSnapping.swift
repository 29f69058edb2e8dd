/// RecyclerView's snapping (androidx `recyclerview/recyclerview/src/main/java/androidx/
/// recyclerview/widget/`: `SnapHelper`, `LinearSnapHelper`, `PagerSnapHelper`,
/// `LinearSmoothScroller`, `RecyclerView.smoothScrollBy`; physics.md §3.2, §8.4), in points (dp).
///
/// How a snap goes on Android: `SnapHelper.onFling` takes over a release faster than the minimum
/// fling velocity, picks a target item (`findTargetSnapPosition`) and runs a
/// `LinearSmoothScroller` to it: a `DecelerateInterpolator` (1 − (1 − u)²) tween whose duration
/// comes from `calculateTimeForDeceleration`, after a seek at constant speed when the target is
/// not laid out yet (`LinearSmoothScrollerSimulation`). A release the helper does not take (no
/// fling, or `LinearSnapHelper` finding no item to jump to) flings as any list does and, once the
/// list is idle, `snapToTargetExistingView` takes the item nearest the snap position there with
/// `smoothScrollBy` (a quintic ease-out, `smoothScrollBy(from:to:size:)`).
///
/// The pixel constants (a seek's 10000 px) follow the density; the per-pixel times do not once
/// the distance is in pixels too (the distance is not rounded to whole pixels).
///
/// The tween starts at its own speed (2·distance/duration), not the finger's: the velocity jumps
/// at release. That is Android's real behaviour and is kept.
public enum AndroidSnapping {
    /// `SnapHelper.MILLISECONDS_PER_INCH`: the snap scroller's speed.
    public static let snapHelperMillisecondsPerInch = 100.0
    /// `LinearSmoothScroller.MILLISECONDS_PER_INCH`: `smoothScrollToPosition`'s speed.
    public static let linearSmoothScrollerMillisecondsPerInch = 25.0
    /// `PagerSnapHelper.MAX_SCROLL_ON_FLING_DURATION`, ms.
    public static let pagerMaxScrollMilliseconds = 100.0
    /// `ViewConfiguration.MINIMUM_FLING_VELOCITY`, dp/s.
    public static let minimumFlingVelocity = 50.0
    /// `ViewConfiguration.MAXIMUM_FLING_VELOCITY`, dp/s.
    public static let maximumFlingVelocity = 8000.0
    /// `DisplayMetrics.densityDpi` at density 1.
    public static let densityDpi = 160.0
    /// `LinearSmoothScroller.calculateTimeForDeceleration`'s divisor: 1 − (1 − u)² covers 10 % of
    /// the distance by u = 0.3356, as a linear scroll of the same speed would, since
    /// (1 − u/3)·u² = 0.100028 there.
    public static let decelerationTimeFraction = 0.3356
    /// `LinearSmoothScroller.TARGET_SEEK_SCROLL_DISTANCE_PX`: how far (px) a seek for a target that
    /// is not laid out scrolls before it checks again, and `TARGET_SEEK_EXTRA_SCROLL_RATIO`
    /// (a `float`): each seek is asked to go that much further, in that much more time.
    public static let targetSeekPixels = 10_000.0
    public static let targetSeekExtraRatio = Float(1.2)
    /// `RecyclerView.MAX_SCROLL_DURATION`, ms: the longest `smoothScrollBy` without a duration.
    public static let maxScrollByMilliseconds = 2000.0

    /// One laid-out item: its adapter position and how far its centre is from the container's
    /// centre (childCenter − containerCenter, pt; `distanceToCenter` in the helpers).
    public struct Child: Hashable, Sendable {
        public var position: Int
        public var centerOffset: Double

        public init(position: Int, centerOffset: Double) {
            self.position = position
            self.centerOffset = centerOffset
        }
    }

    /// Whether `SnapHelper.onFling` takes the release: |v| above `minimumFlingVelocity`.
    public static func handlesFling(velocity: Double) -> Bool {
        abs(Sanitize.velocity(velocity)) > minimumFlingVelocity
    }

    /// `LinearSnapHelper.computeDistancePerChild`: the span from the smallest decorated start to
    /// the largest decorated end of the laid-out items (spacing included where an ItemDecoration
    /// adds it), over the number of positions they cover.
    /// `INVALID_DISTANCE` (1) when it cannot be worked out.
    public static func distancePerChild(
        start: Double, end: Double, firstPosition: Int, lastPosition: Int
    ) -> Double {
        let span = abs(end - start)
        guard span.isFinite, span > 0, lastPosition >= firstPosition else { return 1 }
        return span / (Double(lastPosition - firstPosition) + 1)
    }

    /// `LinearSnapHelper.estimateNextPositionDiffForFling`: how many items the fling would carry
    /// past, rounded as Java's `Math.round` does (halves up). 0 for non-finite input or a
    /// non-positive `distancePerChild`.
    public static func linearSnapJump(flingDistance: Double, distancePerChild: Double) -> Int {
        guard flingDistance.isFinite, distancePerChild.isFinite, distancePerChild > 0 else { return 0 }
        let jumps = (flingDistance / distancePerChild + 0.5).rounded(.down)
        return Int(clamp(jumps, -1e15...1e15))
    }

    /// `LinearSnapHelper.findTargetSnapPosition` from the item nearest the centre: `current` plus
    /// the jump (negated in a reverse layout), clamped to the adapter; nil when there is no jump
    /// (no fling handling) or no items.
    public static func linearSnapTarget(
        currentPosition: Int, jump: Int, itemCount: Int, reverseLayout: Bool = false
    ) -> Int? {
        guard jump != 0, itemCount > 0 else { return nil }
        let delta = reverseLayout ? -jump : jump
        let (sum, overflow) = currentPosition.addingReportingOverflow(delta)
        let target = overflow ? (delta > 0 ? Int.max : Int.min) : sum
        return min(max(target, 0), itemCount - 1)
    }

    /// `PagerSnapHelper.findTargetSnapPosition`: the nearest item whose centre is at or after the
    /// container's centre for a forward fling (velocity > 0), at or before it otherwise (an item
    /// exactly centred counts as both, so an aligned pager flung forward stays put). With no
    /// such item laid out, the neighbour of the one on the other side (previous in a reverse
    /// layout when going forward), if it exists. At most one page, by the velocity's sign only.
    public static func pagerSnapTarget(
        children: [Child], velocity: Double, itemCount: Int, reverseLayout: Bool = false
    ) -> Int? {
        guard itemCount > 0 else { return nil }
        var before: Child?
        var after: Child?
        for child in children {
            let d = child.centerOffset
            if d <= 0, before.map({ d > $0.centerOffset }) ?? true { before = child }
            if d >= 0, after.map({ d < $0.centerOffset }) ?? true { after = child }
        }
        let forward = Sanitize.velocity(velocity) > 0
        if forward, let after { return after.position }
        if !forward, let before { return before.position }
        guard let visible = forward ? before : after else { return nil }
        let target = visible.position + (reverseLayout == forward ? -1 : 1)
        return target >= 0 && target < itemCount ? target : nil
    }

    /// The same for equal pages the size of the container, laid out from 0 (page i spans
    /// i·pageSize...(i+1)·pageSize), scrolled to `scrollOffset`: the pages on screen are the
    /// children. From page k with k·pageSize < offset, forward goes to k + 1, backward to k.
    public static func pagerSnapTarget(
        scrollOffset: Double, pageSize: Double, itemCount: Int, velocity: Double
    ) -> Int? {
        guard itemCount > 0, pageSize.isFinite, pageSize > 0 else { return nil }
        let offset = Sanitize.position(scrollOffset)
        let first = Int(clamp((offset / pageSize).rounded(.down), 0...Double(itemCount - 1)))
        var children: [Child] = []
        for page in first..<min(first + 2, itemCount) {
            let pageStart = Double(page) * pageSize
            // Laid out only if it intersects the viewport [offset, offset + pageSize).
            guard pageStart < offset + pageSize, pageStart + pageSize > offset else { continue }
            children.append(Child(position: page, centerOffset: pageStart - offset))
        }
        return pagerSnapTarget(children: children, velocity: velocity, itemCount: itemCount)
    }

    /// `LinearSmoothScroller.calculateTimeForDeceleration`, in seconds: the linear time
    /// ceil(|distance|·ms-per-inch/densityDpi) ms (capped at `maxScrollMilliseconds` by
    /// `PagerSnapHelper.calculateTimeForScrolling`), then ceil(time / 0.3356) ms. The two ceils
    /// are kept: the API's times are whole milliseconds by definition (`int`). The distance is
    /// not rounded to whole pixels, so at any density |d|·density px at ms-per-inch/(160·density)
    /// ms a pixel is this time in points at density 1, and is computed so (the density would only
    /// add a rounding error). 0 for a non-positive or non-finite speed.
    public static func smoothScrollDuration(
        distance: Double, millisecondsPerInch: Double, maxScrollMilliseconds: Double? = nil
    ) -> Double {
        guard millisecondsPerInch.isFinite, millisecondsPerInch > 0 else { return 0 }
        let pixels = abs(Sanitize.position(distance))
        var scroll = (pixels * (millisecondsPerInch / densityDpi)).rounded(.up)
        if let cap = maxScrollMilliseconds, !cap.isNaN { scroll = min(scroll, max(cap, 0)) }
        return (scroll / decelerationTimeFraction).rounded(.up) / 1000
    }

    /// `ViewFlinger.computeScrollDuration`, in seconds: what `RecyclerView.smoothScrollBy(dx, dy)`
    /// takes without a duration, (int)((|dx| / size + 1) × 300) ms, at most 2000 ms (`size` is the
    /// view's length on the axis). Pixels over pixels: the density cancels (the distance is not
    /// rounded to whole pixels).
    public static func smoothScrollByDuration(distance: Double, size: Double) -> Double {
        let size = size.isFinite && size > 0 ? size : 1
        let ratio = min(abs(Sanitize.position(distance)) / size, 1e6)
        return min(((ratio + 1) * 300).rounded(.towardZero), maxScrollByMilliseconds) / 1000
    }

    /// `SnapHelper.snapToTargetExistingView`'s scroll: `RecyclerView.smoothScrollBy` from `from` to
    /// `to`, on `sQuinticInterpolator` (1 + (u − 1)⁵, `.easeOutQuint`) over
    /// `smoothScrollByDuration`. It starts at 5·distance/duration, whatever the content was doing.
    public static func smoothScrollBy(from: Double, to: Double, size: Double) -> TweenSimulation {
        let from = Sanitize.position(from)
        let to = Sanitize.position(to)
        return TweenSimulation(
            from: from, to: to, duration: smoothScrollByDuration(distance: to - from, size: size),
            easing: .easeOutQuint)
    }

    /// The speed (pt/s) at which `LinearSmoothScroller` seeks a target that is not laid out
    /// (`updateActionForInterimTarget`): each seek scrolls (int)(10000 × 1.2f) px, linearly, over
    /// (int)(calculateTimeForScrolling(10000) × 1.2f) ms, where calculateTimeForScrolling is
    /// ceil(10000 × ms-per-pixel) (capped for a pager) and ms-per-pixel is
    /// ms-per-inch / (160 × `density`), in `float` as the Java computes it. It restarts at the same
    /// speed every 10000 px, so the seek is one constant speed: 1600 pt/s for the snap scroller at
    /// density 1 and 3, 1600.08 pt/s at 2.625.
    public static func seekSpeed(
        millisecondsPerInch: Double = snapHelperMillisecondsPerInch, maxScrollMilliseconds: Double? = nil,
        density: Double
    ) -> Double {
        let density = density.isFinite && density > 0 ? density : 1
        let perPixel = Float(millisecondsPerInch) / Float(densityDpi * density)
        var leg = Double((Float(targetSeekPixels) * perPixel).rounded(.up))
        if let cap = maxScrollMilliseconds, !cap.isNaN { leg = min(leg, max(cap, 1)) }
        let milliseconds = Double((Float(leg) * targetSeekExtraRatio).rounded(.towardZero))
        let pixels = Double((Float(targetSeekPixels) * targetSeekExtraRatio).rounded(.towardZero))
        return pixels / density / (max(milliseconds, 1) / 1000)
    }

    /// The snap scroll a `SnapHelper` runs from `from` to `to`: `.easeOutQuad`
    /// (`DecelerateInterpolator` with factor 1) over `smoothScrollDuration` at
    /// `snapHelperMillisecondsPerInch`, capped at `pagerMaxScrollMilliseconds` for a pager. It
    /// starts at its own speed, not the release's (see the type's note).
    public static func snapScroll(from: Double, to: Double, pager: Bool) -> TweenSimulation {
        let from = Sanitize.position(from)
        let to = Sanitize.position(to)
        let duration = smoothScrollDuration(
            distance: to - from, millisecondsPerInch: snapHelperMillisecondsPerInch,
            maxScrollMilliseconds: pager ? pagerMaxScrollMilliseconds : nil)
        return TweenSimulation(from: from, to: to, duration: duration, easing: .easeOutQuad)
    }
}
