import Motion

/// The chosen timing curve, progress → value, with the running animation's progress marked.
/// The value axis spans −0.4...1.4 so back and elastic overshoot stays visible.
struct EasingCurvePlot {
    static let valueRange = -0.4...1.4
    static let segments = 96

    var easing: Easing
    var progress: Double?
    var frame: Rect

    func point(_ t: Double, _ v: Double, in box: Rect) -> Point {
        let span = Self.valueRange.upperBound - Self.valueRange.lowerBound
        return Point(x: box.minX + t * box.width, y: box.maxY - (v - Self.valueRange.lowerBound) / span * box.height)
    }

    func draw(into list: inout DrawList) {
        list.fill(frame, .white, radius: 8)
        let box = frame.insetBy(10)
        list.line(point(0, 0, in: box), point(1, 0, in: box), Theme.separator)
        list.line(point(0, 1, in: box), point(1, 1, in: box), Theme.separator)
        list.line(point(0, 0, in: box), point(1, 1, in: box), Theme.separator.withAlpha(0.5))
        var previous = point(0, easing(0), in: box)
        for i in 1...Self.segments {
            let t = Double(i) / Double(Self.segments)
            let next = point(t, easing(t), in: box)
            list.line(previous, next, Theme.accent, width: 2)
            previous = next
        }
        list.text(easing.name, in: Rect(x: box.minX, y: box.minY, width: box.width, height: 16), size: 11, weight: .bold,
                  color: Theme.text)
        if let p = progress {
            let dot = point(p, easing(p), in: box)
            list.line(Point(x: dot.x, y: box.minY), Point(x: dot.x, y: box.maxY), Theme.warning.withAlpha(0.6))
            list.fill(Rect(center: dot, size: Size(width: 9, height: 9)), Theme.warning, radius: 4.5)
        }
    }
}
