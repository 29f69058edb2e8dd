import Motion

/// Where a mouse wheel's notches take a scene that snaps: one rest per notch, as Chrome's
/// mandatory scroll snap does (Chromium `third_party/blink/renderer/core/input/scroll_manager.cc`,
/// `ScrollManager::SnapAtGestureScrollEnd`: a mouse wheel's scroll "prefers the next snap position
/// in the given direction", and `cc/input/snap_selection_strategy.cc`, `DirectionStrategy`: a
/// valid snap position lies strictly beyond the current one in the step's direction, a position
/// within a pixel of it counting as the current one). A trackpad's fractional deltas scroll
/// freely instead and are snapped once quiet (`restingTarget(near:)`).
extension SceneGeometry {
    /// The rest `notches` notches from `offset` (positive: towards the end): the first rest beyond
    /// `offset` in that direction (one within `slack` of it is where the content already is), then
    /// the one beyond that, once per notch; the last rest that way when there are no more. Rests
    /// are the items' (`restOffset`) or, under `page`, the pages; nil under `none`.
    public func notchRest(from offset: Double, notches: Int, slack: Double) -> Double? {
        guard itemCount > 0, notches != 0 else { return nil }
        let rest: (Int) -> Double
        let count: Int
        switch snap {
        case .none: return nil
        case .start, .center, .end:
            rest = restOffset(of:)
            count = itemCount
        case .page:
            rest = pageOffset
            count = lastPage + 1
        }
        let slack = slack.isFinite ? abs(slack) : 0
        var at = offset.isNaN ? minOffset : offset
        for _ in 0..<min(abs(notches), count) {
            if notches > 0 {
                // The first rest beyond `at`: one past the last at or before it.
                let index = Self.lastIndex(below: count) { rest($0) <= at + slack }
                let next = rest(index) <= at + slack ? index + 1 : index
                guard next < count else { return rest(count - 1) }
                at = rest(next)
            } else {
                // The last rest before `at`: one before the first at or after it.
                let index = Self.lastIndex(below: count) { rest($0) < at - slack }
                guard rest(index) < at - slack else { return rest(0) }
                at = rest(index)
            }
        }
        return at
    }

    /// The last index below `count` for which `holds` is true (0 if none), where `holds` is true
    /// up to some index and false after it: a binary search, so a million items cost what twenty do.
    private static func lastIndex(below count: Int, where holds: (Int) -> Bool) -> Int {
        var lo = 0
        var hi = count - 1
        while lo < hi {
            let mid = lo + (hi - lo + 1) / 2
            if holds(mid) { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
