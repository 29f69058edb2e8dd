import Motion
import PlaygroundCore

/// The chosen timing curve, progress → value, with the running animation's progress marked,
/// the curve editor's two handles, and (while a curve is being edited) the named curve it
/// started from behind it. The value axis spans −0.4...1.4 so back and elastic overshoot stays
/// visible.
struct EasingCurvePlot {
    static let valueRange = -0.4...1.4
    static let segments = 96
    static let copyButtonSize = Size(width: 46, height: 18)

    var easing: Easing
    var progress: Double?
    var frame: Rect
    /// The editor's control points; nil draws no handles.
    var handles: CubicBezier?
    /// The named curve an edited one is compared with.
    var comparison: Easing?
    var copyTitle = "Copy"

    /// Below this (either side of the plot's box) the name and Copy would lie on the curve or
    /// under a handle: they go to a line above the card instead.
    static let roomyBox = 140.0
    /// A card lower than this shows no curve at all, only the line with the name and Copy.
    static let minimumCard = 40.0
    static let headerLineHeight = 18.0

    /// The name and Copy sit on a line above the card, not on the curve.
    var isCompact: Bool {
        let inner = frame.insetBy(10)
        return inner.width < Self.roomyBox || inner.height < Self.roomyBox
    }

    /// The line(s) above the card in the compact layout: the name and Copy, then "vs …".
    private var headerHeight: Double {
        guard isCompact else { return 0 }
        return Self.headerLineHeight + (comparison == nil ? 0 : 14) + 4
    }

    /// The white card the curve is drawn on.
    var card: Rect {
        Rect(
            x: frame.minX, y: frame.minY + headerHeight, width: frame.width, height: max(0, frame.height - headerHeight)
        )
    }

    /// Whether there is room to draw the curve (and its handles to drag).
    var showsCurve: Bool { card.height >= Self.minimumCard }

    var box: Rect { card.insetBy(10) }

    var copyButton: Rect {
        Rect(
            x: frame.maxX - Self.copyButtonSize.width - (isCompact ? 0 : 6), y: frame.minY + (isCompact ? 0 : 6),
            width: Self.copyButtonSize.width, height: Self.copyButtonSize.height)
    }

    func point(_ t: Double, _ v: Double, in box: Rect) -> Point {
        let span = Self.valueRange.upperBound - Self.valueRange.lowerBound
        return Point(x: box.minX + t * box.width, y: box.maxY - (v - Self.valueRange.lowerBound) / span * box.height)
    }

    /// The inverse of `point`: (progress, value) under a position in the plot.
    func value(at p: Point) -> Point {
        let span = Self.valueRange.upperBound - Self.valueRange.lowerBound
        return Point(
            x: (p.x - box.minX) / max(box.width, 1),
            y: Self.valueRange.lowerBound + (box.maxY - p.y) / max(box.height, 1) * span)
    }

    func draw(into list: inout DrawList) {
        if isCompact { drawHeader(into: &list) }
        guard showsCurve else { return }
        list.fill(card, .white, radius: 8)
        let box = self.box
        list.line(point(0, 0, in: box), point(1, 0, in: box), Theme.separator)
        list.line(point(0, 1, in: box), point(1, 1, in: box), Theme.separator)
        list.line(point(0, 0, in: box), point(1, 1, in: box), Theme.separator.withAlpha(0.5))
        // The curves are marked so the layout check keeps text off them.
        list.layer(.plot) { list in
            if let comparison {
                curve(comparison, color: Theme.secondaryText.withAlpha(0.45), width: 1.5, into: &list)
            }
            curve(easing, color: Theme.accent, width: 2, into: &list)
        }
        if !isCompact {
            // The name sits beside Copy; a plot too small for both puts it under Copy, whole.
            let besideCopy = box.width - 50
            let top =
                TextMetrics.estimatedWidth(easing.name, size: 11, weight: .bold) <= besideCopy + 1
                ? box.minY : copyButton.maxY + 2
            list.fittedText(
                easing.name, in: Rect(x: box.minX, y: top, width: top == box.minY ? besideCopy : box.width, height: 16),
                size: 11, weight: .bold, color: Theme.text)
            if let comparison {
                list.fittedText(
                    "vs \(comparison.name)", in: Rect(x: box.minX, y: top + 15, width: box.width, height: 14),
                    size: 10, color: Theme.secondaryText)
            }
        }
        if let h = handles { drawHandles(h, in: box, into: &list) }
        if let p = progress {
            let dot = point(p, easing(p), in: box)
            list.line(Point(x: dot.x, y: box.minY), Point(x: dot.x, y: box.maxY), Theme.warning.withAlpha(0.6))
            list.layer(.marker) { list in
                list.fill(Rect(center: dot, size: Size(width: 9, height: 9)), Theme.warning, radius: 4.5)
            }
        }
    }

    /// The compact layout's line above the card: the name (a step smaller where it must be) and
    /// Copy, then what an edited curve is compared with.
    private func drawHeader(into list: inout DrawList) {
        let nameWidth = max(1, frame.width - Self.copyButtonSize.width - 4)
        list.fittedText(
            easing.name, in: Rect(x: frame.minX, y: frame.minY, width: nameWidth, height: Self.headerLineHeight),
            size: 11, weight: .bold, color: Theme.text)
        if let comparison {
            list.fittedText(
                "vs \(comparison.name)",
                in: Rect(x: frame.minX, y: frame.minY + Self.headerLineHeight, width: frame.width, height: 14),
                size: 10, color: Theme.secondaryText)
        }
        if handles != nil { Button(copyTitle, frame: copyButton).draw(into: &list, size: 10) }
    }

    private func curve(_ e: Easing, color: Color, width: Double, into list: inout DrawList) {
        var previous = point(0, e(0), in: box)
        for i in 1...Self.segments {
            let t = Double(i) / Double(Self.segments)
            let next = point(t, e(t), in: box)
            list.line(previous, next, color, width: width)
            previous = next
        }
    }

    private func drawHandles(_ h: CubicBezier, in box: Rect, into list: inout DrawList) {
        let color = Color(hex: 0xAF52DE)
        let p1 = point(h.x1, h.y1, in: box)
        let p2 = point(h.x2, h.y2, in: box)
        list.line(point(0, 0, in: box), p1, color.withAlpha(0.7), width: 1.5)
        list.line(point(1, 1, in: box), p2, color.withAlpha(0.7), width: 1.5)
        for p in [p1, p2] {
            list.layer(.marker) { list in
                list.fill(Rect(center: p, size: Size(width: 12, height: 12)), .white, radius: 6)
                list.stroke(Rect(center: p, size: Size(width: 12, height: 12)), color, width: 2, radius: 6)
            }
        }
        if !isCompact { Button(copyTitle, frame: copyButton).draw(into: &list, size: 10) }
    }
}
