/// The demo's transition delegate: the seed's rule (direction from index order) applied to the
/// animator style the user picked.
public struct ChannelTransitionDelegate: TransitionDelegate, Sendable {
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case slide, parallax, fade, scale

        public var title: String {
            switch self {
            case .slide: "Slide"
            case .parallax: "Parallax push"
            case .fade: "Cross-fade"
            case .scale: "Scale"
            }
        }
    }

    public var style: Style = .slide
    /// Every animator's duration, seconds (`pager.slide_duration`).
    public var duration = SlideAnimator.seedDuration

    public init(style: Style = .slide, duration: Double = SlideAnimator.seedDuration) {
        self.style = style
        self.duration = duration
    }

    public func animationController(fromIndex: Int, toIndex: Int, in context: TransitionContext)
        -> any TransitionAnimator
    {
        let direction = SlideDirection(from: fromIndex, to: toIndex)
        switch style {
        case .slide: return SlideAnimator(direction: direction, duration: duration)
        case .parallax: return ParallaxPushAnimator(direction: direction, duration: duration)
        case .fade: return CrossFadeAnimator(duration: duration)
        case .scale: return ScaleAnimator(duration: duration)
        }
    }
}
