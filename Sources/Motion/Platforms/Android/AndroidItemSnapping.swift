/// Where a release on a strip of items rests under Android's snap helpers: `LinearSnapHelper`
/// (the item at the snap position at release, plus the fling's `OverScroller` distance in items,
/// rounded; any distance) and, with a fling limit of one, `PagerSnapHelper` (the next item past
/// the snap position in the fling's direction, by its sign alone). A page rule is
/// `PagerSnapHelper` over viewport-long pages.
///
/// A release the helper does not take is left alone (nil): at or below Android's minimum fling
/// velocity (`SnapHelper.onFling` wants more than it), or when the helper finds no position
/// (`findTargetSnapPosition` returns `NO_POSITION`: `LinearSnapHelper`'s jump rounds to 0, a fling
/// of under half an item; `PagerSnapHelper` with nothing to turn to). RecyclerView then flings as
/// any list does, and once it is idle `snapToTargetExistingView` snaps the item nearest the snap
/// position (`PlatformScrolling.idleSnap`, run by the strip): a slow flick past the middle of an
/// item goes on to the next one. The helpers' "centre" is the layout's snap position, so a start-
/// or end-aligned strip snaps as a helper aligned the same way would.
enum AndroidItemSnapping {
    /// `release.projected` is where the release's `OverScroller` fling would end (SnapHelper's
    /// `calculateScrollDistance` from the offset).
    static func target<Layout: SnapLayout>(_ release: SnapRelease, in layout: Layout) -> Double? {
        guard layout.itemCount > 0 else { return nil }
        let (offset, velocity, anchor) = (release.offset, release.velocity, release.anchor)
        let flings = AndroidSnapping.handlesFling(velocity: velocity)
        switch layout.snap {
        case .none:
            return nil
        case .start, .center, .end:
            guard flings else { return nil }
            let current = layout.nearestItem(toOffset: offset)
            var index: Int
            if release.maxItems == 1 {
                let children = layout.visibleRange(offset: offset).map {
                    AndroidSnapping.Child(position: $0, centerOffset: layout.snapOffset(of: $0) - offset)
                }
                guard
                    let page = AndroidSnapping.pagerSnapTarget(
                        children: children, velocity: velocity, itemCount: layout.itemCount)
                else { return nil }
                index = page
            } else {
                let shown = layout.visibleRange(offset: offset)
                // Over the children's decorated bounds, as `computeDistancePerChild` reads them: the
                // spacing is an ItemDecoration before every item but the first (the Android export's),
                // so an item's decorated start is where the one before it ends.
                let first = shown.lowerBound
                let perChild =
                    shown.isEmpty
                    ? 1
                    : AndroidSnapping.distancePerChild(
                        start: first > 0 ? layout.end(of: first - 1) : layout.start(of: first),
                        end: layout.end(of: shown.upperBound - 1), firstPosition: first,
                        lastPosition: shown.upperBound - 1)
                let jump = AndroidSnapping.linearSnapJump(
                    flingDistance: release.projected - offset, distancePerChild: perChild)
                guard
                    let item = AndroidSnapping.linearSnapTarget(
                        currentPosition: current, jump: jump, itemCount: layout.itemCount)
                else { return nil }
                index = item
            }
            index = release.limited(index, from: anchor.item) {
                layout.snapOffset(of: min(max(0, $0), layout.itemCount - 1))
            }
            return layout.snapOffset(of: min(max(0, index), layout.itemCount - 1))
        case .page:
            guard flings,
                var page = AndroidSnapping.pagerSnapTarget(
                    scrollOffset: offset - layout.minOffset, pageSize: layout.viewportLength,
                    itemCount: layout.lastPage + 1, velocity: velocity)
            else { return nil }
            page = release.limited(page, from: anchor.page) { layout.pageOffset(min(max(0, $0), layout.lastPage)) }
            return layout.pageOffset(min(max(0, page), layout.lastPage))
        }
    }
}
