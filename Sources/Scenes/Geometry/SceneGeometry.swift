import Motion

/// A scene's items along its axis: where each starts and ends, where each is aligned and rests
/// under the snap rule, and the scroll range: the content and its insets, as every platform
/// clamps it, or with `reachesEnds` widened so that every item reaches its snap position
/// (docs/scenes.md).
///
/// Positions are in content coordinates: 0 is the content's leading edge, and item i starts
/// `insets.leading + Σ_{j<i}(length_j + spacing)` after it. Offsets are scroll offsets: the
/// content position at the viewport's leading edge.
///
/// Everything works per group, never per item: a group of a million equal items is one run,
/// so finding an item's start, the item at a position or the nearest snap costs a binary
/// search over the groups (and over the indices for the nearest snap), whatever the count.
public struct SceneGeometry: SnapLayout, Hashable, Sendable {
    /// One group's items: equal lengths, one after the other.
    package struct Run: Hashable, Sendable {
        package var firstIndex: Int
        package var count: Int
        /// The first item's start (content coordinates).
        package var start: Double
        /// Each item's length along the axis.
        package var length: Double
        /// Each item's size across the axis.
        package var cross: Double
        /// Index into the scene's groups (label and colour).
        package var group: Int

        var endIndex: Int { firstIndex + count }
    }

    package let runs: [Run]
    public let itemCount: Int
    public let spacing: Double
    public let insets: SceneDefinition.Insets
    public let snap: SceneDefinition.SnapRule
    /// The viewport's length along the axis.
    public let viewportLength: Double
    /// The scene's `reach_ends`: the range widens so that the first and last items reach their
    /// snap positions (a carousel's centred first card, as UIKit's `contentInset` allows).
    public let reachesEnds: Bool

    /// `lengths[g]` and `crosses[g]` are group g's item length along and across the axis.
    public init(
        groups: [(count: Int, length: Double, cross: Double)], spacing: Double, insets: SceneDefinition.Insets,
        snap: SceneDefinition.SnapRule, viewportLength: Double, reachesEnds: Bool = false
    ) {
        var runs: [Run] = []
        var index = 0
        var position = insets.leading
        for (g, group) in groups.enumerated() where group.count > 0 {
            runs.append(
                Run(
                    firstIndex: index, count: group.count, start: position, length: group.length,
                    cross: group.cross, group: g))
            index += group.count
            position += Double(group.count) * (group.length + spacing)
        }
        self.runs = runs
        itemCount = index
        self.spacing = spacing
        self.insets = insets
        self.snap = snap
        self.viewportLength = max(1, viewportLength)
        self.reachesEnds = reachesEnds
    }

    // MARK: - Items

    /// The run holding item `index` (clamped to the items).
    private func run(of index: Int) -> Run {
        var lo = 0
        var hi = runs.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if runs[mid].firstIndex <= index { lo = mid } else { hi = mid - 1 }
        }
        return runs[lo]
    }

    /// Item `index`'s start along the axis, content coordinates.
    public func start(of index: Int) -> Double {
        let r = run(of: index)
        return r.start + Double(index - r.firstIndex) * (r.length + spacing)
    }

    public func length(of index: Int) -> Double { run(of: index).length }
    public func cross(of index: Int) -> Double { run(of: index).cross }
    public func end(of index: Int) -> Double { start(of: index) + length(of: index) }
    /// Which of the scene's groups item `index` belongs to.
    public func group(of index: Int) -> Int { run(of: index).group }

    /// The largest item size across the axis (the strip's thickness).
    public var maxCross: Double { runs.map(\.cross).max() ?? 0 }

    /// The content's length: insets, items and the spacing between them.
    public var contentLength: Double {
        guard let last = runs.last else { return insets.leading + insets.trailing }
        return end(of: last.endIndex - 1) + insets.trailing
    }

    /// The item whose slot (the item and the spacing after it) holds content position `p`,
    /// clamped to the first and last items.
    public func item(at p: Double) -> Int {
        guard itemCount > 0 else { return 0 }
        var lo = 0
        var hi = runs.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if runs[mid].start <= p { lo = mid } else { hi = mid - 1 }
        }
        let r = runs[lo]
        let k = ((p - r.start) / (r.length + spacing)).rounded(.down)
        return r.firstIndex + Int(min(max(0, k), Double(r.count - 1)))
    }

    /// The items that show in the viewport at `offset` (possibly empty).
    public func visibleRange(offset: Double) -> Range<Int> {
        guard itemCount > 0 else { return 0..<0 }
        var first = item(at: offset)
        if end(of: first) <= offset { first += 1 }
        var last = item(at: offset + viewportLength)
        if start(of: last) >= offset + viewportLength { last -= 1 }
        return first < itemCount && first <= last ? first..<(last + 1) : first..<first
    }

    // MARK: - Snapping

    /// The offset at which item `index` rests under `rule` (for `none` and `page`: its start at
    /// the leading inset, which is where ← / → take it).
    public func snapOffset(of index: Int, rule: SceneDefinition.SnapRule? = nil) -> Double {
        switch rule ?? snap {
        case .none, .start, .page: start(of: index) - insets.leading
        case .center: start(of: index) + length(of: index) / 2 - viewportLength / 2
        case .end: end(of: index) + insets.trailing - viewportLength
        }
    }

    /// Where the snap rule rests an item, along the axis from the viewport's leading edge: its
    /// start at the leading inset, its centre at the centre, its end at the trailing inset; nil
    /// for `none` and `page`, which align no item. The scene's guide ticks and the inspector's
    /// lines are drawn there.
    public var alignedPosition: Double? {
        switch snap {
        case .none, .page: nil
        case .start: insets.leading
        case .center: viewportLength / 2
        case .end: viewportLength - insets.trailing
        }
    }

    /// The item whose snap offset is nearest `offset` (the first on a tie). Snap offsets grow
    /// with the index under every rule, so this is a binary search.
    public func nearestItem(toOffset offset: Double, rule: SceneDefinition.SnapRule? = nil) -> Int {
        guard itemCount > 1 else { return 0 }
        var lo = 0
        var hi = itemCount - 1
        // The last index whose snap offset is at or before `offset`.
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if snapOffset(of: mid, rule: rule) <= offset { lo = mid } else { hi = mid - 1 }
        }
        guard lo + 1 < itemCount else { return lo }
        let below = abs(offset - snapOffset(of: lo, rule: rule))
        let above = abs(snapOffset(of: lo + 1, rule: rule) - offset)
        return above < below ? lo + 1 : lo
    }

    // MARK: - Pages

    /// Whole viewport lengths from the minimum offset; the last page ends at the maximum.
    public var pageCount: Int { lastPage + 1 }

    public func pageOffset(_ page: Int) -> Double { min(minOffset + Double(page) * viewportLength, maxOffset) }

    /// The page whose offset is nearest `offset`.
    public func nearestPage(toOffset offset: Double) -> Int {
        let k = ((offset - minOffset) / viewportLength).rounded()
        return Int(min(max(0, k), Double(lastPage)))
    }

    /// A partial last page still counts: it ends at the maximum offset (UIKit's paging).
    public var lastPage: Int { Int(((maxOffset - minOffset) / viewportLength).rounded(.up)) }

    // MARK: - Range

    /// The offsets the content can rest at: the content and its insets, as every platform clamps
    /// a scroll view; with `reachesEnds` (and a rule that aligns items) widened so that every
    /// item's snap offset is inside.
    public var minOffset: Double {
        guard widens else { return 0 }
        return min(0, snapOffset(of: 0))
    }

    public var maxOffset: Double {
        let content = max(0, contentLength - viewportLength)
        guard widens else { return content }
        return max(content, snapOffset(of: itemCount - 1))
    }

    /// `reachesEnds` under `start`, `center` or `end` with items to reach.
    private var widens: Bool {
        guard reachesEnds, itemCount > 0 else { return false }
        switch snap {
        case .none, .page: return false
        case .start, .center, .end: return true
        }
    }
}
