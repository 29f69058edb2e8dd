import Motion

/// A zoom hand-over: the old page shrinks and fades out while the new one settles from slightly
/// larger, as iOS app-switching and modal "zoom" transitions do.
public struct ScaleAnimator: TransitionAnimator {
    /// Scale the leaving page ends at.
    public static let fromEndScale = 0.9
    /// Scale the arriving page starts at.
    public static let toStartScale = 1.1

    public var name: String { "scale" }
    public var timing: Easing { .easeInOut }

    /// Seconds.
    public let duration: Double

    public init(duration: Double = SlideAnimator.seedDuration) { self.duration = duration }

    public func transitionDuration(_ context: TransitionContext) -> Double { duration }

    public func poses(at fraction: Double, in context: TransitionContext) -> TransitionPoses {
        let centre = context.containerFrame.center
        let fromScale = lerp(1, Self.fromEndScale, fraction)
        let toScale = lerp(Self.toStartScale, 1, fraction)
        return TransitionPoses(
            from: ViewPose(transform: .scale(fromScale, fromScale, about: centre), opacity: 1 - fraction),
            to: ViewPose(transform: .scale(toScale, toScale, about: centre), opacity: fraction))
    }
}
