extension SnapRelease {
    /// `index` (an item or a page) held to `maxItems` from `anchor`, the one selected at the press,
    /// but never behind the release in its direction.
    ///
    /// The limit counts from the press, while a drag may carry the content past the last item it
    /// allows before the flick: the shipped carousel, released at 94 pt moving +2767 pt/s with
    /// one item allowed from the press, came to rest at -60 pt, 154 pt against the throw. No
    /// platform turns a forward fling back (`PagerSnapHelper` takes the item after the one at the
    /// snap position at release, `.viewAligned(limitBehavior:)` counts from where the content is),
    /// so when the limit would, the fling takes the first rest at or past the release in its
    /// direction instead, never further than the choice without the limit.
    /// - Parameter rest: where each index rests; rests never decrease with the index.
    func limited(_ index: Int, from anchor: Int, rest: (Int) -> Double) -> Int {
        guard let n = maxItems else { return index }
        let held = min(max(index, anchor - n), anchor + n)
        if velocity > 0, held < index, rest(held) < offset {
            return Self.first(in: held...index, atOrPast: offset, forward: true, rest: rest)
        }
        if velocity < 0, held > index, rest(held) > offset {
            return Self.first(in: index...held, atOrPast: offset, forward: false, rest: rest)
        }
        return held
    }

    /// The first index of `range` whose rest is at or past `offset` going forward (the lowest
    /// with a rest ≥ `offset`), or going back (the highest with a rest ≤ `offset`); the far end
    /// of `range` when none is. A binary search: rests never decrease with the index.
    static func first(
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
}
