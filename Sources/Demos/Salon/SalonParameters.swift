import Motion
import PlaygroundCore

/// The salon selector's tunable numbers: the seed's two animation durations and the strip's
/// scroll physics, whose deceleration decides which card a flick lands on.
public struct SalonParameters: DemoParameters {
    /// The seed's didSelectItemAt: UIView.animate(withDuration: 0.3) expands the clicked card;
    /// scrollToItem(animated: true) takes UIKit about the same 0.3 s, so the scroll uses it too.
    public static let clickDuration = ParameterSpec.real(
        "salon.click_duration", default: 0.3, in: 0.05...3, step: 0.05, unit: "s",
        "a clicked card's expansion and its scroll to the centre",
        source: .seed("004", "didSelectItemAt: UIView.animate(withDuration: 0.3)"), role: .duration(.easeInOut))
    /// The seed's updateSelection: UIView.animate(withDuration: 0.15).
    public static let selectionDuration = ParameterSpec.real(
        "salon.selection_duration", default: 0.15, in: 0.01...2, step: 0.01, unit: "s",
        "cards collapsing / expanding and the viewfinder fading when scrolling starts or stops",
        source: .seed("004", "updateSelection: UIView.animate(withDuration: 0.15)"), role: .duration(.easeInOut))
    public static let physicsParameters = ScrollPhysicsParameters(
        demo: "salon",
        fields: [
            .decelerationRate, .snapResponse, .snapDampingRatio, .slowReleaseVelocity, .rubberBand,
            .bounceResponse, .bounceDampingRatio, .wheelResponse, .wheelDampingRatio, .platform, .density,
        ])

    public static var specs: [ParameterSpec] { [clickDuration, selectionDuration] + physicsParameters.specs }

    /// Seconds.
    public var clickDuration: Double
    /// Seconds.
    public var selectionDuration: Double
    public var physics: ScrollPhysics

    public init(_ values: ParameterValues) {
        clickDuration = values.number(Self.clickDuration)
        selectionDuration = values.number(Self.selectionDuration)
        physics = Self.physicsParameters.physics(from: values)
    }
}
