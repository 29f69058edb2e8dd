import Motion

/// UIViewControllerAnimatedTransitioning without the views: a duration and timing curve, and
/// the views' poses as a pure function of the transition's fraction (0 = from at rest, 1 = to
/// at rest). The driver supplies the fraction: `timing(elapsed / duration)` when animated, the
/// finger's fraction when interactive (a percent-driven transition scrubs linearly, like
/// UIViewPropertyAnimator with `scrubsLinearly`, so the page stays under the finger).
public protocol TransitionAnimator: Sendable {
    var name: String { get }
    /// `transitionDuration(using:)`, seconds.
    func transitionDuration(_ context: TransitionContext) -> Double
    /// The curve of the non-interactive animation (the seed: UIViewAnimationOptionCurveEaseInOut).
    var timing: Easing { get }
    /// `animateTransition(using:)` as a pure function.
    func poses(at fraction: Double, in context: TransitionContext) -> TransitionPoses
}
