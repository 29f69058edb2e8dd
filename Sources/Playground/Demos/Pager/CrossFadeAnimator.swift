import Motion

/// UIView.transition(with:options: .transitionCrossDissolve): the pages stay put and blend.
public struct CrossFadeAnimator: TransitionAnimator {
    public static let duration = SlideAnimator.duration

    public var name: String { "fade" }
    public var timing: Easing { .easeInOut }

    public init() {}

    public func transitionDuration(_ context: TransitionContext) -> Double { Self.duration }

    public func poses(at fraction: Double, in context: TransitionContext) -> TransitionPoses {
        TransitionPoses(from: ViewPose(opacity: 1 - fraction), to: ViewPose(opacity: fraction))
    }
}
