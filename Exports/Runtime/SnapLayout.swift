// SnapLayout.swift: the Motion Playground's snapping decision rule under each platform it
// simulates (UIKit, Android, Flutter iOS, Flutter Android) as plain Swift (no UIKit, no SwiftUI),
// so that a scroll view rests a release on the item the playground would. It is one file to add to
// a target; `playground export --exact` appends it to an export, with the glue that builds one for
// the scene under the platform its tuning ran on. Written from the platforms' published behaviour as
// the playground models it (its homes in Sources/Motion/Platforms), and checked row by row against
// Exports/Runtime/vectors.tsv, which the playground generates from its own decisions
// (Exports/Runtime/Tests/SnapLayoutVectors.swift).

// The C library's log and exp, which the projections need; no Foundation, so that nothing here
// meets another module's CGFloat.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Items along one axis, as groups of equal items, and where a release comes to rest on them under
/// the rule of `platform` (see `Platform`), held to `maxItemsPerFling` items (pages) from the one
/// selected when the finger went down. `target` is where the content comes to rest in the
/// playground, also for a release the platform's snapping leaves to its own fling: that fling's
/// end, snapped to the nearest rest once the list is idle.
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

    /// Whose scrolling chooses the rest: the platform the tuning ran under, by its name in the
    /// playground (a scene's `physics`). Each decides as the playground's home for it does
    /// (`PlatformScrolling.snapTarget`, Sources/Motion/Platforms).
    enum Platform: String, CaseIterable, Hashable, Sendable {
        /// `scrollViewWillEndDragging` as the playground writes it: the projection x0 + v/λ at
        /// `decelerationRate`, the item whose rest is nearest it, never a rest behind a release of
        /// `slowReleaseVelocity` or more; one page a fling turns past `pagingVelocityThreshold`.
        case uikit
        /// RecyclerView's snap helpers over `OverScroller`'s spline fling: `LinearSnapHelper` (the
        /// item at the snap position plus the fling's distance in items), `PagerSnapHelper` with one
        /// item a fling and for `page`; a fling of 50 pt/s or less, or one the helper finds no item
        /// for, flings on and snaps to the nearest rest once idle.
        case android
        /// Flutter's `FixedExtentScrollPhysics` / `PageScrollPhysics` over `BouncingScrollPhysics`:
        /// the rest nearest where its friction glide stops, even behind the release; a fling needs
        /// more than 100 pt/s.
        case flutterIos = "flutter-ios"
        /// The same over `ClampingScrollPhysics`, whose `ClampingScrollSimulation` ends the glide;
        /// a fling needs more than 50 pt/s.
        case flutterAndroid = "flutter-android"
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
    /// Whose rule chooses the rest. The rate and the two speeds above are UIKit's: the other
    /// platforms glide and turn pages by their own constants.
    let platform: Platform
    /// Device pixels per point (Flutter's device pixel ratio, Android's `DisplayMetrics.density`):
    /// Flutter calls its iOS glide done once slower than 1/(0.05·density) pt/s, so where it stops
    /// moves with the density. No other rule reads it: Android's spline travels the same in points
    /// at every density (its physical coefficient scales with it).
    let density: Double
    /// The viewport's length along the axis, points (at least 1).
    let viewportLength: Double

    private let runs: [Run]
    /// Every item, counted across the groups.
    let itemCount: Int

    /// Groups with no items are skipped; a fling limit below 1 means none; the rate is held to
    /// 0.01...0.9999, and a density that is not a positive number reads as 1, as the playground holds
    /// them.
    init(
        groups: [ItemGroup], spacing: Double = 0, insetLeading: Double = 0, insetTrailing: Double = 0,
        snap: Snap, maxItemsPerFling: Int? = nil, reachesEnds: Bool = false, platform: Platform = .uikit,
        density: Double = 1, decelerationRate: Double = 0.998, slowReleaseVelocity: Double = 250,
        pagingVelocityThreshold: Double = 300, viewportLength: Double
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
        self.platform = platform
        self.density = density.isFinite && density > 0 ? density : 1
        self.viewportLength = max(1, viewportLength)
    }

    /// The same items in a viewport of another length (a rotation, a resized window).
    func resized(toViewportLength length: Double) -> SnapLayout {
        SnapLayout(
            groups: groups, spacing: spacing, insetLeading: insetLeading, insetTrailing: insetTrailing, snap: snap,
            maxItemsPerFling: maxItemsPerFling, reachesEnds: reachesEnds, platform: platform, density: density,
            decelerationRate: decelerationRate, slowReleaseVelocity: slowReleaseVelocity,
            pagingVelocityThreshold: pagingVelocityThreshold, viewportLength: length)
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

    /// The release velocity (points per second) as the platform hands it to its fling: Android
    /// drops one slower than 50 pt/s and clamps to 8000 (`ViewConfiguration`'s limits, each axis on
    /// its own); Flutter flings only faster than its physics' minimum (100 pt/s iOS, 50 Android) and
    /// clamps to 8000 (`kMaxFlingVelocity`); UIKit takes it as it is. Flutter also asks a fling to
    /// have travelled more than 18 pt, which a velocity does not say: a Flutter host's recognizer
    /// has judged that before the velocity arrives.
    func flingVelocity(_ velocity: Double) -> Double {
        let v = velocity.isNaN ? 0 : velocity
        let clamped = min(max(v, -Self.maximumFlingVelocity), Self.maximumFlingVelocity)
        switch platform {
        case .uikit: return velocity
        case .android: return abs(clamped) < Self.androidMinimumFlingVelocity ? 0 : clamped
        case .flutterIos, .flutterAndroid: return abs(v) > flutterMinimumFlingVelocity ? clamped : 0
        }
    }

    /// Where the platform's own fling from `offset` at `velocity` (the fling's, points per second)
    /// would rest on an unbounded surface: what its snapping rounds to an item. UIKit: x0 + v/λ with
    /// λ = −1000·ln(rate) per second. Android: `OverScroller`'s spline distance. Flutter iOS: where
    /// the friction glide (drag 0.135 a second) slows below Flutter's tolerance. Flutter Android:
    /// `ClampingScrollSimulation`'s end. Speeds beyond 10⁶ pt/s and offsets beyond 10¹² pt are held
    /// there, as the playground holds them.
    func projectedRest(offset: Double, velocity: Double) -> Double {
        let x0 = offset.isNaN ? 0 : min(max(offset, -1e12), 1e12)
        let v0 = velocity.isNaN ? 0 : min(max(velocity, -1e6), 1e6)
        let sign: Double = v0 > 0 ? 1 : -1
        switch platform {
        case .uikit:
            return x0 + v0 / (-1000 * log(decelerationRate))
        case .android:
            return v0 == 0 ? x0 : x0 + sign * Self.splineDistance(speed: abs(v0))
        case .flutterIos:
            // FrictionSimulation is done once |v| < the tolerance, t = ln(|v0|/tol)/−ln D in: it stops
            // (|v0| − tol)/−ln D along, short of its asymptote x0 − v0/ln D.
            let dragLog = log(Self.flutterFrictionDrag)
            let tolerance = 1 / (0.050 * density)
            let stop = abs(v0) > tolerance ? log(abs(v0) / tolerance) / -dragLog : 0
            return stop > 0 ? x0 + (v0 - sign * tolerance) / -dragLog : x0
        case .flutterAndroid:
            // T = DECEL·0.35·(|v|/v_ref)^(1/(DECEL − 1)), S = v·T/DECEL: the distance of Android's
            // spline, as Flutter computes it.
            guard abs(v0) >= 1 / (0.050 * density) else { return x0 }
            let referenceVelocity = Self.splineFriction * Self.physicalCoefficient / Self.inflexion
            let d = Self.decelerationExponent
            let period = d * Self.inflexion * exp(log(abs(v0) / referenceVelocity) / (d - 1))
            return period > 0 ? x0 + v0 * period / d : x0
        }
    }

    /// Where a release at `releaseOffset` with `velocity` (points per second, positive towards
    /// the end, as the host's tracker read it: `flingVelocity` applies the platform's limits)
    /// comes to rest, counted from `anchor` (what was selected at the press). A release the
    /// platform's snapping leaves to its own fling (Android's helper finding no item or no fling,
    /// Flutter's physics at an edge heading out) rests where that fling stops, snapped to the
    /// nearest rest once the list is idle, as in the playground. nil leaves the glide alone: `none`
    /// without a fling limit, and `none` under Android, whose helpers snap no free list.
    func target(releaseOffset offset: Double, velocity: Double, anchor: Anchor) -> Target? {
        guard itemCount > 0 else { return nil }
        let v = flingVelocity(velocity)
        guard
            let rest = chosenRest(releaseOffset: offset, velocity: v, anchor: anchor)
                ?? restOnceIdle(releaseOffset: offset, velocity: v)
        else { return nil }
        let held = min(max(rest, minOffset), maxOffset)
        return Target(item: self.anchor(at: held).item, offset: held)
    }

    /// The platform's choice of rest for the fling `velocity`, before it is held to the range; nil
    /// where it chooses none.
    private func chosenRest(releaseOffset offset: Double, velocity: Double, anchor: Anchor) -> Double? {
        let projected = projectedRest(offset: offset, velocity: velocity)
        switch platform {
        case .uikit:
            return nearestRest(
                releaseOffset: offset, velocity: velocity, anchor: anchor, projected: projected,
                turnsBackFrom: slowReleaseVelocity, pagingVelocityThreshold: pagingVelocityThreshold)
        case .android:
            return androidRest(releaseOffset: offset, velocity: velocity, anchor: anchor, projected: projected)
        case .flutterIos, .flutterAndroid:
            // At or past an edge and not headed back in, both physics hand the release to their
            // parent ("scenario 1" of createBallisticSimulation), whose fling stops on that edge.
            let x = offset.isNaN ? 0 : min(max(offset, -1e12), 1e12)
            if (velocity <= 0 && x <= minOffset) || (velocity >= 0 && x >= maxOffset) { return nil }
            return nearestRest(
                releaseOffset: offset, velocity: velocity, anchor: anchor, projected: projected,
                turnsBackFrom: .infinity, pagingVelocityThreshold: flutterMinimumFlingVelocity)
        }
    }

    /// Where a release the platform's snapping left alone comes to rest: its fling stops at the
    /// projection or at the edge it meets first (RecyclerView stops dead there, and Flutter's
    /// physics let go at an edge end on it), then the list goes to the rest nearest there, as the
    /// playground's strip snaps what came to rest between rests (Android's
    /// `snapToTargetExistingView`). nil under `none`, where nothing snaps.
    private func restOnceIdle(releaseOffset offset: Double, velocity: Double) -> Double? {
        let end = min(max(projectedRest(offset: offset, velocity: velocity), minOffset), max(minOffset, maxOffset))
        switch snap {
        case .none: return nil
        case .start, .center, .end: return restOffset(of: nearestRestItem(to: end))
        case .page: return pageOffset(nearestPage(to: end))
        }
    }

    /// The rule of UIKit's delegates and of Flutter's `FixedExtentScrollPhysics` and
    /// `PageScrollPhysics` (the playground's `NearestRestSnapping`): the rest nearest `projected`,
    /// except that a release at least `turnsBackFrom` fast takes the next rest in its direction
    /// instead of one behind it (UIKit; Flutter takes the nearest even behind: infinity); one page
    /// a fling turns past `pagingVelocityThreshold`. nil under `none` without a fling limit.
    private func nearestRest(
        releaseOffset offset: Double, velocity: Double, anchor: Anchor, projected: Double, turnsBackFrom: Double,
        pagingVelocityThreshold: Double
    ) -> Double? {
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
            if velocity >= turnsBackFrom, restOffset(of: index) < offset {
                index = min(index + 1, last)
            } else if velocity <= -turnsBackFrom, restOffset(of: index) > offset {
                index = max(index - 1, 0)
            }
            index = limited(index, from: anchor.item, offset: offset, velocity: velocity) {
                restOffset(of: min(max(0, $0), last))
            }
            return restOffset(of: min(max(0, index), last))
        case .page:
            guard (maxItemsPerFling ?? 0) > 1 else {
                return pagingRest(offset: offset, velocity: velocity, threshold: pagingVelocityThreshold)
            }
            var page = nearestPage(to: projected)
            if velocity >= turnsBackFrom, pageOffset(page) < offset {
                page = min(page + 1, lastPage)
            } else if velocity <= -turnsBackFrom, pageOffset(page) > offset {
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

    /// One page a fling (`isPagingEnabled`, `PageScrollPhysics`): the next page in the flick's
    /// direction when faster than `threshold`, else the nearest; never more than one page.
    private func pagingRest(offset: Double, velocity: Double, threshold: Double) -> Double {
        let threshold = threshold.isNaN ? 300 : abs(threshold)
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

    // MARK: - Android's snap helpers

    /// `SnapHelper.onFling` (the playground's `AndroidItemSnapping`): a fling faster than 50 pt/s
    /// goes to `PagerSnapHelper` with one item a fling (and for `page`, over viewport-long pages)
    /// or to `LinearSnapHelper`, each aligning items as the layout's rule does; the choice is held
    /// to the fling limit by snap offsets, which the range then holds. nil where the helper takes no
    /// fling or finds no item: RecyclerView flings on (`restOnceIdle`). `none` is never snapped.
    private func androidRest(releaseOffset offset: Double, velocity: Double, anchor: Anchor, projected: Double)
        -> Double?
    {
        guard abs(velocity) > Self.androidMinimumFlingVelocity else { return nil }
        let last = itemCount - 1
        switch snap {
        case .none:
            return nil
        case .start, .center, .end:
            let choice =
                maxItemsPerFling == 1
                ? pagerSnapItem(releaseOffset: offset, velocity: velocity)
                : linearSnapItem(releaseOffset: offset, projected: projected)
            guard let choice else { return nil }
            let index = limited(choice, from: anchor.item, offset: offset, velocity: velocity) {
                snapOffset(of: min(max(0, $0), last))
            }
            return snapOffset(of: min(max(0, index), last))
        case .page:
            guard let turned = pagerSnapPage(releaseOffset: offset, velocity: velocity) else { return nil }
            let page = limited(turned, from: anchor.page, offset: offset, velocity: velocity) {
                pageOffset(min(max(0, $0), lastPage))
            }
            return pageOffset(min(max(0, page), lastPage))
        }
    }

    /// `LinearSnapHelper.findTargetSnapPosition`: the item whose snap offset is nearest the release,
    /// plus the fling's distance (`projected` − offset) over `computeDistancePerChild`'s span per
    /// item on screen, rounded as Java's `Math.round` (halves up); nil when that rounds to 0. The
    /// span runs over the items' decorated bounds: the spacing is a decoration before every item
    /// but the first, so an item's decorated start is where the one before it ends.
    private func linearSnapItem(releaseOffset offset: Double, projected: Double) -> Int? {
        let shown = visibleItems(at: offset)
        var perChild = 1.0  // INVALID_DISTANCE, with nothing on screen to measure
        if let first = shown.first, let last = shown.last {
            let span = abs(end(of: last) - (first > 0 ? end(of: first - 1) : start(of: first)))
            if span.isFinite, span > 0 { perChild = span / (Double(last - first) + 1) }
        }
        let distance = projected - offset
        guard distance.isFinite else { return nil }
        let jump = min(max((distance / perChild + 0.5).rounded(.down), -1e15), 1e15)
        guard jump != 0 else { return nil }
        return Int(min(max(Double(nearestSnapItem(to: offset)) + jump, 0), Double(itemCount - 1)))
    }

    /// `PagerSnapHelper.findTargetSnapPosition` over the items on screen at the release, each
    /// measured from its snap offset.
    private func pagerSnapItem(releaseOffset offset: Double, velocity: Double) -> Int? {
        Self.pagerSnap(visibleItems(at: offset), count: itemCount, velocity: velocity) {
            snapOffset(of: $0) - offset
        }
    }

    /// `PagerSnapHelper` over pages the viewport's length from `minOffset`: the one or two pages on
    /// screen are the children, each measured from its start.
    private func pagerSnapPage(releaseOffset offset: Double, velocity: Double) -> Int? {
        let count = lastPage + 1
        let x = offset - minOffset
        let scrolled = x.isNaN ? 0 : min(max(x, -1e12), 1e12)
        let first = Int(min(max((scrolled / viewportLength).rounded(.down), 0), Double(count - 1)))
        return Self.pagerSnap(first..<min(first + 2, count), count: count, velocity: velocity) { page in
            let start = Double(page) * viewportLength
            // Laid out only where it meets the viewport.
            return start < scrolled + viewportLength && start + viewportLength > scrolled ? start - scrolled : nil
        }
    }

    /// `PagerSnapHelper`'s choice among `children` (each with how far its snap position is past the
    /// release, nil for one not laid out): the nearest at or past the release for a forward fling,
    /// at or before it otherwise (one exactly there counts as both, so an aligned pager flung forward
    /// stays); with none on that side, the neighbour of the nearest on the other side, if there is
    /// one. At most one item, by the velocity's sign alone.
    private static func pagerSnap(
        _ children: Range<Int>, count: Int, velocity: Double, distance: (Int) -> Double?
    ) -> Int? {
        var before: (index: Int, distance: Double)?
        var after: (index: Int, distance: Double)?
        for index in children {
            guard let d = distance(index) else { continue }
            if d <= 0, before.map({ d > $0.distance }) ?? true { before = (index, d) }
            if d >= 0, after.map({ d < $0.distance }) ?? true { after = (index, d) }
        }
        let forward = velocity > 0
        if forward, let after { return after.index }
        if !forward, let before { return before.index }
        guard let shown = forward ? before : after else { return nil }
        let next = shown.index + (forward ? 1 : -1)
        return next >= 0 && next < count ? next : nil
    }

    /// The items that show in the viewport at `offset` (the children laid out; possibly none).
    func visibleItems(at offset: Double) -> Range<Int> {
        guard itemCount > 0 else { return 0..<0 }
        var first = item(at: offset)
        if end(of: first) <= offset { first += 1 }
        var last = item(at: offset + viewportLength)
        if start(of: last) >= offset + viewportLength { last -= 1 }
        return first < itemCount && first <= last ? first..<(last + 1) : first..<first
    }

    /// The item whose snap offset is nearest `offset` (the first on a tie): the helpers' view at
    /// the snap position.
    func nearestSnapItem(to offset: Double) -> Int {
        guard itemCount > 1 else { return 0 }
        let index = Self.lastIndex(through: itemCount - 1) { snapOffset(of: $0) <= offset }
        guard index + 1 < itemCount else { return index }
        let above = abs(snapOffset(of: index + 1) - offset)
        return above < abs(offset - snapOffset(of: index)) ? index + 1 : index
    }

    // MARK: - Constants

    /// `ViewConfiguration.MINIMUM_FLING_VELOCITY`, pt/s: the slowest fling Android's snap helpers take
    /// (faster than it) and its RecyclerView flings at all (not slower).
    private static let androidMinimumFlingVelocity = 50.0
    /// `ViewConfiguration.MAXIMUM_FLING_VELOCITY` and Flutter's `kMaxFlingVelocity`, pt/s.
    private static let maximumFlingVelocity = 8000.0
    /// The slowest fling of the Flutter physics in force, pt/s, which `page` also turns past:
    /// `BouncingScrollPhysics.minFlingVelocity` (twice `kMinFlingVelocity`) under Flutter iOS,
    /// `kMinFlingVelocity` under Flutter Android.
    private var flutterMinimumFlingVelocity: Double { platform == .flutterIos ? 100 : 50 }
    /// `BouncingScrollSimulation`'s friction: velocity kept per second.
    private static let flutterFrictionDrag = 0.135
    /// `OverScroller`'s spline (and `ClampingScrollSimulation`'s): `ViewConfiguration`'s scroll
    /// friction, g·(inches per metre)·(dp per inch)·0.84 at one pixel per point, the inflexion, and
    /// DECELERATION_RATE = ln 0.78 / ln 0.9.
    private static let splineFriction = 0.015
    private static let physicalCoefficient = 9.80665 * 39.37 * 160 * 0.84
    private static let inflexion = 0.35
    private static let decelerationExponent = log(0.78) / log(0.9)

    /// `SplineOverScroller.getSplineFlingDistance` in points for a fling at `speed` (> 0).
    private static func splineDistance(speed: Double) -> Double {
        let d = decelerationExponent
        let f = splineFriction * physicalCoefficient
        let l = log(inflexion * speed / f)
        return f * exp(d / (d - 1) * l)
    }
}
