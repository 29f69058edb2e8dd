import Motion
import PlaygroundCore
import Scenes

/// Where the salon selector's parts sit for a viewport size, and the strip's flow layout.
///
/// Every card owns a slot as wide as an expanded card (320 pt), slots `lineSpacing` apart, so
/// a card's centre never moves when it grows or shrinks and neighbours never overlap (the
/// seed's cell frame stays put while its container changes inside it). The seed's
/// `insetForSectionAt`, (strip width − expanded width) / 2 on both sides, lets the first and
/// last cards reach the centre; it is recomputed on every resize.
package struct SalonLayout: Hashable, Sendable {
    /// Slot width = the expanded container width (points).
    static let slotWidth = CardState.expanded.containerWidth
    /// The flow layout's minimum line spacing between slots, points.
    static let lineSpacing = 10.0
    /// Distance between neighbouring card centres, points.
    package static let pitch = slotWidth + lineSpacing
    /// Strip height: an expanded card (200) plus room for the viewfinder at 1.15 (253).
    static let stripHeight = 260.0
    static let headerHeight = 64.0
    static let footerHeight = 64.0

    var viewport: Size
    var count: Int
    /// The scrolling strip in demo coordinates (full width).
    var strip: Rect

    init(viewport: Size, count: Int) {
        self.viewport = viewport
        self.count = max(1, count)
        let free = viewport.height - Self.headerHeight - Self.footerHeight - Self.stripHeight
        strip = Rect(x: 0, y: Self.headerHeight + max(0, free / 2), width: viewport.width, height: Self.stripHeight)
    }

    /// The cards as a strip of items that rest centred: the salon snaps as a scene of cards does.
    /// Each slot is an item (`slotWidth` long, `lineSpacing` apart); it reaches its ends
    /// (`reachesEnds`): the range widens the content by the seed's section inset so the first and
    /// last cards reach the centre.
    var geometry: SceneGeometry {
        SceneGeometry(
            groups: [(count: count, length: Self.slotWidth, cross: CardState.expanded.containerHeight)],
            spacing: Self.lineSpacing, insets: SceneDefinition.Insets(leading: 0, trailing: 0), snap: .center,
            viewportLength: strip.width, reachesEnds: true)
    }

    /// The strip as a scene file describes it (`geometry`'s items, spacing and rule; the seed's
    /// section inset is `reach_ends`), for exports: they write the salon as a scene of cards.
    static func stripScene(count: Int) -> String {
        let card = "[\(NumberText.format(slotWidth)), \(NumberText.format(CardState.expanded.containerHeight))]"
        return #"{"scene": 1, "title": "Salon selector", "axis": "horizontal", "#
            + #""items": [{"size": \#(card), "repeat": \#(max(1, count))}], "#
            + #""spacing": \#(NumberText.format(lineSpacing)), "snap": "center", "reach_ends": true}"#
    }

    /// The seed's section inset on each side: what lets the first and last cards reach the centre.
    var sideInset: Double { (strip.width - Self.slotWidth) / 2 }

    /// The offset that puts card `index` at the centre (the strip's snap offset of that item).
    /// Card 0's is the minimum offset (−side inset) and the last card's the maximum, so both ends
    /// can be selected.
    func centredOffset(_ index: Int) -> Double { -sideInset + Double(index) * Self.pitch }

    /// Where card `index`'s centre is on screen (demo coordinates) at `offset`.
    func cardCentre(_ index: Int, offset: Double) -> Point {
        Point(x: strip.minX + Double(index) * Self.pitch + Self.slotWidth / 2 - offset, y: strip.midY)
    }

    /// The cards whose slots intersect the strip at `offset`.
    func visibleRange(offset: Double) -> ClosedRange<Int> {
        let first = Int(((offset - Self.slotWidth) / Self.pitch).rounded(.down)) + 1
        let last = Int(((offset + strip.width) / Self.pitch).rounded(.up)) - 1
        let lo = min(max(0, first), count - 1)
        return lo...min(max(lo, last), count - 1)
    }

    var centre: Point { strip.center }
    var title: Rect { Rect(x: 20, y: 14, width: viewport.width - 40, height: 24) }
    var selection: Rect { Rect(x: 20, y: strip.maxY + 12, width: viewport.width - 40, height: 20) }
    var status: Rect { Rect(x: 20, y: strip.maxY + 34, width: viewport.width - 40, height: 18) }
}
