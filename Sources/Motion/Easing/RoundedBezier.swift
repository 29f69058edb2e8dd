/// A cubic Bézier's control points as a person writes them: two decimals, as cubic-bezier.com
/// gives them, and more only where two would change the motion by more than `motionBound`.
///
/// "The motion" is progress at equal time: the largest |rounded(p) − exact(p)| over time p in
/// 0...1, as a fraction of the distance moved (`CurveDistance`). Every control point gets the
/// same number of decimals, so the four numbers read alike; trailing zeros are dropped
/// (`cubic-bezier(0.65, 0, 0.35, 1)`).
///
/// A Bézier fitted to a curve it cannot follow exactly (elastic, bounce) is only a stand-in:
/// what matters is how far it moves from that curve, not from the unrounded fit. So with
/// `standingFor:` two decimals also do when they take the written curve no more than
/// `motionBound` further from that easing than the fit is. (Without it, a fit that put a control
/// point a hair off 0 where the curve turns vertical would be written to seven decimals.)
public struct RoundedBezier: Hashable, Sendable {
    /// The most rounding may move the motion: 0.5 % of the distance.
    public static let motionBound = 0.005
    /// cubic-bezier.com's precision.
    public static let fewestDecimals = 2
    /// Past this the control points are within 5e-13 of the exact ones; rounding stops there
    /// whatever it costs (only a curve with a near-vertical jump gets this far).
    static let mostDecimals = 12
    /// A number this large times 10^decimals no longer rounds in an Int64 exactly: it is
    /// written as it is.
    static let largestScaled = 1e15

    /// The rounded curve: what the text says, exactly (each number is the double its text reads as).
    public let curve: CubicBezier
    /// Decimals of every control point, `fewestDecimals` or more.
    public let decimals: Int
    /// How far the rounded curve's progress is from the exact one's at the same time.
    public let motionChange: Double
    /// x1, y1, x2, y2 as decimal text, trailing zeros dropped: `["0.65", "0", "0.35", "1"]`.
    public let numbers: [String]

    public init(_ exact: CubicBezier, standingFor easing: Easing? = nil) {
        let points = [exact.x1, exact.y1, exact.x2, exact.y2]
        let exactError = easing.map { Self.distance(exact, $0) }
        var decimals = Self.fewestDecimals
        while true {
            let rounded = points.map { Self.round($0, decimals: decimals) }
            let curve = CubicBezier(rounded[0].value, rounded[1].value, rounded[2].value, rounded[3].value)
            let change =
                curve == exact
                ? 0 : CurveDistance.largest(curve.value(at:), exact.value(at:), steepIn: [curve, exact])
            var keepsStandIn = false
            if let easing, let exactError, change > Self.motionBound {
                keepsStandIn = Self.distance(curve, easing) - exactError <= Self.motionBound
            }
            if change <= Self.motionBound || keepsStandIn || decimals == Self.mostDecimals {
                self.curve = curve
                self.decimals = decimals
                motionChange = change
                numbers = rounded.map(\.text)
                return
            }
            decimals += 1
        }
    }

    /// How far a Bézier's progress is from an easing's at equal time.
    static func distance(_ curve: CubicBezier, _ easing: Easing) -> Double {
        CurveDistance.largest(curve.value(at:), easing.value(at:), steepIn: [curve])
    }

    /// `cubic-bezier(0.65, 0, 0.35, 1)`.
    public var cssText: String { "cubic-bezier(" + numbers.joined(separator: ", ") + ")" }

    /// `x` to `decimals` places (halves away from zero) and its text, built from the integer
    /// count of units so that no binary digit shows (`0.1 + 0.2` reads `0.3`), without Foundation.
    static func round(_ x: Double, decimals: Int) -> (value: Double, text: String) {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        guard x.isFinite, abs(x) * scale < largestScaled else { return (x, String(x)) }
        let units = Int64((x * scale).rounded())
        // −0.001 rounds to zero units: it reads "0", not "-0".
        guard units != 0 else { return (0, "0") }
        let magnitude = units.magnitude
        let divisor = UInt64(scale)
        var text = String(magnitude / divisor)
        var fraction = String(magnitude % divisor)
        if fraction != "0" {
            fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text += "." + fraction
        }
        return (Double(units) / scale, (units < 0 ? "-" : "") + text)
    }
}
