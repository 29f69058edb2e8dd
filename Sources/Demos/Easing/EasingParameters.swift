import Motion
import PlaygroundCore

/// The eased-scrolling demo's tunable numbers: the animation it starts with and the list's
/// scroll physics.
public struct EasingParameters: DemoParameters {
    /// Durations are picked per call in the seed; 1 s is the middle of the offered 0.25–4 s and
    /// long enough to see a curve's shape.
    public static let duration = ParameterSpec.real(
        "easing.duration", default: 1, in: 0.05...10, step: 0.05, unit: "s",
        "length of setContentOffset animations until another is picked ([ / ] or the buttons)",
        source: .playground("the middle of the 0.25–4 s buttons; the seed takes a duration per call"),
        role: .duration(.timingParameter))
    public static let timing = ParameterSpec.timing(
        "easing.timing", default: Easing.easeInOutCubic.name, choices: Easing.allNamed.map(\.name),
        "timing function of those animations until another is picked (← / →)",
        source: .seed("002", "ScrollTimingFunction, one of Penner's equations"))
    public static let physicsParameters = ScrollPhysicsParameters(
        demo: "easing",
        fields: [
            .decelerationRate, .rubberBand, .bounceResponse, .bounceDampingRatio, .wheelResponse,
            .wheelDampingRatio, .platform, .density,
        ])

    public static var specs: [ParameterSpec] { [duration, timing] + physicsParameters.specs }

    /// Seconds.
    public var duration: Double
    public var timing: Easing
    public var physics: ScrollPhysics

    public init(_ values: ParameterValues) {
        duration = values.number(Self.duration)
        // The choices are exactly Easing.allNamed's names, so the lookup cannot miss.
        timing = Easing(name: values.choice(Self.timing)) ?? .easeInOutCubic
        physics = Self.physicsParameters.physics(from: values)
    }
}
