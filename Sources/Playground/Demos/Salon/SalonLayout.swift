import Motion

/// Where the salon selector's parts sit for a viewport size, and the strip's flow layout.
///
/// Every card owns a slot as wide as an expanded card (320 pt), slots `lineSpacing` apart, so
/// a card's centre never moves when it grows or shrinks and neighbours never overlap (the
/// seed's cell frame stays put while its container changes inside it). The seed's
/// `insetForSectionAt`, (strip width − expanded width) / 2 on both sides, lets the first and
/// last cards reach the centre; it is recomputed on every resize.
struct SalonLayout: Hashable, Sendable {
    /// Slot width = the expanded container width (points).
    static let slotWidth = CardState.expanded.containerWidth
    /// The flow layout's minimum line spacing between slots, points.
    static let lineSpacing = 10.0
    /// Distance between neighbouring card centres, points.
    static let pitch = slotWidth + lineSpacing
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

    /// The seed's section inset on each side.
    var sideInset: Double { (strip.width - Self.slotWidth) / 2 }
    var insets: EdgeInsets { EdgeInsets(left: sideInset, right: sideInset) }

    var contentSize: Size {
        Size(width: Double(count) * Self.slotWidth + Double(count - 1) * Self.lineSpacing, height: strip.height)
    }

    /// The offset that puts card `index` at the centre. Card 0's is the minimum offset
    /// (−left inset) and the last card's the maximum, so both ends can be selected.
    func centredOffset(_ index: Int) -> Double { -sideInset + Double(index) * Self.pitch }

    /// The card whose centre is nearest the viewport's centre when the offset is `offset`
    /// (the seed's loop over layout attributes, here over every card; first on a tie).
    func nearestCard(toOffset offset: Double) -> Int {
        var best = 0
        var bestDistance = Double.infinity
        for index in 0..<count {
            let distance = abs(centredOffset(index) - offset)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

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
    var subtitle: Rect { Rect(x: 20, y: 38, width: viewport.width - 40, height: 18) }
    var selection: Rect { Rect(x: 20, y: strip.maxY + 12, width: viewport.width - 40, height: 20) }
    var status: Rect { Rect(x: 20, y: strip.maxY + 34, width: viewport.width - 40, height: 18) }
}
