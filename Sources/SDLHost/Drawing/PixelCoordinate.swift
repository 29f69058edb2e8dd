import Motion

/// Device coordinates as whole pixels. The renderer draws whatever list it is given, and a
/// list can hold coordinates far off the canvas (a scene's content runs to 2e11 pt), infinite
/// or NaN ones; `Int(_:)` and `Int32(_:)` trap on those. Every conversion goes through here and
/// is clamped to ±2^29 pixels: far past any canvas (16384 pt at 16 pixels a point is 2^18), so
/// nothing that shows changes, and a difference or sum of two clamped values still fits an Int32.
enum PixelCoordinate {
    static let limit = Double(1 << 29)

    /// `x` rounded by `rule`, clamped to ±2^29; NaN is 0.
    static func snap(_ x: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int {
        Int(clamp(x.rounded(rule), -limit...limit))
    }

    /// A corner radius in whole pixels: at most half the box's `side`, and at most 2048 pixels,
    /// since a corner is an anti-aliased mask of radius² bytes (a radius of 1e12 on a box a
    /// trillion points wide asked for 27 GB). Nothing drawn comes near it: radii are 18 pt at
    /// most, 288 pixels at the largest scale.
    static func cornerRadius(_ radius: Double, scale: Double, side: Int) -> Int {
        min(snap(radius * abs(scale)), side / 2, 2048)
    }

    /// `rect` with every edge clamped to ±2^29 (the part that can show is unchanged); nil when an
    /// edge is NaN, which covers nothing.
    static func clamped(_ rect: Rect) -> Rect? {
        let edges = [rect.minX, rect.minY, rect.maxX, rect.maxY]
        guard !edges.contains(where: \.isNaN) else { return nil }
        let c = edges.map { clamp($0, -limit...limit) }
        return Rect(x: c[0], y: c[1], width: c[2] - c[0], height: c[3] - c[1])
    }

    /// The part of the segment `a`–`b` inside ±2^29 on both axes (Liang–Barsky), so a line
    /// from the canvas to a point a trillion pixels away draws its visible part at the same
    /// slope; nil when nothing of it is inside or a coordinate is NaN.
    static func clipped(_ a: Point, _ b: Point) -> (Point, Point)? {
        guard ![a.x, a.y, b.x, b.y].contains(where: \.isNaN) else { return nil }
        let inside = { (p: Point) in abs(p.x) <= limit && abs(p.y) <= limit }
        if inside(a), inside(b) { return (a, b) }
        // Infinite ends give infinite differences; the parametric form needs finite ones.
        let dx = b.x - a.x
        let dy = b.y - a.y
        guard dx.isFinite, dy.isFinite else { return nil }
        var t0 = 0.0
        var t1 = 1.0
        for (p, q) in [(-dx, a.x + limit), (dx, limit - a.x), (-dy, a.y + limit), (dy, limit - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let r = q / p
            if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
            if t0 > t1 { return nil }
        }
        return (Point(x: a.x + t0 * dx, y: a.y + t0 * dy), Point(x: a.x + t1 * dx, y: a.y + t1 * dy))
    }
}
