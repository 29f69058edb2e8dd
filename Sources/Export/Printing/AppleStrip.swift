/// A snapping strip as the Swift printers lay it out: sizes per group, spacing, and the margins
/// before the first item and after the last one. Where an item must be able to rest at its snap
/// position at either end (`reachesEnds`, or SwiftUI's `viewAligned`, which aligns each item's
/// leading edge to the leading margin), a margin depends on the viewport's length, written over
/// `viewport` (an expression such as `proxy.size.width`).
struct AppleStrip {
    var strip: ExportStrip

    var horizontal: Bool { strip.axis == .horizontal }
    /// `x` or `y`.
    var x: String { horizontal ? "x" : "y" }
    /// `width` or `height`: the viewport's length along the axis.
    var length: String { horizontal ? "width" : "height" }

    /// `CGSize(width: 280, height: 180)` for `group`'s items; a length in percent of the viewport
    /// over `viewport` (`collectionView.bounds.width * 0.85`).
    func size(_ group: ExportStrip.Group, viewport: String? = nil) -> String {
        let along =
            viewport.map { strip.length(group).expression(viewport: $0, number: SwiftLiteral.number) }
            ?? SwiftLiteral.number(group.length.number)
        let across = SwiftLiteral.number(group.cross.number)
        return "CGSize(width: \(horizontal ? along : across), height: \(horizontal ? across : along))"
    }

    /// SwiftUI's sizing of `group`'s items: `.frame(width: 280, height: 180)`, a percentage of the
    /// viewport as `.containerRelativeFrame` (the scroll view is the container), the rest in points.
    func swiftUISize(_ group: ExportStrip.Group) -> String {
        let (width, height) = horizontal ? (group.length, group.cross) : (group.cross, group.length)
        let (widthPercent, heightPercent) =
            horizontal ? (group.lengthPercent, group.crossPercent) : (group.crossPercent, group.lengthPercent)
        guard widthPercent != nil || heightPercent != nil else { return ".frame(\(frame(group)))" }
        var relative = ""
        var fixed: [String] = []
        for (dimension, axis, constant, percent) in [
            ("width", ".horizontal", width, widthPercent), ("height", ".vertical", height, heightPercent),
        ] {
            guard let percent else {
                fixed.append("\(dimension): \(SwiftLiteral.number(constant.number))")
                continue
            }
            relative +=
                percent == 100
                ? ".containerRelativeFrame(\(axis))"
                : ".containerRelativeFrame(\(axis)) { length, _ in length * \(SwiftLiteral.number(percent / 100)) }"
        }
        return relative + (fixed.isEmpty ? "" : ".frame(\(fixed.joined(separator: ", ")))")
    }

    /// `width: 280, height: 180`, for SwiftUI's `frame`.
    func frame(_ group: ExportStrip.Group) -> String {
        size(group).dropFirst("CGSize(".count).dropLast().description
    }

    /// The space before the first item (`leading`) or after the last, over `viewport`: the inset,
    /// or the room that lets the end item rest at its snap position. `aligned`: the leading margin
    /// is where every item rests (SwiftUI's `viewAligned`), whether or not the ends are reached.
    func margin(leading: Bool, viewport: String, aligned: Bool) -> String {
        let inset = leading ? strip.leadingInset.number : strip.trailingInset.number
        let other = leading ? strip.trailingInset.number : strip.leadingInset.number
        guard let end = leading ? strip.groups.first : strip.groups.last else { return SwiftLiteral.number(inset) }
        let item = strip.length(end)
        // An item in percent makes the room a share of the viewport: printed as one expression
        // (`proxy.size.width * 0.075`), a fixed one as the difference it is.
        func linear(_ room: ViewportLength) -> String {
            room.expression(viewport: viewport, number: SwiftLiteral.number)
        }
        let room: String?
        switch strip.rule {
        case .center where leading ? aligned || strip.reachesEnds : strip.reachesEnds:
            room =
                item.isFixed
                ? "(\(viewport) - \(SwiftLiteral.number(item.points))) / 2" : linear(0.5 * (.viewport - item))
        case .end where leading && (aligned || strip.reachesEnds), .start where !leading && strip.reachesEnds:
            room =
                item.isFixed
                ? "\(viewport) - \(SwiftLiteral.number(other + item.points))"
                : linear(.viewport - item - ViewportLength(points: other))
        default:
            room = nil
        }
        return room.map { "max(\(SwiftLiteral.number(inset)), \($0))" } ?? SwiftLiteral.number(inset)
    }

    /// Whether a margin depends on the viewport's length.
    func needsViewport(aligned: Bool) -> Bool {
        [true, false].contains { margin(leading: $0, viewport: "", aligned: aligned).hasPrefix("max(") }
    }

    /// `item`'s rest as an offset, from its `frame` in a scroll view of `bounds` (UIKit).
    var restOffset: String {
        let (minX, midX, maxX) = horizontal ? ("minX", "midX", "maxX") : ("minY", "midY", "maxY")
        switch strip.rule {
        case .center: return "frame.\(midX) - bounds.\(length) / 2"
        case .end: return "frame.\(maxX) + \(SwiftLiteral.number(strip.trailingInset.number)) - bounds.\(length)"
        case .start, .none, .page: return "frame.\(minX) - \(SwiftLiteral.number(strip.leadingInset.number))"
        }
    }
}
