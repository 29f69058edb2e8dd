/// easings.net's `cubic-bezier()` for Penner's Sine, Quad, Cubic, Quart, Quint, Expo, Circ and
/// Back curves (the site's `src/easings.yml`): the curves CSS authors already paste, so an export
/// writes these rather than a fit of its own. None is exact (Penner's curves are not Béziers,
/// and the site rounds to two decimals), so each carries its largest error against the exact
/// curve in `Easing.value(at:)`: max |Bézier(p) − Penner(p)| over time p in 0...1, measured by
/// `CurveDistance` and rounded up to 4 decimals (`BezierEquivalentTests` checks both columns).
extension Easing {
    /// easings.net's Bézier for this curve, nil for linear, Elastic, Bounce (the site has none)
    /// and a Bézier (which is its own).
    public var easingsNetBezier: CubicBezier? { Self.easingsNet[self]?.curve }

    /// The largest gap in progress at equal time between `easingsNetBezier` and this curve,
    /// as a fraction of the distance (a bound, measured and rounded up).
    public var easingsNetError: Double? { Self.easingsNet[self]?.error }

    static let easingsNet: [Easing: (curve: CubicBezier, error: Double)] = [
        .easeInSine: (CubicBezier(0.12, 0, 0.39, 0), 0.0076),
        .easeOutSine: (CubicBezier(0.61, 1, 0.88, 1), 0.0076),
        .easeInOutSine: (CubicBezier(0.37, 0, 0.63, 1), 0.0020),
        .easeInQuad: (CubicBezier(0.11, 0, 0.5, 0), 0.0020),
        .easeOutQuad: (CubicBezier(0.5, 1, 0.89, 1), 0.0020),
        .easeInOutQuad: (CubicBezier(0.45, 0, 0.55, 1), 0.0053),
        .easeInCubic: (CubicBezier(0.32, 0, 0.67, 0), 0.0029),
        .easeOutCubic: (CubicBezier(0.33, 1, 0.68, 1), 0.0029),
        .easeInOutCubic: (CubicBezier(0.65, 0, 0.35, 1), 0.0096),
        .easeInQuart: (CubicBezier(0.5, 0, 0.75, 0), 0.0057),
        .easeOutQuart: (CubicBezier(0.25, 1, 0.5, 1), 0.0057),
        .easeInOutQuart: (CubicBezier(0.76, 0, 0.24, 1), 0.0218),
        .easeInQuint: (CubicBezier(0.64, 0, 0.78, 0), 0.0114),
        .easeOutQuint: (CubicBezier(0.22, 1, 0.36, 1), 0.0114),
        .easeInOutQuint: (CubicBezier(0.83, 0, 0.17, 1), 0.0322),
        .easeInExpo: (CubicBezier(0.7, 0, 0.84, 0), 0.0121),
        .easeOutExpo: (CubicBezier(0.16, 1, 0.3, 1), 0.0121),
        .easeInOutExpo: (CubicBezier(0.87, 0, 0.13, 1), 0.0375),
        .easeInCirc: (CubicBezier(0.55, 0, 1, 0.45), 0.0018),
        .easeOutCirc: (CubicBezier(0, 0.55, 0.45, 1), 0.0018),
        .easeInOutCirc: (CubicBezier(0.85, 0, 0.15, 1), 0.0387),
        .easeInBack: (CubicBezier(0.36, 0, 0.66, -0.56), 0.0049),
        .easeOutBack: (CubicBezier(0.34, 1.56, 0.64, 1), 0.0049),
        .easeInOutBack: (CubicBezier(0.68, -0.6, 0.32, 1.6), 0.0356),
    ]
}
