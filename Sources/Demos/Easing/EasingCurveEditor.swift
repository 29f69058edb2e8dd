import Motion
import PlaygroundCore

/// The curve editor on the easing demo's plot, as on cubic-bezier.com: the two control points
/// of the cubic Bézier are handles to drag; the plot shows the curve live, with the named curve
/// it started from behind it for comparison, and a button copies it as `cubic-bezier(…)`.
/// A Penner curve is edited from the Bézier an export writes for it (easings.net's), or from
/// ease-in-out when no Bézier follows it (elastic, bounce).
struct EasingCurveEditor: Hashable, Sendable {
    /// Pointer distance (pt) within which a press grabs a handle.
    static let grabRadius = 14.0
    /// Control points move in hundredths, as CSS authors write them.
    static let resolution = 0.01

    enum Handle: Hashable, Sendable { case first, second }

    /// The curve being edited, as control points.
    private(set) var curve: CubicBezier
    /// The named curve the edit started from (drawn behind for comparison).
    private(set) var preset: Easing
    private(set) var dragging: Handle?
    /// The timing last followed, so a Penner curve is fitted once, not every frame.
    private var followed: Easing

    init(timing: Easing) {
        curve = Self.bezier(for: timing)
        preset = timing
        followed = timing
    }

    /// The timing function changed from outside (a key, a button, the parameter) or from a drag.
    mutating func follow(_ timing: Easing) {
        guard timing != followed else { return }
        followed = timing
        if case .cubicBezier(let c) = timing, c == curve { return }
        curve = Self.bezier(for: timing)
        if Easing.allNamed.contains(timing) { preset = timing }
    }

    /// Whether `timing` is the edited curve (so the plot shows the comparison).
    func isEdited(_ timing: Easing) -> Bool {
        guard case .cubicBezier(let c) = timing else { return false }
        return !Easing.allNamed.contains(timing) && c == curve
    }

    /// Where the handles start for a curve: its own control points, the Bézier an export writes
    /// for it when that follows it, else (elastic, bounce: nothing like a Bézier) UIKit's
    /// ease-in-out.
    static func bezier(for timing: Easing) -> CubicBezier {
        if case .cubicBezier(let c) = timing { return c }
        let equivalent = BezierEquivalent(timing)
        return equivalent.followsEasing ? equivalent.curve : .easeInOut
    }

    /// A press on the plot: grabs the nearer handle within reach.
    mutating func press(at p: Point, plot: EasingCurvePlot) -> Bool {
        // A plot too low to draw its curve has no handles to grab.
        guard plot.showsCurve else { return false }
        let box = plot.box
        let d1 = plot.point(curve.x1, curve.y1, in: box) - p
        let d2 = plot.point(curve.x2, curve.y2, in: box) - p
        let r1 = d1.x * d1.x + d1.y * d1.y
        let r2 = d2.x * d2.x + d2.y * d2.y
        let reach = Self.grabRadius * Self.grabRadius
        guard min(r1, r2) <= reach else { return false }
        dragging = r1 <= r2 ? .first : .second
        return true
    }

    /// A move while a handle is held: the new curve, or nil when nothing is held.
    mutating func move(to p: Point, plot: EasingCurvePlot) -> Easing? {
        guard let dragging else { return nil }
        let v = plot.value(at: p)
        let x = Self.rounded(clamp(v.x, 0...1))
        let y = Self.rounded(clamp(v.y, EasingCurvePlot.valueRange))
        switch dragging {
        case .first: curve = CubicBezier(x, y, curve.x2, curve.y2)
        case .second: curve = CubicBezier(curve.x1, curve.y1, x, y)
        }
        return .cubicBezier(curve)
    }

    /// Lets go; true when a handle was held.
    mutating func release() -> Bool {
        defer { dragging = nil }
        return dragging != nil
    }

    /// `cubic-bezier(0.25, 0.1, 0.25, 1)`, as cubic-bezier.com writes it: two decimals, more
    /// only where two would move the motion by over 0.5 % (a curve typed in with more digits).
    var cssText: String { RoundedBezier(curve).cssText }

    private static func rounded(_ x: Double) -> Double {
        let r = (x / resolution).rounded() * resolution
        // Hundredths as the decimal text reads them, so the copied text is what is drawn.
        return NumberText.parse(decimal(r, digits: 2)) ?? r
    }
}
