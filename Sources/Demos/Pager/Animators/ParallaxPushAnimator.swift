import Motion

/// UINavigationController's push and pop: the page in front travels the full width while the
/// page behind moves a third of it and darkens, so the motion reads as depth. Going on, the new
/// page slides over the old one; going back, the old page slides off and uncovers the new one.
public struct ParallaxPushAnimator: TransitionAnimator {
    /// The page behind travels this fraction of the width (UIKit's push: about 0.3).
    public static let parallaxFraction = 1.0 / 3.0
    /// Darkness of the page behind when fully covered (UIKit's dimming view is ~0.1 black).
    public static let maxDimming = 0.12

    public let direction: SlideDirection
    /// Seconds.
    public let duration: Double
    public var name: String { "parallax" }
    public var timing: Easing { .easeInOut }

    public init(direction: SlideDirection, duration: Double = SlideAnimator.seedDuration) {
        self.direction = direction
        self.duration = duration
    }

    public func transitionDuration(_ context: TransitionContext) -> Double { duration }

    public func poses(at fraction: Double, in context: TransitionContext) -> TransitionPoses {
        let width = context.containerFrame.width
        let behind = width * Self.parallaxFraction
        switch direction {
        case .rightToLeft:
            // Push: to slides in over from, which recedes left.
            return TransitionPoses(
                from: ViewPose(transform: .translate(-behind * fraction, 0), dimming: Self.maxDimming * fraction),
                to: .translated(width * (1 - fraction)), toOnTop: true)
        case .leftToRight:
            // Pop: from slides off to the right, uncovering to, which comes back from the left.
            return TransitionPoses(
                from: .translated(width * fraction),
                to: ViewPose(
                    transform: .translate(-behind * (1 - fraction), 0), dimming: Self.maxDimming * (1 - fraction)),
                toOnTop: false)
        }
    }
}
