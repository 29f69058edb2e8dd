/// The boundary conditions: how far content goes past an edge for a given finger travel
/// (Flutter's `applyPhysicsToUserOffset` and `applyBoundaryConditions` in one), and back.
///
/// "Raw" is the unbounded offset the finger (or a wheel pull) asks for; "shown" is where the
/// content is drawn: equal inside the range, rubber-banded beyond it by `rubberBandConstant`
/// (never further than one `dimension` past the edge), or clamped when the view does not bounce.
extension ScrollPhysics {
    /// The shown offset for a raw one.
    public func offset(
        forRaw raw: Double, in range: ClosedRange<Double>, dimension: Double,
        bounces: Bool = true
    ) -> Double {
        bounces
            ? RubberBand.offset(raw, in: range, dimension: dimension, coefficient: rubberBandConstant)
            : clamp(Sanitize.position(raw), range)
    }

    /// The raw offset that shows as `offset`: where a drag that catches content beyond an edge
    /// continues from, so it does not jump.
    public func rawOffset(
        for offset: Double, in range: ClosedRange<Double>, dimension: Double,
        bounces: Bool = true
    ) -> Double {
        bounces
            ? RubberBand.rawOffset(offset, in: range, dimension: dimension, coefficient: rubberBandConstant)
            : clamp(Sanitize.position(offset), range)
    }

    /// The shown overscroll (signed) for a raw overshoot past an edge.
    public func overscroll(forRaw overshoot: Double, dimension: Double) -> Double {
        RubberBand.distance(forOvershoot: overshoot, dimension: dimension, coefficient: rubberBandConstant)
    }

    /// The raw overshoot (signed) that shows as `overscroll`.
    public func rawOverscroll(for overscroll: Double, dimension: Double) -> Double {
        RubberBand.overshoot(forDistance: overscroll, dimension: dimension, coefficient: rubberBandConstant)
    }

    /// d(shown)/d(raw) where the shown overscroll is `overscroll`: c / (1 + |raw|·c/d)², 1 with
    /// no overscroll band (dimension ≤ 0). A finger's velocity times this is the content's.
    public func rubberBandSlope(atOverscroll overscroll: Double, dimension d: Double) -> Double {
        guard d > 0, d.isFinite else { return 1 }
        let c = rubberBandConstant.isFinite && rubberBandConstant > 0 ? rubberBandConstant : RubberBand.coefficient
        let raw = rawOverscroll(for: overscroll, dimension: d)
        let stretch = 1 + abs(raw) * c / d
        return c / (stretch * stretch)
    }

    /// How far `offset` lies beyond `range`: negative before the start, positive past the end,
    /// 0 inside.
    public static func overscroll(of offset: Double, in range: ClosedRange<Double>) -> Double {
        offset < range.lowerBound
            ? offset - range.lowerBound
            : offset > range.upperBound ? offset - range.upperBound : 0
    }
}
