import RealModule

/// A CSS / Core Animation timing curve through (0,0), (x1,y1), (x2,y2), (1,1).
///
/// `value(at:)` solves x(t) = progress for t by Newton steps from t = progress, and falls back
/// to bisection when the slope is too flat; both stop within `tolerance` (1e-7) in x.
public struct CubicBezier: Hashable, Sendable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    /// Solving stops when |x(t) − progress| is below this.
    public static let tolerance = 1e-7
    static let maxNewtonSteps = 8
    static let minSlope = 1e-6

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        precondition((0...1).contains(x1) && (0...1).contains(x2), "cubic-bezier x1 and x2 must be within 0...1")
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// CSS `ease`, Core Animation's `default` (also UIView's implicit curve in Pop).
    public static let ease = CubicBezier(0.25, 0.1, 0.25, 1.0)
    /// CSS `ease-in`, CA `easeIn`.
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// CSS `ease-out`, CA `easeOut`.
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    /// CSS `ease-in-out`, CA `easeInEaseOut`: UIView.animate's default curve.
    public static let easeInOut = CubicBezier(0.42, 0, 0.58, 1)

    // Polynomial coefficients, B(t) = ((a t + b) t + c) t, per axis.
    private var cx: Double { 3 * x1 }
    private var bx: Double { 3 * (x2 - x1) - cx }
    private var ax: Double { 1 - cx - bx }
    private var cy: Double { 3 * y1 }
    private var by: Double { 3 * (y2 - y1) - cy }
    private var ay: Double { 1 - cy - by }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve parameter t whose x equals `x` (x clamped to 0...1).
    public func solveT(forX x: Double) -> Double {
        let x = clamp(x, 0...1)
        var t = x
        for _ in 0..<Self.maxNewtonSteps {
            let error = sampleX(t) - x
            if abs(error) < Self.tolerance { return t }
            let slope = slopeX(t)
            if abs(slope) < Self.minSlope { break }
            t -= error / slope
        }
        // Newton wandered or stalled: bisection always converges because x(t) is monotonic on 0...1.
        var lo = 0.0
        var hi = 1.0
        t = x
        for _ in 0..<64 {
            let value = sampleX(t)
            if abs(value - x) < Self.tolerance { return t }
            if value < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }

    /// The eased progress for a linear progress in 0...1.
    public func value(at progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        return sampleY(solveT(forX: progress))
    }
}
