import Motion

/// Scale about an anchor, then translate: p' = anchor + (p − anchor)·scale + translation.
/// Enough for the seeds' transforms (viewfinder scale, scaleY cells, slide transitions).
public struct Transform: Hashable, Sendable {
    public var translation: Point
    public var scaleX: Double
    public var scaleY: Double
    public var anchor: Point

    public init(translation: Point = .zero, scaleX: Double = 1, scaleY: Double = 1, anchor: Point = .zero) {
        self.translation = translation
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.anchor = anchor
    }

    public static let identity = Transform()

    public static func translate(_ dx: Double, _ dy: Double) -> Transform {
        Transform(translation: Point(x: dx, y: dy))
    }

    public static func scale(_ sx: Double, _ sy: Double, about anchor: Point) -> Transform {
        Transform(scaleX: sx, scaleY: sy, anchor: anchor)
    }

    public func apply(_ p: Point) -> Point {
        Point(
            x: anchor.x + (p.x - anchor.x) * scaleX + translation.x,
            y: anchor.y + (p.y - anchor.y) * scaleY + translation.y)
    }

    public func apply(_ r: Rect) -> Rect {
        let a = apply(r.origin)
        let b = apply(Point(x: r.maxX, y: r.maxY))
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// As an affine map x' = sx·x + tx (per axis), for composing stacks.
    public var offsetX: Double { anchor.x - anchor.x * scaleX + translation.x }
    public var offsetY: Double { anchor.y - anchor.y * scaleY + translation.y }

    /// `outer` applied after `self`.
    public func then(_ outer: Transform) -> Transform {
        let sx = scaleX * outer.scaleX
        let sy = scaleY * outer.scaleY
        let tx = outer.scaleX * offsetX + outer.offsetX
        let ty = outer.scaleY * offsetY + outer.offsetY
        return Transform(translation: Point(x: tx, y: ty), scaleX: sx, scaleY: sy, anchor: .zero)
    }
}
