import Demos
import Motion
import PlaygroundCore

/// The same gesture under A, drawn as a translucent copy of the moving content beside the live
/// one: above or below a horizontal strip when there is room (at the same x, so offsets line
/// up), over a vertical list otherwise (onion skin). Labels give each side's rest offset and
/// time to settle.
struct GhostView {
    /// Space kept free at the top of a demo for its title and subtitle.
    static let titleHeight = 60.0
    static let opacity = 0.5
    /// Fainter over the live content, so the live one stays readable through it.
    static let inPlaceOpacity = 0.3

    var ghost: any Demo
    var live: InspectorSnapshot
    /// The demo's area in its own coordinates.
    var area: Rect
    var a: GestureMetrics?
    var b: GestureMetrics?
    var ghostMoving: Bool
    /// Over the live content whatever the room beside it (the overlay, O).
    var inPlace = false

    func draw(into list: inout DrawList) {
        guard let g = ghost.inspector else { return }
        let vf = g.viewportFrame
        var content = DrawList()
        ghost.draw(into: &content)
        let (band, transform) = placement(vf)
        list.clipped(to: band) { list in
            list.withOpacity(band == vf ? Self.inPlaceOpacity : Self.opacity) { list in
                list.transformed(transform) { list in
                    list.clipped(to: vf) { list in list.append(contentsOf: content) }
                }
            }
        }
        list.stroke(band, TuningPanelView.ghostColor.withAlpha(0.8), width: 1.5, radius: 6)
        // Over the live content (no room beside it) the A label goes to the bottom, clear of B's.
        let inPlace = band == vf
        label(
            "A ghost" + summary(a, moving: ghostMoving),
            at: Point(x: band.minX + 6, y: inPlace ? band.maxY - 22 : band.minY + 4),
            color: TuningPanelView.ghostColor, into: &list)
        label(
            "B live" + summary(b, moving: b == nil),
            at: Point(
                x: live.viewportFrame.minX + 6,
                y: live.viewportFrame.minY + 4),
            color: Theme.accent, into: &list)
    }

    /// Where the ghost goes, and the transform from the live viewport to there.
    func placement(_ vf: Rect) -> (Rect, Transform) {
        guard live.axis == .horizontal, !inPlace else { return (vf, .identity) }
        let above = Rect(
            x: vf.minX, y: area.minY + Self.titleHeight, width: vf.width,
            height: vf.minY - 6 - (area.minY + Self.titleHeight))
        let below = Rect(x: vf.minX, y: vf.maxY + 6, width: vf.width, height: area.maxY - 6 - (vf.maxY + 6))
        let band = above.height >= 80 ? above : below
        guard band.height >= 60 else { return (vf, .identity) }
        // Full size (so offsets line up with the live strip, clipped top and bottom) unless the
        // band is too low for that to read; then scaled to fit.
        let scale = band.height >= vf.height * 0.55 ? 1 : band.height / vf.height
        // Scale about the strip's centre, then move it to the band's centre line: the centre
        // of the strip (where a snapped card rests) keeps its x.
        let t = Transform(
            translation: Point(x: 0, y: band.midY - vf.midY), scaleX: scale, scaleY: scale,
            anchor: vf.center)
        let placed = t.apply(vf)
        return (Rect(x: placed.minX, y: band.minY, width: placed.width, height: min(band.height, placed.height)), t)
    }

    private func summary(_ m: GestureMetrics?, moving: Bool) -> String {
        guard let m else { return moving ? " · moving" : "" }
        let settle = m.settleMilliseconds.map { decimal($0 / 1000, digits: 2) + " s" } ?? "still moving"
        return " · rest " + decimal(m.restOffset, digits: 1) + " pt · " + settle
    }

    private func label(_ text: String, at p: Point, color: Color, into list: inout DrawList) {
        let box = Rect(x: p.x, y: p.y, width: min(area.width - 12, 14 + 6.6 * Double(text.count)), height: 18)
        list.fill(box, Color(255, 255, 255, 225), radius: 5)
        list.text(
            text, in: Rect(x: box.minX + 5, y: box.minY, width: box.width - 10, height: box.height), size: 11,
            weight: .bold, color: color)
    }
}
