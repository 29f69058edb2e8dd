import Motion
import PlaygroundCore

/// The transition pager's tunable numbers: the seed's transition length, the interactive
/// swipe's decision thresholds, the tab bar's scroll, and the physics of the tab bar and of the
/// page's rubber band at the first and last channel.
public struct PagerParameters: DemoParameters {
    public static let slideDuration = ParameterSpec.real(
        "pager.slide_duration", default: SlideAnimator.seedDuration, in: 0.05...3, step: 0.01, unit: "s",
        "length of every transition (slide, parallax, fade, scale); a released swipe runs the rest of it",
        source: .seed("001", "统一动画时长为0.28秒 (every transition lasts 0.28 s)"), role: .duration(.easeInOut))
    public static let animator = ParameterSpec.choice(
        "pager.animator", default: ChannelTransitionDelegate.Style.slide.rawValue,
        choices: ChannelTransitionDelegate.Style.allCases.map(\.rawValue),
        "the animator in use until A or a button picks another",
        source: .seed("001", "DTTransitionAnimator slides"))
    public static let finishVelocity = ParameterSpec.real(
        "pager.finish_velocity", default: InteractiveTransition.finishVelocityThreshold, in: 50...5000, step: 50,
        unit: "pt/s",
        "a released swipe faster than this finishes (forward) or cancels (backward) whatever its distance, "
            + "decelerating onto the page",
        source: .playground("the scroll physics' slow-release speed: slower swipes decide by distance"), role: .speed)
    public static let finishProgress = ParameterSpec.real(
        "pager.finish_progress", default: InteractiveTransition.finishProgressThreshold, in: 0.05...0.95, step: 0.05,
        unit: "",
        "a slower release finishes the transition when the swipe got further than this fraction",
        source: .uiKit("UIPercentDrivenInteractiveTransition convention: past half completes"), role: .ratio)
    public static let tabScrollDuration = ParameterSpec.real(
        "pager.tab_scroll_duration", default: PagerTabBar.defaultScrollDuration, in: 0.05...2, step: 0.05, unit: "s",
        "the tab bar's ease-in-out scroll that keeps the selected tab in view",
        source: .uiKit("scrollRectToVisible(animated:) takes about 0.3 s"), role: .duration(.easeInOut))
    /// A flicked page decelerates onto its end at this rate; the tab bar keeps the normal one.
    public static let pageDecelerationRate = ParameterSpec.real(
        "pager.page_deceleration_rate", default: DecelerationRate.fast.rawValue, in: 0.9...0.9999, step: 0.0005,
        unit: "per ms", "how quickly a flicked page slows onto the next channel",
        source: .uiKit("UIScrollView.DecelerationRate.fast = 0.99, as paging scroll views use"),
        role: .decelerationRate)
    public static let physicsParameters = ScrollPhysicsParameters(
        demo: "pager",
        fields: [
            .decelerationRate, .rubberBand, .bounceResponse, .bounceDampingRatio, .wheelResponse,
            .wheelDampingRatio, .platform, .density,
        ])

    public static var specs: [ParameterSpec] {
        [slideDuration, animator, finishVelocity, finishProgress, tabScrollDuration, pageDecelerationRate]
            + physicsParameters.specs
    }

    /// Seconds.
    public var slideDuration: Double
    public var animator: ChannelTransitionDelegate.Style
    /// Points per second.
    public var finishVelocity: Double
    /// Fraction 0...1.
    public var finishProgress: Double
    /// Seconds.
    public var tabScrollDuration: Double
    /// The tab bar's physics.
    public var physics: ScrollPhysics
    /// The page's: the rubber band and spring back at the first and last channel, and how a
    /// flick decelerates onto the next page.
    public var pagePhysics: ScrollPhysics

    public init(_ values: ParameterValues) {
        slideDuration = values.number(Self.slideDuration)
        animator = ChannelTransitionDelegate.Style(rawValue: values.choice(Self.animator)) ?? .slide
        finishVelocity = values.number(Self.finishVelocity)
        finishProgress = values.number(Self.finishProgress)
        tabScrollDuration = values.number(Self.tabScrollDuration)
        physics = Self.physicsParameters.physics(from: values)
        pagePhysics = physics
        pagePhysics.decelerationRate = .custom(values.number(Self.pageDecelerationRate))
        pagePhysics.slowReleaseVelocity = finishVelocity
    }
}
