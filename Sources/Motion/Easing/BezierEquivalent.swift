/// The cubic Bézier an export writes for a timing function, and how far it is from it.
///
/// - A Bézier (the CSS presets, linear, a curve drawn in the editor) is written as itself.
/// - A Penner curve easings.net publishes a `cubic-bezier()` for (Sine … Back) is written as
///   that one, the curve CSS authors already know (`easeInOutCubic` is `(0.65, 0, 0.35, 1)`).
/// - Elastic and bounce are fitted (`CubicBezierFit`): within 0...1 where the curve stays there,
///   and `followsEasing` is false, because no Bézier comes within 5 % of them.
///
/// The control points are then rounded as a person writes them (`RoundedBezier`: two decimals
/// unless that moves the motion by more than 0.5 %; a fit's, unless that takes it more than
/// 0.5 % further from the easing). `maxError` is measured on what is written.
/// CSS writes `cssText`, which is a keyword (`ease-in-out`, `linear`) where one is exact.
public struct BezierEquivalent: Hashable, Sendable {
    /// Where the written curve comes from.
    public enum Source: Hashable, Sendable {
        /// The easing is a cubic Bézier already (or linear).
        case bezier
        /// easings.net's published Bézier for the Penner curve (`Easing.easingsNetBezier`).
        case easingsNet
        /// The least-squares fit (`CubicBezierFit`): elastic and bounce.
        case fitted
    }

    public let easing: Easing
    public let source: Source
    /// The curve to write, rounded, with its decimal text (`rounded.numbers`).
    public let rounded: RoundedBezier
    /// Largest |written(p) − easing(p)| over time p in 0...1, as a fraction of the distance.
    public let maxError: Double

    public init(_ easing: Easing) {
        self.easing = easing
        switch easing {
        case .linear:
            source = .bezier
            rounded = RoundedBezier(Self.linearBezier)
            maxError = 0
        case .cubicBezier(let curve):
            source = .bezier
            rounded = RoundedBezier(curve)
            maxError = rounded.motionChange
        default:
            let published = easing.easingsNetBezier
            source = published == nil ? .fitted : .easingsNet
            rounded =
                published.map { RoundedBezier($0) } ?? RoundedBezier(CubicBezierFit(easing).curve, standingFor: easing)
            let written = rounded.curve
            maxError = CurveDistance.largest(written.value(at:), easing.value(at:), steepIn: [written])
        }
    }

    /// The control points to write (exactly what `rounded.numbers` say).
    public var curve: CubicBezier { rounded.curve }

    /// Whether the written curve is the easing itself (a Bézier that rounding left alone).
    public var isExact: Bool { maxError == 0 }

    /// Whether the Bézier is close enough to stand for the easing (`CubicBezierFit.followBound`,
    /// 5 % of the distance); when false, exports say to use a keyframe or spring animation.
    public var followsEasing: Bool { maxError <= CubicBezierFit.followBound }

    /// The CSS keyword for the written curve, where one is exactly it: `linear`, `ease`,
    /// `ease-in`, `ease-out`, `ease-in-out`.
    public var keyword: String? {
        switch curve {
        case Self.linearBezier: "linear"
        case .ease: "ease"
        case .easeIn: "ease-in"
        case .easeOut: "ease-out"
        case .easeInOut: "ease-in-out"
        default: nil
        }
    }

    /// What CSS writes: the keyword, else `cubic-bezier(0.65, 0, 0.35, 1)`.
    public var cssText: String { keyword ?? rounded.cssText }

    /// linear as a Bézier: both control points on the diagonal's ends.
    static let linearBezier = CubicBezier(0, 0, 1, 1)
}
