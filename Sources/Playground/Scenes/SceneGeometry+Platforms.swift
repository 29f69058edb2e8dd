import Motion

/// Where a release on a scene rests under Android's snap helpers: `LinearSnapHelper` (the item
/// at the snap position at release, plus the fling's `OverScroller` distance in items, rounded;
/// any distance) and, with a fling limit of one, `PagerSnapHelper` (the next item past the snap
/// position in the fling's direction, by its sign alone). A page rule is `PagerSnapHelper` over
/// viewport-long pages. Below Android's minimum fling velocity there is no fling: the nearest
/// snap position, as `snapToTargetExistingView` does when the list goes idle. The helpers'
/// "centre" is the scene's snap position, so a start- or end-aligned scene snaps as a helper
/// aligned the same way would.
extension SceneGeometry {
    /// `projected` is where the release's `OverScroller` fling would end (SnapHelper's
    /// `calculateScrollDistance` from `offset`).
    func androidReleaseTarget(
        offset: Double, velocity: Double, projected: Double, anchor: Anchor, maxItems: Int?
    ) -> Double? {
        guard itemCount > 0 else { return nil }
        let flings = AndroidSnapping.handlesFling(velocity: velocity)
        switch snap {
        case .none:
            return nil
        case .start, .center, .end:
            let current = nearestItem(toOffset: offset)
            guard flings else { return snapOffset(of: current) }
            var index: Int
            if maxItems == 1 {
                let children = visibleRange(offset: offset).map {
                    AndroidSnapping.Child(position: $0, centerOffset: snapOffset(of: $0) - offset)
                }
                index =
                    AndroidSnapping.pagerSnapTarget(children: children, velocity: velocity, itemCount: itemCount)
                    ?? current
            } else {
                let shown = visibleRange(offset: offset)
                let perChild =
                    shown.isEmpty
                    ? 1
                    : AndroidSnapping.distancePerChild(
                        start: start(of: shown.lowerBound), end: end(of: shown.upperBound - 1),
                        firstPosition: shown.lowerBound, lastPosition: shown.upperBound - 1)
                let jump = AndroidSnapping.linearSnapJump(
                    flingDistance: projected - offset, distancePerChild: perChild)
                index =
                    AndroidSnapping.linearSnapTarget(currentPosition: current, jump: jump, itemCount: itemCount)
                    ?? current
            }
            if let n = maxItems { index = min(max(index, anchor.item - n), anchor.item + n) }
            return snapOffset(of: min(max(0, index), itemCount - 1))
        case .page:
            guard flings,
                var page = AndroidSnapping.pagerSnapTarget(
                    scrollOffset: offset - minOffset, pageSize: viewportLength, itemCount: lastPage + 1,
                    velocity: velocity)
            else { return pageOffset(nearestPage(toOffset: offset)) }
            if let n = maxItems { page = min(max(page, anchor.page - n), anchor.page + n) }
            return pageOffset(min(max(0, page), lastPage))
        }
    }
}
