import Motion

/// UIView.transition(with:options: .transitionCrossDissolve): the pages stay put and blend.
public struct CrossFadeAnimator: TransitionAnimator {

    public var name: String { "fade" }
    public var timing: Easing { .easeInOut }

    /// Seconds.
    public let duration: Double

    public init(duration: Double = SlideAnimator.seedDuration) { self.duration = duration }

    public func transitionDuration(_ context: TransitionContext) -> Double { duration }

    public func poses(at fraction: Double, in context: TransitionContext) -> TransitionPoses {
        TransitionPoses(from: ViewPose(opacity: 1 - fraction), to: ViewPose(opacity: fraction))
    }
}
