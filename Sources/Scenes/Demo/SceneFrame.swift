import Motion

/// Where a scene's parts sit in its area: the title, the scrolling viewport and the footer.
///
/// A horizontal scene's viewport is a full-width strip as tall as its tallest item plus a
/// margin, centred in the room between the header and the footer; a vertical one fills that
/// room. Items are centred across the axis.
struct SceneFrame: Hashable, Sendable {
    static let headerHeight = 64.0
    static let footerHeight = 64.0
    /// Room around the tallest item, across a horizontal strip.
    static let crossMargin = 24.0

    var area: Size
    var axis: Axis
    /// The scrolling viewport in demo coordinates.
    var viewport: Rect

    /// What a scene item's percentages are of in `area`: the viewport's width (the area's) and
    /// the height between the header and the footer (a vertical scene's viewport; the most a
    /// horizontal strip may be).
    static func room(in area: Size) -> Size {
        Size(width: max(1, area.width), height: max(1, area.height - headerHeight - footerHeight))
    }

    var room: Size { Self.room(in: area) }

    init(area: Size, axis: Axis, maxCross: Double) {
        self.area = area
        self.axis = axis
        let room = Self.room(in: area).height
        switch axis {
        case .horizontal:
            let height = min(room, maxCross + 2 * Self.crossMargin)
            viewport = Rect(x: 0, y: Self.headerHeight + (room - height) / 2, width: max(1, area.width), height: height)
        case .vertical:
            viewport = Rect(x: 0, y: Self.headerHeight, width: max(1, area.width), height: room)
        }
    }

    /// The viewport's length along the axis.
    var length: Double { axis == .horizontal ? viewport.width : viewport.height }
    /// The viewport's size across the axis.
    var crossLength: Double { axis == .horizontal ? viewport.height : viewport.width }

    /// Item `[start, end)` along the axis (viewport coordinates) with `cross` across it, in
    /// demo coordinates.
    func itemRect(start: Double, end: Double, cross: Double) -> Rect {
        let across = (crossLength - cross) / 2
        switch axis {
        case .horizontal:
            return Rect(x: viewport.minX + start, y: viewport.minY + across, width: end - start, height: cross)
        case .vertical:
            return Rect(x: viewport.minX + across, y: viewport.minY + start, width: cross, height: end - start)
        }
    }

    /// Two short lines across the viewport's edges at `position` along the axis (viewport
    /// coordinates), each `length` long, pointing inwards.
    func guideTicks(at position: Double, length: Double) -> [(Point, Point)] {
        switch axis {
        case .horizontal:
            let x = viewport.minX + position
            return [
                (Point(x: x, y: viewport.minY), Point(x: x, y: viewport.minY + length)),
                (Point(x: x, y: viewport.maxY - length), Point(x: x, y: viewport.maxY)),
            ]
        case .vertical:
            let y = viewport.minY + position
            return [
                (Point(x: viewport.minX, y: y), Point(x: viewport.minX + length, y: y)),
                (Point(x: viewport.maxX - length, y: y), Point(x: viewport.maxX, y: y)),
            ]
        }
    }

    /// A point's position along the axis, in viewport coordinates.
    func along(_ p: Point) -> Double { axis == .horizontal ? p.x - viewport.minX : p.y - viewport.minY }

    var title: Rect { Rect(x: 20, y: 14, width: max(1, area.width - 40), height: 24) }
    var subtitle: Rect { Rect(x: 20, y: 38, width: max(1, area.width - 40), height: 18) }
    var selection: Rect { Rect(x: 20, y: viewport.maxY + 10, width: max(1, area.width - 40), height: 20) }
    var status: Rect { Rect(x: 20, y: viewport.maxY + 32, width: max(1, area.width - 40), height: 18) }
    /// A broken reload's message, over the footer (it replaces the selection and status lines):
    /// `lines` lines of 18 pt, as tall as it must be to hold them. Below the viewport when they fit
    /// there; else it reaches up over the viewport's foot rather than cut the message, and never
    /// above the header.
    func problem(lines: Int) -> Rect {
        let height = 16 + 18 * Double(max(1, lines))
        let bottom = area.height - 6
        let top = max(Self.headerHeight, min(viewport.maxY + 6, bottom - height))
        return Rect(x: 12, y: top, width: max(1, area.width - 24), height: max(1, min(height, bottom - top)))
    }

    /// How many 18-pt lines the message may take: as many as the room under the header holds.
    var problemLineLimit: Int { max(2, Int((area.height - 6 - Self.headerHeight - 16) / 18)) }
}
