import RealModule

/// Choosing where a flick should stop and getting there without a velocity jump
/// (WWDC 2018 "Designing Fluid Interfaces" recipe, physics.md §1.5; Flutter `PageScrollPhysics`).
public enum Snapping {
    /// Where a free UIKit deceleration from `position` with `velocity` (pt/s) comes to rest:
    /// x0 − v0/(1000·ln r), the exact integral (x0 + 0.4995·v0 for `.normal`).
    public static func projectedLanding(
        position: Double, velocity: Double,
        rate: DecelerationRate = .normal
    ) -> Double {
        DecaySimulation(position: position, velocity: velocity, rate: rate).restingPosition
    }

    /// The anchor closest to `position` (the first one on a tie); nil when there are none.
    /// NaN anchors are skipped.
    public static func nearestAnchor(to position: Double, in anchors: [Double]) -> Double? {
        let position = Sanitize.position(position)
        var best: Double?
        var bestDistance = Double.infinity
        for anchor in anchors where !anchor.isNaN {
            let distance = abs(anchor - position)
            if distance < bestDistance {
                best = anchor
                bestDistance = distance
            }
        }
        return best
    }

    /// Default fling speed (pt/s) beyond which paging goes to the next page in the direction
    /// of the flick: between Flutter's minFlingVelocity (100) and ViewPager's 400 dp/s.
    public static let defaultPagingVelocityThreshold = 300.0

    /// The page to settle on: past the threshold, the next page boundary in the direction of
    /// the velocity (one page per fling, never more, as Flutter's PageScrollPhysics); otherwise
    /// the nearest page. Pages start at `bounds.lowerBound` and repeat every `pageSize`; the
    /// result is clamped to `bounds`, so a partial last page ends on `bounds.upperBound`.
    public static func pagingTarget(
        position: Double, velocity: Double, pageSize: Double,
        bounds: ClosedRange<Double>,
        velocityThreshold: Double = defaultPagingVelocityThreshold
    ) -> Double {
        let bounds = Sanitize.range(bounds)
        let position = Sanitize.position(position)
        let velocity = Sanitize.velocity(velocity)
        guard pageSize.isFinite, pageSize > 0 else { return clamp(position, bounds) }
        let threshold = velocityThreshold.isNaN ? defaultPagingVelocityThreshold : abs(velocityThreshold)
        let page = (position - bounds.lowerBound) / pageSize
        // A hair of slack so a position that is on a page up to rounding counts as on it.
        let slack = 1e-9
        let index: Double
        if velocity > threshold {
            index = (page + slack).rounded(.down) + 1
        } else if velocity < -threshold {
            index = (page - slack).rounded(.up) - 1
        } else {
            index = page.rounded()
        }
        return clamp(bounds.lowerBound + index * pageSize, bounds)
    }

    /// `pagingTarget` for `pageCount` pages of `pageSize` starting at 0.
    public static func pagingTarget(
        position: Double, velocity: Double, pageSize: Double, pageCount: Int,
        velocityThreshold: Double = defaultPagingVelocityThreshold
    ) -> Double {
        let size = pageSize.isFinite && pageSize > 0 ? pageSize : 0
        let last = Sanitize.position(Double(max(0, pageCount - 1)) * size)
        return pagingTarget(
            position: position, velocity: velocity, pageSize: pageSize,
            bounds: 0...last, velocityThreshold: velocityThreshold)
    }

    /// The motion that reaches `target` from a release at `position` with `velocity`: a spring
    /// seeded with the release velocity (so there is no velocity jump) that ends exactly on
    /// `target`. The default `.snap` spring is critically damped with a 0.35 s response.
    public static func settle(
        from position: Double, velocity: Double, to target: Double,
        spring: Spring = .snap
    ) -> SpringSimulation {
        SpringSimulation(spring: spring, from: position, to: target, velocity: velocity)
    }
}
