/// The margins the demo tests allow, each named for the promise it checks, so a comparison says
/// what "close" means and the same promise is checked with the same margin everywhere. (Not
/// Motion's `Tolerance`, which tells a simulation when it is done.)
public enum Tolerances {
    /// The demo evaluates the same closed form as the test (an easing curve at a known fraction,
    /// a lerp, a progress): only the last bits of a Double may differ.
    public static let sameFormula = 1e-12

    /// Points or fractions reached two ways (a sum of frames against a product, insets against
    /// halves): floating-point rounding and nothing else.
    public static let rounding = 1e-9

    /// A position read from the model at a frame agrees with the reference curve evaluated by
    /// the test from elapsed µs (a different path through the arithmetic, on offsets of
    /// hundreds of points).
    public static let curveAgreement = 1e-6

    /// A speed read from the model (pt/s, values in the thousands) agrees with another reading
    /// of the same motion: rounding on a speed, not a slow-down or a gain.
    public static let velocityRounding = 1e-6

    /// A motion ends exactly on its target: a hundredth of a point, far below a pixel at any
    /// scale, yet any real miss (a wrong card, a stop one frame short) is larger.
    public static let onTarget = 0.01

    /// A position read 1 µs after a release is where it was at the release: the finger's speed
    /// moves it a few thousandths of a point in that time, a jump would move it more.
    public static let continuity = 0.01

    /// An animation turned back mid-way (a pop during a push) starts within 2 % of the width of
    /// where the first one was: the millisecond between them, not a jump.
    public static let turnaround = 0.02

    /// The same motion at 30, 60 and 144 Hz, compared at the same instant: demos evaluate their
    /// curves from elapsed time, so the frame rate changes nothing but rounding.
    public static let frameRateAgreement = 1e-9

    /// A figure compared at two decimals: one the test quotes (93.87 pt), a ratio of glides,
    /// a layer's opacity.
    public static let twoDecimals = 0.01

    /// After a release a motion never moves faster than the release speed by more than 5 %
    /// (issue 15): the largest speed over the release speed.
    public static let releaseSpeedRatio = 1.05

    /// The velocity tracker reads a constant-speed finger within 5 % (relative).
    public static let releaseReading = 0.05
}
