import Motion
import PlaygroundCore

/// A curve as the CSS and JSON printers write it: `BezierEquivalent`'s Bézier (the curve itself,
/// easings.net's for a Penner curve, rounded as a person writes it) where one follows the curve,
/// else samples of the curve for CSS's `linear()`.
struct ExportCurve: Hashable, Sendable {
    /// Points `linear()` takes along a curve no Bézier follows (bounce, elastic).
    static let samples = 40

    var easing: Easing
    var equivalent: BezierEquivalent

    init(_ easing: Easing) {
        self.easing = easing
        equivalent = BezierEquivalent(easing)
    }

    /// `ease-in-out`, `easeInOutCubic`, `cubic-bezier(0.1,0.9,0.3,1.0)`.
    var name: String { easing.name }

    /// The written control points (x1, y1, x2, y2).
    var bezier: [Double] {
        let c = equivalent.curve
        return [c.x1, c.y1, c.x2, c.y2]
    }

    /// Whether the Bézier is close enough to stand for the curve.
    var followsBezier: Bool { equivalent.followsEasing }

    /// The curve as a CSS `<easing-function>`: a keyword or `cubic-bezier()` (`cssText`), or
    /// `linear()` through `samples` + 1 points of the curve itself.
    var css: String {
        guard followsBezier else {
            let points = (0...Self.samples).map { easing.value(at: Double($0) / Double(Self.samples)) }
            return "linear(" + points.map { NumberText.short($0, significant: 3) }.joined(separator: ", ") + ")"
        }
        return equivalent.cssText
    }
}
