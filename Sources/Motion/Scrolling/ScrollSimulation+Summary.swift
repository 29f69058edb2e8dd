/// What a running motion is, in a few words, so a tool can say how a release came to rest
/// (`playground release`'s `how`) without asking which platform ran it: each case names its
/// simulation and what it did at an edge.
extension ScrollSimulation {
    /// `OverScroller fling, over-fling and spring-back at the edge`, `420 ms easeOutQuad tween`.
    public var summary: String {
        switch self {
        case .glide(let s):
            return s.edge == nil ? "deceleration" : "deceleration, then the bounce spring at the edge"
        case .androidFling(let s):
            return s.edge == nil ? "OverScroller fling" : "OverScroller fling, over-fling and spring-back at the edge"
        case .recyclerViewFling(let s):
            return s.edge == nil
                ? "RecyclerView fling" : "RecyclerView fling, stopped at the edge, the stretch taking its speed"
        case .smoothScroller(let s):
            let ms = Self.rounded(s.duration * 1000, digits: 0)
            return s.seekDuration > 0
                ? "LinearSmoothScroller seek, then decelerate tween (\(ms) ms)" : "\(ms) ms decelerate tween"
        case .flutterBouncing(let s):
            return s.edge == nil ? "friction glide" : "friction glide, then the spring at the edge"
        case .flutterClamping(let s):
            return s.edge == nil ? "clamping fling" : "clamping fling, stopped at the edge"
        case .approach(let s):
            return s.cruiseDuration > 0
                ? "cruise, then deceleration onto the target" : "deceleration onto the target"
        case .spring(let s):
            return "spring onto the target (ζ \(Self.rounded(s.spring.dampingRatio, digits: 2)))"
        case .tween(let s):
            return "\(Self.rounded(s.duration * 1000, digits: 0)) ms \(s.easing.name) tween"
        }
    }

    /// `1.1`, `420`: a figure for prose, to `digits` decimals and without trailing zeros.
    static func rounded(_ x: Double, digits: Int) -> String {
        guard x.isFinite else { return "\(x)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let value = (x * scale).rounded() / scale
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
