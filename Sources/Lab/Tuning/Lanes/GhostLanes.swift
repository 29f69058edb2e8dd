import Motion

/// Where the live demo and its ghosts go while there are ghosts to show: the demo's area split
/// into lanes, so no ghost is drawn over live content or over another ghost.
///
/// Every demo in the lanes (the live one and each ghost) is laid out at the same size, so a ghost
/// is the live content at scale 1 under other parameters; a ghost lane shows only its content
/// viewport, with a label line above it. Horizontal strips stack their lanes (in a second column
/// beside the live lane when the window is wide and one column has no room); vertical lists put
/// them side by side. Lanes with no room are left out (`hidden` counts them) rather than
/// squeezed below a usable size.
///
/// Pure geometry: `content` says where a demo laid out at a size has its content viewport (the
/// app asks a copy of the live demo), so the lanes fit whatever the demo does with its room.
struct GhostLanes: Hashable, Sendable {
    /// The label line above each lane's content.
    static let labelHeight = 20.0
    static let gap = 8.0
    /// The smallest live demo worth showing; below it ghosts give up their lanes.
    static let minimumLive = Size(width: 320, height: 240)
    /// Room a live lane keeps below (or right of) its content for the demo's own status lines.
    static let liveMargin = 40.0

    struct Lane: Hashable, Sendable {
        /// Where the demo is laid out, in window points: its origin is the demo's (0, 0) and its
        /// size the size it hears.
        var frame: Rect
        /// What of it is drawn: all of it for the live lane, the content viewport for a ghost.
        var shown: Rect
        /// The label line, outside `shown`.
        var label: Rect
    }

    /// What lanes are made for: they are made again only when one of these changes.
    struct Request: Hashable, Sendable {
        var area: Rect
        var axis: Axis
        var ghostCount: Int
        var demoID: String
    }

    let area: Rect
    let axis: Axis
    let live: Lane
    let ghosts: [Lane]
    /// Ghosts asked for that found no room.
    let hidden: Int

    /// `content(size)`: the content viewport, in the demo's coordinates, of a demo laid out at `size`.
    init(area: Rect, axis: Axis, ghostCount: Int, content: (Size) -> Rect) {
        self.area = area
        self.axis = axis
        let wanted = max(0, ghostCount)
        let layout =
            axis == .horizontal
            ? Self.stacked(area, wanted, content) : Self.sideBySide(area, wanted, content)
        live = layout.live
        ghosts = layout.ghosts
        hidden = wanted - layout.ghosts.count
    }

    /// The size every demo in the lanes is laid out at.
    var demoSize: Size { live.frame.size }

    /// Every rectangle something is drawn in: the live demo, each ghost's content, every label.
    var drawnRects: [Rect] { [live.shown, live.label] + ghosts.flatMap { [$0.shown, $0.label] } }

    // MARK: - Horizontal strips: lanes stacked

    private static func stacked(_ area: Rect, _ count: Int, _ content: (Size) -> Rect) -> (live: Lane, ghosts: [Lane]) {
        var best = stackedInOneColumn(area, count, content)
        guard best.ghosts.count < count else { return best }
        // One column has no room for every ghost: a wide area gives the live lane one column and
        // stacks the ghosts in the next ones.
        var columns = 2
        while true {
            let width = (area.width - Double(columns - 1) * gap) / Double(columns)
            guard width >= minimumLive.width else { break }
            let candidate = stackedBeside(area, columns: columns, width: width, count, content)
            if candidate.ghosts.count > best.ghosts.count { best = candidate }
            if best.ghosts.count == count { break }
            columns += 1
        }
        return best
    }

    private static func stackedInOneColumn(
        _ area: Rect, _ count: Int, _ content: (Size) -> Rect
    ) -> (live: Lane, ghosts: [Lane]) {
        for k in stride(from: count, through: 1, by: -1) {
            // Each ghost takes a label line and its content's height; the live demo what is left.
            var height = area.height - labelHeight
            var vf = content(Size(width: area.width, height: height))
            // The content's height may depend on the room; settle it in a few rounds.
            for _ in 0..<4 {
                height = area.height - labelHeight - Double(k) * (labelHeight + vf.height + gap)
                guard height > 0 else { break }
                vf = content(Size(width: area.width, height: height))
            }
            guard usable(Size(width: area.width, height: height), vf, .horizontal) else { continue }
            let live = liveLane(area, width: area.width, height: height)
            var y = live.frame.maxY + gap
            var ghosts: [Lane] = []
            for _ in 0..<k {
                ghosts.append(
                    ghostLane(frameOrigin: Point(x: area.minX, y: y + labelHeight - vf.minY), live.frame.size, vf))
                y += labelHeight + vf.height + gap
            }
            guard y - gap <= area.maxY + 0.001 else { continue }
            return (live, ghosts)
        }
        return (liveLane(area, width: area.width, height: area.height - labelHeight), [])
    }

    private static func stackedBeside(
        _ area: Rect, columns: Int, width: Double, _ count: Int, _ content: (Size) -> Rect
    ) -> (live: Lane, ghosts: [Lane]) {
        let live = liveLane(area, width: width, height: area.height - labelHeight)
        let vf = content(live.frame.size)
        guard usable(live.frame.size, vf, .horizontal) else { return (live, []) }
        var ghosts: [Lane] = []
        for column in 1..<columns {
            let x = area.minX + Double(column) * (width + gap)
            var y = area.minY
            while ghosts.count < count, y + labelHeight + vf.height <= area.maxY + 0.001 {
                ghosts.append(ghostLane(frameOrigin: Point(x: x, y: y + labelHeight - vf.minY), live.frame.size, vf))
                y += labelHeight + vf.height + gap
            }
        }
        return (live, ghosts)
    }

    // MARK: - Vertical lists: lanes side by side

    private static func sideBySide(_ area: Rect, _ count: Int, _ content: (Size) -> Rect) -> (
        live: Lane, ghosts: [Lane]
    ) {
        let height = area.height - labelHeight
        for k in stride(from: count, through: 1, by: -1) {
            func fits(_ width: Double) -> Rect? {
                let vf = content(Size(width: width, height: height))
                let used = width + Double(k) * (gap + vf.width)
                return used <= area.width + 0.001 && usable(Size(width: width, height: height), vf, .vertical)
                    ? vf : nil
            }
            // The widest live demo that leaves room for k lists as wide as its own (a list
            // widens with its demo, so the widths are found together).
            var lo = minimumLive.width
            var hi = area.width
            guard fits(lo) != nil else { continue }
            for _ in 0..<24 where hi - lo > 0.5 {
                let mid = (lo + hi) / 2
                if fits(mid) != nil { lo = mid } else { hi = mid }
            }
            let width = lo.rounded(.down)
            guard let vf = fits(width) else { continue }
            let live = liveLane(area, width: width, height: height)
            let ghosts = (0..<k).map { i in
                let x = live.frame.maxX + gap + Double(i) * (vf.width + gap)
                return ghostLane(frameOrigin: Point(x: x - vf.minX, y: live.frame.minY), live.frame.size, vf)
            }
            return (live, ghosts)
        }
        return (liveLane(area, width: area.width, height: height), [])
    }

    // MARK: - Lanes

    /// The live demo under its label line, at the area's top left.
    private static func liveLane(_ area: Rect, width: Double, height: Double) -> Lane {
        let frame = Rect(x: area.minX, y: area.minY + labelHeight, width: width, height: max(1, height))
        return Lane(
            frame: frame, shown: frame,
            label: Rect(x: area.minX, y: area.minY, width: width, height: labelHeight))
    }

    /// A ghost laid out at `size` with its demo origin at `frameOrigin`: its content `vf` is
    /// shown, its label on the line above.
    private static func ghostLane(frameOrigin: Point, _ size: Size, _ vf: Rect) -> Lane {
        let shown = vf.offsetBy(dx: frameOrigin.x, dy: frameOrigin.y)
        return Lane(
            frame: Rect(origin: frameOrigin, size: size), shown: shown,
            label: Rect(x: shown.minX, y: shown.minY - labelHeight, width: shown.width, height: labelHeight))
    }

    /// A live demo of `size` whose content is `vf` has room for itself and its status lines.
    private static func usable(_ size: Size, _ vf: Rect, _ axis: Axis) -> Bool {
        guard size.width >= minimumLive.width, size.height >= minimumLive.height else { return false }
        guard vf.minX >= 0, vf.minY >= 0, vf.maxX <= size.width + 0.001 else { return false }
        return axis == .horizontal ? vf.maxY + liveMargin <= size.height : vf.maxY <= size.height + 0.001
    }
}
