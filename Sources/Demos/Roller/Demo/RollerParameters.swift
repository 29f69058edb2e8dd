import PlaygroundCore

/// The rolling notice's tunable numbers: the seed's timings and geometry for every roller, and
/// the style the Custom roller starts with.
public struct RollerParameters: DemoParameters {
    public static let stayInterval = ParameterSpec.real(
        "roller.stay_interval", default: 2, in: 0.1...30, step: 0.1, unit: "s",
        "how long a row stays before the next roll (the timer fires every stay + roll)",
        source: .seed("000", "_stayInterval = 2"), role: .interval)
    public static let rollDuration = ParameterSpec.real(
        "roller.roll_duration", default: 0.66, in: 0.2...5, step: 0.01, unit: "s",
        "length of one roll's animation (the fade style needs more than its 0.1 s delay)",
        source: .seed("000", "_animationDuration = 0.66"), role: .duration(.easeInOut))
    public static let fadeTranslation = ParameterSpec.real(
        "roller.fade_translation", default: RollingNoticeView.defaultFadeTranslationY, in: 0...40, step: 1,
        unit: "pt",
        "how far the fade style's rows drift up while fading",
        source: .seed("000", "_fadeTranslationY = 6"), role: .length)
    public static let space = ParameterSpec.real(
        "roller.space", default: RollingNoticeView.defaultSpaceOfItem, in: 0...40, step: 1, unit: "pt",
        "gap between the outgoing and the incoming row in the default and scaleY styles",
        source: .seed("000", "spaceOfItem, never set, so 0"), role: .length)
    public static let style = ParameterSpec.choice(
        "roller.style", default: RollingStyle.default.name, choices: RollingStyle.allCases.map(\.name),
        "the style the Custom roller starts with (the other three show one style each)",
        source: .seed("000", "RollingStyleDefault"))

    public static var specs: [ParameterSpec] { [stayInterval, rollDuration, fadeTranslation, space, style] }

    /// µs, as the roller's timer counts.
    public var stayInterval: Int64
    /// µs.
    public var rollDuration: Int64
    /// Points.
    public var fadeTranslation: Double
    /// Points.
    public var space: Double
    public var style: RollingStyle

    public init(_ values: ParameterValues) {
        stayInterval = microseconds(values.number(Self.stayInterval))
        rollDuration = microseconds(values.number(Self.rollDuration))
        fadeTranslation = values.number(Self.fadeTranslation)
        space = values.number(Self.space)
        style = RollingStyle(rawValue: values.choice(Self.style)) ?? .default
    }
}
