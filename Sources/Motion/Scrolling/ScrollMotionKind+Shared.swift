/// The motions every platform shares, as scroll motions: UIKit's glide and bounce, and the
/// spring, deceleration and tween every platform takes a content onto a chosen target with.

extension BounceSimulation: ScrollMotionKind {
    public var isFreeGlide: Bool { true }
    public func stretch(at t: Double) -> EdgeStretch? { nil }
    public var summary: String {
        edge == nil ? "deceleration" : "deceleration, then the bounce spring at the edge"
    }
}

extension SpringSimulation: ScrollMotionOntoTarget {
    public var summary: String {
        "spring onto the target (ζ \(ProseFigure.rounded(spring.dampingRatio, digits: 2)))"
    }
}

extension ApproachSimulation: ScrollMotionOntoTarget {
    public var summary: String {
        cruiseDuration > 0 ? "cruise, then deceleration onto the target" : "deceleration onto the target"
    }
}

extension TweenSimulation: ScrollMotionOntoTarget {
    public var summary: String { "\(ProseFigure.rounded(duration * 1000, digits: 0)) ms \(easing.name) tween" }
}
