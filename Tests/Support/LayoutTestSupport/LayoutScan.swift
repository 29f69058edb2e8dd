import Motion
import PlaygroundCore

/// A draw list resolved into window coordinates for the layout checker: every painted item with
/// the clip, opacity and layers it is drawn under, and every layer instance (one title, one
/// button, one content viewport) with the area it paints.
public struct LayoutScan: Sendable {
    /// One painting command, resolved.
    public struct Item: Sendable {
        public enum Kind: Sendable {
            case text(TextRun)
            case shape
        }

        public var kind: Kind
        /// What it would paint without clipping, window points (for text: the estimated ink).
        public var bounds: Rect
        /// The clip in force (window points), nil when unclipped.
        public var clip: Rect?
        /// `bounds` cut by the clip; nil when nothing of it shows.
        public var visible: Rect?
        /// Product of the enclosing opacities and the colour's alpha.
        public var opacity: Double
        /// Enclosing layer instances, outermost first (indices into `regions`).
        public var layers: [Int]
        /// Position in paint order.
        public var order: Int
    }

    /// One pushLayer ... popLayer stretch.
    public struct Region: Sendable {
        public var layer: DrawLayer
        /// The enclosing region, if any.
        public var parent: Int?
        /// Union of what its items paint unclipped / visibly, window points.
        public var bounds: Rect?
        public var visible: Rect?
    }

    public private(set) var items: [Item] = []
    public private(set) var regions: [Region] = []

    public init(_ list: DrawList) {
        var state = DrawListState()
        var open: [Int] = []
        for command in list.commands {
            // Pushes and pops change the state; only what is left needs this loop.
            if state.apply(command) { continue }
            let (transform, clip, opacity) = (state.transform, state.clip, state.opacity)
            switch command {
            case .pushLayer(let layer):
                regions.append(Region(layer: layer, parent: open.last))
                open.append(regions.count - 1)
            case .popLayer:
                _ = open.popLast()
            case .fillRect(let r, _, let color), .strokeRect(let r, _, _, let color):
                add(.shape, transform.apply(r), color: color, clip: clip, opacity: opacity, layers: open)
            case .line(let a, let b, let width, let color):
                let box = Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
                add(
                    .shape, transform.apply(box.insetBy(-width / 2)), color: color, clip: clip, opacity: opacity,
                    layers: open)
            case .text(let run):
                add(
                    .text(run), transform.apply(Self.ink(of: run)), color: run.color, clip: clip, opacity: opacity,
                    layers: open)
            case .pushTransform, .popTransform, .pushOpacity, .popOpacity, .pushClip, .popClip:
                break  // applied to the state above
            }
        }
    }

    /// Where a run's glyphs land, estimated the way the core lays text out (`TextMetrics`):
    /// vertically centred, one line of 1.2 em; as wide as the string, cut at the frame when the
    /// renderer truncates it with an ellipsis; placed by its alignment.
    public static func ink(of run: TextRun) -> Rect {
        let estimated = TextMetrics.estimatedWidth(run.string, size: run.size, weight: run.weight)
        let width = run.truncates ? min(estimated, run.frame.width) : estimated
        let height = run.size * 1.2
        let x: Double
        switch run.alignment {
        case .leading: x = run.frame.minX
        case .center: x = run.frame.midX - width / 2
        case .trailing: x = run.frame.maxX - width
        }
        return Rect(x: x, y: run.frame.midY - height / 2, width: width, height: height)
    }

    private mutating func add(
        _ kind: Item.Kind, _ bounds: Rect, color: Color, clip: Rect?, opacity: Double,
        layers: [Int]
    ) {
        var visible: Rect? = bounds
        if let clip {
            let cut = bounds.intersection(clip)
            visible = cut.width > 0 && cut.height > 0 ? cut : nil
        }
        let alpha = opacity * Double(color.a) / 255
        if alpha < 0.05 { visible = nil }
        items.append(
            Item(
                kind: kind, bounds: bounds, clip: clip, visible: visible, opacity: alpha, layers: layers,
                order: items.count))
        for index in layers {
            regions[index].bounds = Self.union(regions[index].bounds, bounds)
            if let visible { regions[index].visible = Self.union(regions[index].visible, visible) }
        }
    }

    static func union(_ a: Rect?, _ b: Rect) -> Rect {
        guard let a else { return b }
        let x0 = min(a.minX, b.minX)
        let y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    // MARK: - Queries

    /// The outermost layer of an item (its owner): nil when drawn outside every layer.
    public func owner(of item: Item) -> DrawLayer? { item.layers.first.map { regions[$0].layer } }

    /// True when the item lies inside a layer of this kind.
    public func item(_ item: Item, isIn layer: DrawLayer) -> Bool {
        item.layers.contains { regions[$0].layer == layer }
    }

    /// The innermost enclosing region with `layer`, if any.
    public func region(of item: Item, _ layer: DrawLayer) -> Int? {
        item.layers.last { regions[$0].layer == layer }
    }

    public var texts: [(item: Item, run: TextRun)] {
        items.compactMap { item in
            if case .text(let run) = item.kind { (item, run) } else { nil }
        }
    }
}
