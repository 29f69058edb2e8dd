// SnapLayout.swift: the Motion Playground's snapping decision rule as plain Swift (no UIKit, no
// SwiftUI), so that a scroll view rests a release on the item the playground would. It is one
// file to add to a target; `playground export --exact` appends it to an export, with the glue
// that builds one for the scene. Checked row by row against Exports/Runtime/vectors.tsv, which the
// playground generates from its own decisions (Exports/Runtime/Tests/SnapLayoutVectors.swift).

// The C library's log, which the projection needs; no Foundation, so that nothing here meets
// another module's CGFloat.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Items along one axis, as groups of equal items, and where a release comes to rest on them:
/// UIKit's projection of the release (x0 + v/λ at the deceleration rate), rounded to the item
/// whose rest is nearest it, never turned back against a flick, and held to `maxItemsPerFling`
/// items (pages) from the one selected when the finger went down.
///
/// Positions are along the axis in points: content coordinates start at the content's leading
/// edge, where `insetLeading` comes before the first item. Offsets are scroll offsets, the
/// content position at the viewport's leading edge. Every lookup is a binary search over the
/// groups (and over the indices for the nearest rest), so a million items cost what twenty do.
struct SnapLayout: Hashable, Sendable {
    /// Where a release comes to rest along the axis.
    enum Snap: String, CaseIterable, Hashable, Sendable {
        /// Wherever the glide stops (with a fling limit: no further than that many items' starts).
        case none
        /// An item's start rests `insetLeading` after the viewport's leading edge.
        case start
        /// An item's centre rests on the viewport's centre.
        case center
        /// An item's end rests `insetTrailing` before the viewport's trailing edge.
        case end
        /// Whole viewport lengths, like `isPagingEnabled`.
        case page
    }

    /// `count` items in a row, each `length` points along the axis.
    struct ItemGroup: Hashable, Sendable {
        var count: Int
        var length: Double
    }

    /// What was selected when the finger went down: the item (and page) a fling is counted from.
    struct Anchor: Hashable, Sendable {
        var item: Int
        var page: Int
    }

    /// Where a release rests: the content offset, and the item selected once it is there.
    struct Target: Hashable, Sendable {
        var item: Int
        var offset: Double
    }

    /// One group's first item: its index and its start (content coordinates).
    private struct Run: Hashable, Sendable {
        var firstIndex: Int
        var count: Int
        var start: Double
        var length: Double
    }

    let groups: [ItemGroup]
    let spacing: Double
    let insetLeading: Double
    let insetTrailing: Double
    let snap: Snap
    /// At most this many items (pages) from the anchor per fling; nil: any number.
    let maxItemsPerFling: Int?
    /// The scroll range widens so that the first and last items reach their snap positions (a
    /// carousel's centred first card); without it every rest is held to the content and its insets.
    let reachesEnds: Bool
    /// Velocity kept per millisecond by the free glide (UIKit: 0.998 normal, 0.99 fast).
    let decelerationRate: Double
    /// Points per second from which a flick never turns back to a rest behind the release.
    let slowReleaseVelocity: Double
    /// Points per second above which `page` (one page per fling) turns to the next page.
    let pagingVelocityThreshold: Double
    /// The viewport's length along the axis, points (at least 1).
    let viewportLength: Double

    private let runs: [Run]
    /// Every item, counted across the groups.
    let itemCount: Int

    /// Groups with no items are skipped; a fling limit below 1 means none; the rate is held to
    /// 0.01...0.9999, as the playground holds it.
    init(
        groups: [ItemGroup], spacing: Double = 0, insetLeading: Double = 0, insetTrailing: Double = 0,
        snap: Snap, maxItemsPerFling: Int? = nil, reachesEnds: Bool = false, decelerationRate: Double = 0.998,
        slowReleaseVelocity: Double = 250, pagingVelocityThreshold: Double = 300, viewportLength: Double
    ) {
        var runs: [Run] = []
        var index = 0
        var position = insetLeading
        for group in groups where group.count > 0 {
            runs.append(Run(firstIndex: index, count: group.count, start: position, length: group.length))
            index += group.count
            position += Double(group.count) * (group.length + spacing)
        }
        self.groups = groups
        self.runs = runs
        itemCount = index
        self.spacing = spacing
        self.insetLeading = insetLeading
        self.insetTrailing = insetTrailing
        self.snap = snap
        self.maxItemsPerFling = maxItemsPerFling.flatMap { $0 > 0 ? $0 : nil }
        self.reachesEnds = reachesEnds
        self.decelerationRate = decelerationRate.isNaN ? 0.998 : min(max(decelerationRate, 0.01), 0.9999)
        self.slowReleaseVelocity = slowReleaseVelocity
        self.pagingVelocityThreshold = pagingVelocityThreshold
        self.viewportLength = max(1, viewportLength)
    }

    /// The same items in a viewport of another length (a rotation, a resized window).
    func resized(toViewportLength length: Double) -> SnapLayout {
        SnapLayout(
            groups: groups, spacing: spacing, insetLeading: insetLeading, insetTrailing: insetTrailing, snap: snap,
            maxItemsPerFling: maxItemsPerFling, reachesEnds: reachesEnds, decelerationRate: decelerationRate,
            slowReleaseVelocity: slowReleaseVelocity, pagingVelocityThreshold: pagingVelocityThreshold,
            viewportLength: length)
    }

    // MARK: - Items

    /// The last index in 0...`last` for which `holds` is true (0 if none), where `holds` is true
    /// up to some index and false after it.
    private static func lastIndex(through last: Int, where holds: (Int) -> Bool) -> Int {
        var lo = 0
        var hi = last
        while lo < hi {
            let mid = lo + (hi - lo + 1) / 2
            if holds(mid) { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The run holding item `index` (clamped to the items).
    private func run(of index: Int) -> Run {
        runs[Self.lastIndex(through: runs.count - 1) { runs[$0].firstIndex <= index }]
    }

    /// Item `index`'s start along the axis, content coordinates.
    func start(of index: Int) -> Double {
        let r = run(of: index)
        return r.start + Double(index - r.firstIndex) * (r.length + spacing)
    }

    func length(of index: Int) -> Double { run(of: index).length }
    func end(of index: Int) -> Double { start(of: index) + length(of: index) }

    /// Insets, items and the spacing between them: the content's length along the axis.
    var contentLength: Double {
        guard let last = runs.last else { return insetLeading + insetTrailing }
        return end(of: last.firstIndex + last.count - 1) + insetTrailing
    }

    /// The item whose slot (the item and the spacing after it) holds content position
    /// `position`, clamped to the first and last items.
    func item(at position: Double) -> Int {
        guard itemCount > 0 else { return 0 }
        let r = runs[Self.lastIndex(through: runs.count - 1) { runs[$0].start <= position }]
        let k = ((position - r.start) / (r.length + spacing)).rounded(.down)
        return r.firstIndex + Int(min(max(0, k), Double(r.count - 1)))
    }

    // MARK: - Rests

    /// The offset at which item `index` is aligned under `rule` (the layout's own when nil); for
    /// `none` and `page`, its start at the leading inset.
    func snapOffset(of index: Int, rule: Snap? = nil) -> Double {
        switch rule ?? snap {
        case .none, .start, .page: return start(of: index) - insetLeading
        case .center: return start(of: index) + length(of: index) / 2 - viewportLength / 2
        case .end: return end(of: index) + insetTrailing - viewportLength
        }
    }

    /// `reachesEnds` under a rule that aligns items, with items to reach.
    private var widens: Bool {
        guard reachesEnds, itemCount > 0 else { return false }
        switch snap {
        case .none, .page: return false
        case .start, .center, .end: return true
        }
    }

    /// The offsets the content can rest at: the content and its insets, as every scroll view
    /// clamps them, widened with `reachesEnds` so that every item's snap offset is inside.
    var minOffset: Double { widens ? min(0, snapOffset(of: 0)) : 0 }

    var maxOffset: Double {
        let content = max(0, contentLength - viewportLength)
        return widens ? max(content, snapOffset(of: itemCount - 1)) : content
    }

    /// The room the range needs before the content's leading edge and after its trailing edge
    /// (UIKit's `contentInset` along the axis, a list's extra padding): zero without `reachesEnds`.
    var reach: (before: Double, after: Double) {
        (max(0, -minOffset), max(0, maxOffset - (contentLength - viewportLength)))
    }

    /// Where item `index` comes to rest: its snap offset held to the range. Near an end the
    /// range does not reach, several items share the end's rest.
    func restOffset(of index: Int) -> Double {
        min(max(snapOffset(of: index), minOffset), max(minOffset, maxOffset))
    }

    /// The item whose rest is nearest `offset` (the first on a tie). Items sharing the rest at an
    /// end count as the one nearest the inside, so that a fling limit counted from it starts from
    /// what shows there.
    func nearestRestItem(to offset: Double) -> Int {
        guard itemCount > 1 else { return 0 }
        let (low, high) = (minOffset, max(minOffset, maxOffset))
        let target = min(max(offset, low), high)
        let last = itemCount - 1
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

    // MARK: - Pages

    /// Pages are whole viewport lengths from `minOffset`; a partial last page ends at `maxOffset`.
    var lastPage: Int { Int(((maxOffset - minOffset) / viewportLength).rounded(.up)) }

    func pageOffset(_ page: Int) -> Double { min(minOffset + Double(page) * viewportLength, maxOffset) }

    func nearestPage(to offset: Double) -> Int {
        let k = ((offset - minOffset) / viewportLength).rounded()
        return Int(min(max(0, k), Double(lastPage)))
    }

    // MARK: - Releases

    /// The item selected at `offset`: the one whose rest is nearest, under `page` the item at the
    /// page's leading inset; nil under `none`.
    func selectedItem(at offset: Double) -> Int? {
        guard itemCount > 0 else { return nil }
        switch snap {
        case .none: return nil
        case .start, .center, .end: return nearestRestItem(to: offset)
        case .page: return item(at: pageOffset(nearestPage(to: offset)) + insetLeading)
        }
    }

    /// What is selected at `offset`: take it when the finger goes down (from where a running
    /// glide is going, if the finger catches one).
    func anchor(at offset: Double) -> Anchor {
        Anchor(item: selectedItem(at: offset) ?? item(at: offset + insetLeading), page: nearestPage(to: offset))
    }

    /// Where a free glide from `offset` at `velocity` (points per second) tends: x0 + v/λ with
    /// λ = −1000·ln(rate) per second. Speeds beyond 10⁶ pt/s and offsets beyond 10¹² pt are held
    /// there, as the playground holds them.
    func projectedRest(offset: Double, velocity: Double) -> Double {
        let x0 = offset.isNaN ? 0 : min(max(offset, -1e12), 1e12)
        let v0 = velocity.isNaN ? 0 : min(max(velocity, -1e6), 1e6)
        return x0 + v0 / (-1000 * log(decelerationRate))
    }

    /// Where a release at `releaseOffset` with `velocity` (points per second, positive towards
    /// the end) rests, counted from `anchor` (what was selected at the press); nil leaves the
    /// glide alone (`none` without a fling limit).
    func target(releaseOffset offset: Double, velocity: Double, anchor: Anchor) -> Target? {
        guard itemCount > 0, let rest = rest(releaseOffset: offset, velocity: velocity, anchor: anchor) else {
            return nil
        }
        let held = min(max(rest, minOffset), maxOffset)
        return Target(item: self.anchor(at: held).item, offset: held)
    }

    /// `target`'s offset before it is held to the range.
    private func rest(releaseOffset offset: Double, velocity: Double, anchor: Anchor) -> Double? {
        let projected = projectedRest(offset: offset, velocity: velocity)
        let last = itemCount - 1
        switch snap {
        case .none:
            // Free, but no further than maxItemsPerFling items' starts from the anchor.
            guard let n = maxItemsPerFling else { return nil }
            let a = snapOffset(of: max(0, anchor.item - n), rule: .start)
            let b = snapOffset(of: min(last, anchor.item + n), rule: .start)
            let glideEnd = min(max(projected, minOffset), maxOffset)
            let held = min(max(glideEnd, min(a, b)), max(a, b))
            // Never back behind the release: past the limit already, the glide goes on to the
            // next item's start past the release (within the glide).
            let forward = velocity > 0
            guard forward ? held < offset : velocity < 0 && held > offset else { return held }
            let next = Self.first(in: 0...last, atOrPast: offset, forward: forward) { snapOffset(of: $0, rule: .start) }
            let reach = snapOffset(of: next, rule: .start)
            return forward ? max(offset, min(glideEnd, reach)) : min(offset, max(glideEnd, reach))
        case .start, .center, .end:
            var index = nearestRestItem(to: projected)
            // A flick never turns back: a rest behind a fast enough release gives way to the next
            // one in the flick's direction (a short projection often ends on the item being left).
            if velocity >= slowReleaseVelocity, restOffset(of: index) < offset {
                index = min(index + 1, last)
            } else if velocity <= -slowReleaseVelocity, restOffset(of: index) > offset {
                index = max(index - 1, 0)
            }
            index = limited(index, from: anchor.item, offset: offset, velocity: velocity) {
                restOffset(of: min(max(0, $0), last))
            }
            return restOffset(of: min(max(0, index), last))
        case .page:
            guard (maxItemsPerFling ?? 0) > 1 else { return pagingRest(offset: offset, velocity: velocity) }
            var page = nearestPage(to: projected)
            if velocity >= slowReleaseVelocity, pageOffset(page) < offset {
                page = min(page + 1, lastPage)
            } else if velocity <= -slowReleaseVelocity, pageOffset(page) > offset {
                page = max(page - 1, 0)
            }
            page = limited(page, from: anchor.page, offset: offset, velocity: velocity) {
                pageOffset(min(max(0, $0), lastPage))
            }
            return pageOffset(min(max(0, page), lastPage))
        }
    }

    /// `index` held to `maxItemsPerFling` from `anchor` (what was selected at the press), but never
    /// behind the release in its direction: a drag may carry the content past the last item the
    /// limit allows, and the flick then rests on the first item (page) at or past the release,
    /// never further than `index`. `rest` gives each index's rest, never decreasing.
    private func limited(
        _ index: Int, from anchor: Int, offset: Double, velocity: Double, rest: (Int) -> Double
    ) -> Int {
        guard let n = maxItemsPerFling else { return index }
        let held = min(max(index, anchor - n), anchor + n)
        if velocity > 0, held < index, rest(held) < offset {
            return Self.first(in: held...index, atOrPast: offset, forward: true, rest: rest)
        }
        if velocity < 0, held > index, rest(held) > offset {
            return Self.first(in: index...held, atOrPast: offset, forward: false, rest: rest)
        }
        return held
    }

    /// The lowest index of `range` whose rest is at or past `offset` going forward, or the highest
    /// at or before it going back; the far end of `range` when none is (a binary search).
    private static func first(
        in range: ClosedRange<Int>, atOrPast offset: Double, forward: Bool, rest: (Int) -> Double
    ) -> Int {
        var (low, high) = (range.lowerBound, range.upperBound)
        while low < high {
            if forward {
                let mid = low + (high - low) / 2
                if rest(mid) >= offset { high = mid } else { low = mid + 1 }
            } else {
                let mid = low + (high - low + 1) / 2
                if rest(mid) <= offset { low = mid } else { high = mid - 1 }
            }
        }
        return low
    }

    /// `isPagingEnabled`: the next page in the flick's direction when faster than
    /// `pagingVelocityThreshold`, else the nearest; never more than one page.
    private func pagingRest(offset: Double, velocity: Double) -> Double {
        let threshold = pagingVelocityThreshold.isNaN ? 300 : abs(pagingVelocityThreshold)
        let page = (offset - minOffset) / viewportLength
        // A hair of slack so that an offset on a page up to rounding counts as on it.
        let index: Double
        if velocity > threshold {
            index = (page + 1e-9).rounded(.down) + 1
        } else if velocity < -threshold {
            index = (page - 1e-9).rounded(.up) - 1
        } else {
            index = page.rounded()
        }
        return min(max(minOffset + index * viewportLength, minOffset), maxOffset)
    }
}
