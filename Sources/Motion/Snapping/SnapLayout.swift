/// Items along one axis that a scroll view comes to rest on, as every platform's item snapping
/// reads them (`PlatformScrolling.snapTarget`): where each item is, where it rests under the
/// layout's rule, which are on screen, and the pages. Offsets are content offsets along the axis;
/// snap offsets grow with the index under every rule. A scene's geometry conforms, and the salon
/// is laid out as one.
public protocol SnapLayout {
    var itemCount: Int { get }
    var snap: SnapRule { get }
    /// The viewport's length along the axis.
    var viewportLength: Double { get }
    /// The offsets the content can rest at: every platform clamps a rest to the content and its
    /// insets, so an item whose snap offset lies outside rests at the nearer end instead.
    var minOffset: Double { get }
    var maxOffset: Double { get }

    /// Item `index`'s start and end along the axis.
    func start(of index: Int) -> Double
    func end(of index: Int) -> Double
    /// The item whose slot (the item and the spacing after it) holds `position`.
    func item(at position: Double) -> Int
    /// The items that show in the viewport at `offset`.
    func visibleRange(offset: Double) -> Range<Int>
    /// The offset at which item `index` is aligned under `rule` (the layout's own when nil): where
    /// it would rest with room enough; `restOffset(of:)` is where it rests.
    func snapOffset(of index: Int, rule: SnapRule?) -> Double
    /// The item whose snap offset is nearest `offset` (the first on a tie).
    func nearestItem(toOffset offset: Double, rule: SnapRule?) -> Int

    /// Pages: whole viewport lengths from `minOffset`, the last ending at `maxOffset`.
    var lastPage: Int { get }
    func pageOffset(_ page: Int) -> Double
    func nearestPage(toOffset offset: Double) -> Int
}

extension SnapLayout {
    /// The offset at which item `index` is aligned under the layout's rule.
    public func snapOffset(of index: Int) -> Double { snapOffset(of: index, rule: nil) }
    /// The item whose snap offset under the layout's rule is nearest `offset`.
    public func nearestItem(toOffset offset: Double) -> Int { nearestItem(toOffset: offset, rule: nil) }

    /// Where item `index` comes to rest: its snap offset held to `minOffset...maxOffset`. Near the
    /// ends of a range that does not reach every snap offset, several items share a rest.
    public func restOffset(of index: Int) -> Double {
        let snap = snapOffset(of: index)
        return min(max(snap, minOffset), max(minOffset, maxOffset))
    }

    /// The item whose rest is nearest `offset`: the selected item of a strip resting there. Items
    /// sharing the rest at an end count as the one nearest the inside (the last whose snap offset
    /// is at or before `minOffset`, the first at or after `maxOffset`), so that a fling limit
    /// counted from it starts from what shows there. Rests grow with the index: a binary search.
    public func nearestRestItem(toOffset offset: Double) -> Int {
        guard itemCount > 1 else { return 0 }
        let (low, high) = (minOffset, max(minOffset, maxOffset))
        let target = min(max(offset, low), high)
        let last = itemCount - 1
        // The last item whose rest is at or before `target`, and the one after it.
        var index = Self.lastIndex(through: last) { restOffset(of: $0) <= target }
        if index < last, abs(restOffset(of: index + 1) - target) < abs(target - restOffset(of: index)) {
            index += 1
        }
        let rest = restOffset(of: index)
        if low < high, rest == low { return Self.lastIndex(through: last) { snapOffset(of: $0) <= low } }
        if low < high, rest == high {
            let before = Self.lastIndex(through: last) { snapOffset(of: $0) < high }
            return snapOffset(of: before) < high ? min(before + 1, last) : before
        }
        return index
    }

    /// The last index in 0...`last` for which `holds` is true (0 if none), where `holds` is true up
    /// to some index and false after it.
    private static func lastIndex(through last: Int, where holds: (Int) -> Bool) -> Int {
        var lo = 0
        var hi = last
        while lo < hi {
            let mid = lo + (hi - lo + 1) / 2
            if holds(mid) { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
