import Motion

/// The seed's DTTransitionAnimator: both pages slide by a full width, 0.28 s, ease-in-out.
/// Going on (right to left) the new page starts at +width and the old one leaves to −width;
/// going back, the mirror image.
public struct SlideAnimator: TransitionAnimator {
    /// Seed: "统一动画时长为0.28秒" (every transition lasts 0.28 s); `pager.slide_duration`.
    public static let seedDuration = 0.28

    public let direction: SlideDirection
    /// Seconds.
    public let duration: Double
    public var name: String { "slide" }
    public var timing: Easing { .easeInOut }

    public init(direction: SlideDirection, duration: Double = SlideAnimator.seedDuration) {
        self.direction = direction
        self.duration = duration
    }

    public func transitionDuration(_ context: TransitionContext) -> Double { duration }

    public func poses(at fraction: Double, in context: TransitionContext) -> TransitionPoses {
        let width = context.containerFrame.width
        let s = direction.sign
        return TransitionPoses(from: .translated(s * width * fraction), to: .translated(-s * width * (1 - fraction)))
    }
}
