/// One kind of motion a scroll view runs on an axis: a shared one (`BounceSimulation`,
/// `SpringSimulation`, `ApproachSimulation`, `TweenSimulation`) or a platform's own, declared in
/// its home (Android's `OverScroller` fling, Flutter's clamping fling). `ScrollSimulation` holds
/// one of them, so a new platform adds its motions in its own folder and conforms them here; the
/// compiler names every question left to answer (nothing falls back for a kind it does not know).
public protocol ScrollMotionKind: Simulation, Hashable {
    /// A release left alone (a free glide on its platform's terms), rather than a motion onto a
    /// chosen target.
    var isFreeGlide: Bool { get }
    /// The edge a free glide ends on (after bouncing or stopping there), nil when it rests inside
    /// or is not a free glide.
    var edge: Double? { get }
    /// Whether at `t` the motion is springing back to an edge after a glide, or its edge effect is
    /// receding (UIKit's "bouncing").
    func isBouncing(at t: Double) -> Bool
    /// What the edge shows at `t` on a platform that stretches there (Android): the stretch a
    /// fling is taking back or the one receding; nil for a motion whose edge does not stretch.
    func stretch(at t: Double) -> EdgeStretch?
    /// What the motion is, in a few words, so a tool can say how a release came to rest
    /// (`playground release`'s `how`) without asking which platform ran it: `OverScroller fling,
    /// over-fling and spring-back at the edge`, `420 ms easeOutQuad tween`.
    var summary: String { get }
}

extension ScrollMotionKind {
    /// The motion as a hashable value, for `ScrollSimulation`'s equality (an existential cannot be
    /// hashed until it is opened).
    var hashableMotion: AnyHashable { AnyHashable(self) }
}

/// A motion onto a chosen target (a settle, a snap, a timed scroll): never a free glide, it ends
/// inside the range and has no edge to bounce or stretch at. A kind says so by conforming to this
/// rather than to `ScrollMotionKind` alone.
public protocol ScrollMotionOntoTarget: ScrollMotionKind {}

extension ScrollMotionOntoTarget {
    public var isFreeGlide: Bool { false }
    public var edge: Double? { nil }
    public func isBouncing(at t: Double) -> Bool { false }
    public func stretch(at t: Double) -> EdgeStretch? { nil }
}
