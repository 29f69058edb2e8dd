import RealModule

/// `ViewPager.smoothScrollTo(x, y, velocity)` (androidx viewpager): how a page dragged by hand
/// finishes on Android.
public enum ViewPagerSettle {
    /// `ViewPager.MAX_SETTLE_DURATION`, ms.
    public static let maxMilliseconds = 600.0

    /// The distance is weighted by `distanceInfluenceForSnapDuration` (a sine of the distance
    /// ratio), the time is 4·round(1000·|distance/v|) ms for a release speed v, else
    /// (|dx|/page + 1)·100 ms, at most `maxMilliseconds`; the curve is its quintic ease-out
    /// 1 + (t − 1)⁵. In pages of `pageSize` points, 1 pt = 1 dp.
    public static func tween(from progress: Double, to target: Double, velocity: Double, pageSize: Double)
        -> TweenSimulation
    {
        let page = pageSize.isFinite && pageSize > 0 ? pageSize : 1
        let dx = abs(target - progress) * page
        let speed = velocity.isFinite ? abs(velocity) * page : 0
        let half = page / 2
        let ratio = min(1, dx / page)
        let distance = half + half * Double.sin((ratio - 0.5) * 0.3 * Double.pi / 2)
        // Java's Math.round: halves up.
        var milliseconds =
            speed > 0 ? 4 * (1000 * abs(distance / speed) + 0.5).rounded(.down) : (dx / page + 1) * 100
        milliseconds = min(milliseconds, maxMilliseconds)
        return TweenSimulation(from: progress, to: target, duration: milliseconds / 1000, easing: .easeOutQuint)
    }
}
