import Demos
import Motion
import PlaygroundCore

/// The same gesture under each ticked platform, drawn as labelled translucent copies of the
/// moving content beside the live one. Over a horizontal strip they share the band above it
/// (or below), one row each, at the live strip's x so offsets line up; over a vertical list they
/// are drawn in place (onion skin), each in its platform's colour. Each label gives the
/// platform, its rest offset and its time to settle.
struct PlatformGhostsView {
    var runs: [TuningSession.PlatformRun]
    /// The last gesture's numbers per platform, when it has come to rest.
    var metrics: [ScrollPlatform: GestureMetrics]
    var live: InspectorSnapshot
    /// The demo's area in its own coordinates.
    var area: Rect
    /// Over the live content whatever the room beside it (the overlay, O).
    var inPlace = false

    /// A row lower than this cannot show its label and a readable strip: the ghosts go in place.
    static let minimumRowHeight = 30.0

    /// How each platform is told apart in the lanes, the table and the chips, beside its full
    /// name (`ScrollPlatform.title`, never abbreviated): its home's signature colour.
    static func color(_ platform: ScrollPlatform) -> Color { Color(hex: platform.scrolling.signatureColour) }

    func draw(into list: inout DrawList) {
        let vf = live.viewportFrame
        let rows = placements(vf, count: runs.count)
        // In place the ghosts share one opacity budget, so the live content stays readable.
        let inPlaceOpacity = max(0.08, GhostView.inPlaceOpacity / Double(runs.count))
        for (i, entry) in runs.enumerated() {
            guard entry.run.demo.inspector != nil else { continue }
            let (band, transform) = rows[i]
            var content = DrawList()
            entry.run.demo.draw(into: &content)
            // Several ghosts over the same place would print their labels over one another (and
            // over the live ones): in place they show their shapes only, which is where they are.
            if band == vf, runs.count > 1 { content = content.withoutText }
            let colour = Self.color(entry.platform)
            list.clipped(to: band) { list in
                list.withOpacity(band == vf ? inPlaceOpacity : GhostView.opacity) { list in
                    list.transformed(transform) { list in
                        list.clipped(to: vf) { list in list.append(contentsOf: content) }
                    }
                }
            }
            list.stroke(band, colour.withAlpha(0.9), width: 1.5, radius: 6)
        }
        // The labels last, so no ghost is drawn over another's label. In place they stack from
        // the viewport's top; in a row, at the row's top.
        for (i, entry) in runs.enumerated() where entry.run.demo.inspector != nil {
            let band = rows[i].0
            let top = band == vf ? vf.minY + 4 + Double(i) * 20 : band.minY + 3
            label(entry.platform, moving: entry.run.isMoving, at: Point(x: band.minX + 6, y: top), into: &list)
        }
    }

    /// One band per ghost, and the transform from the live viewport into it.
    func placements(_ vf: Rect, count: Int) -> [(Rect, Transform)] {
        let inPlace = Array(repeating: (vf, Transform.identity), count: count)
        guard live.axis == .horizontal, count > 0, !self.inPlace else { return inPlace }
        let above = Rect(
            x: vf.minX, y: area.minY + GhostView.titleHeight, width: vf.width,
            height: vf.minY - 6 - (area.minY + GhostView.titleHeight))
        let below = Rect(x: vf.minX, y: vf.maxY + 6, width: vf.width, height: area.maxY - 6 - (vf.maxY + 6))
        // Above the strip first: below it a demo keeps its selection and status lines.
        func rowHeight(_ band: Rect) -> Double { (band.height - Double(count - 1) * 4) / Double(count) }
        let space = rowHeight(above) >= Self.minimumRowHeight ? above : below
        let rowHeight = rowHeight(space)
        guard rowHeight >= Self.minimumRowHeight else { return inPlace }
        return (0..<count).map { i in
            let row = Rect(
                x: space.minX, y: space.minY + Double(i) * (rowHeight + 4), width: space.width, height: rowHeight)
            let scale = min(1, rowHeight / vf.height)
            // Scaled about the strip's centre and moved to the row's centre line: the centre of
            // the strip (where a snapped card rests) keeps its x.
            let t = Transform(
                translation: Point(x: 0, y: row.midY - vf.midY), scaleX: scale, scaleY: scale, anchor: vf.center)
            return (row, t)
        }
    }

    private func label(_ platform: ScrollPlatform, moving: Bool, at p: Point, into list: inout DrawList) {
        var text = platform.title
        if let m = metrics[platform] {
            let settle = m.settleMilliseconds.map { decimal($0 / 1000, digits: 2) + " s" } ?? "still moving"
            // A tracker that read 0 by one of its rules says so: the rest alone looks like a stop.
            if let zero = m.tracker?.zeroLabel { text += " · " + zero }
            text += " · rest " + decimal(m.restOffset, digits: 1) + " pt · " + settle
        } else if moving {
            text += " · moving"
        }
        let box = Rect(x: p.x, y: p.y, width: min(area.width - 12, 14 + 6.6 * Double(text.count)), height: 17)
        list.fill(box, Color(28, 28, 30, 215), radius: 5)
        list.text(
            text, in: Rect(x: box.minX + 5, y: box.minY, width: box.width - 10, height: box.height), size: 10.5,
            weight: .bold, color: Self.color(platform))
    }
}
