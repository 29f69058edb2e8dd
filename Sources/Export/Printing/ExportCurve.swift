import Motion
import Playground

/// A curve as the platforms write it: a cubic Bézier when one follows the curve, else samples for
/// CSS's `linear()`. The one place a printer turns an `Easing` into control points, so that a
/// canonical table (easings.net's `easeInOutCubic` → (0.65, 0, 0.35, 1)) can replace the fit here.
struct ExportCurve: Hashable, Sendable {
    /// Above this (a share of the distance) the nearest Bézier is not the curve: bounces, elastics.
    static let bezierTolerance = 0.05
    /// Points `linear()` takes along a curve no Bézier follows.
    static let samples = 40

    var easing: Easing
    var fit: CubicBezierFit

    init(_ easing: Easing) {
        self.easing = easing
        fit = CubicBezierFit(easing)
    }

    /// `ease-in-out`, `easeInOutCubic`, `cubic-bezier(0.1,0.9,0.3,1.0)`.
    var name: String { easing.name }

    /// The control points (x1, y1, x2, y2), exact for a Bézier curve, else the nearest.
    var bezier: [Double] { [fit.curve.x1, fit.curve.y1, fit.curve.x2, fit.curve.y2] }

    /// Whether a cubic Bézier is close enough to stand for the curve.
    var followsBezier: Bool { fit.maxError <= Self.bezierTolerance }

    /// The curve as a CSS `<easing-function>`: `cubic-bezier()` to three significant digits, or
    /// `linear()` through `samples` + 1 points of the curve itself.
    var css: String {
        guard followsBezier else {
            let points = (0...Self.samples).map { easing.value(at: Double($0) / Double(Self.samples)) }
            return "linear(" + points.map { NumberText.short($0, significant: 3) }.joined(separator: ", ") + ")"
        }
        return "cubic-bezier(" + bezier.map { NumberText.short($0, significant: 3) }.joined(separator: ", ") + ")"
    }
}
