/// The item snapping of UIKit's `scrollViewWillEndDragging` and of Flutter's
/// `FixedExtentScrollPhysics`: the item whose rest is nearest where the platform's own fling would
/// rest, held to `maxItems` from the item selected at the press; a page rule turns one page per
/// fling (`pagingTarget`) or, with a larger limit, the page nearest that rest.
///
/// The platforms differ in one step: a UIKit flick never turns back. A release at least
/// `turnsBackBelow` fast takes, instead of a rest behind it, the next one in its direction (under
/// a short projection, a 0.99 rate, the nearest is often the item the flick is leaving); Flutter
/// takes the nearest even behind the release (`turnsBackBelow` infinite).
///
/// Items are chosen by their rests (`SnapLayout.restOffset`), the snap offsets held to the range,
/// so near an end that does not reach every snap offset the nearest rest wins and the content
/// rests on the content's edge, not beyond it.
public enum NearestRestSnapping {
    public static func target<Layout: SnapLayout>(
        _ release: SnapRelease, in layout: Layout, turnsBackBelow threshold: Double, physics: ScrollPhysics
    ) -> Double? {
        guard layout.itemCount > 0 else { return nil }
        let (offset, velocity, anchor) = (release.offset, release.velocity, release.anchor)
        switch layout.snap {
        case .none:
            // Free, but no further than `maxItems` items' starts from the anchor.
            guard let n = release.maxItems else { return nil }
            let lo = layout.snapOffset(of: max(0, anchor.item - n), rule: .start)
            let hi = layout.snapOffset(of: min(layout.itemCount - 1, anchor.item + n), rule: .start)
            let glideEnd = clamp(
                physics.projectedRest(position: offset, velocity: velocity), layout.minOffset...layout.maxOffset)
            return clamp(glideEnd, min(lo, hi)...max(lo, hi))
        case .start, .center, .end:
            var index = layout.nearestRestItem(toOffset: release.projected)
            if velocity >= threshold, layout.restOffset(of: index) < offset {
                index = min(index + 1, layout.itemCount - 1)
            } else if velocity <= -threshold, layout.restOffset(of: index) > offset {
                index = max(index - 1, 0)
            }
            if let n = release.maxItems { index = min(max(index, anchor.item - n), anchor.item + n) }
            return layout.restOffset(of: min(max(0, index), layout.itemCount - 1))
        case .page:
            guard let n = release.maxItems, n > 1 else {
                // isPagingEnabled: the next page in the flick's direction when fast enough, else
                // the nearest; never more than one page.
                return physics.pagingTarget(
                    position: offset, velocity: velocity, pageSize: layout.viewportLength,
                    bounds: layout.minOffset...layout.maxOffset)
            }
            var page = layout.nearestPage(toOffset: release.projected)
            if velocity >= threshold, layout.pageOffset(page) < offset {
                page = min(page + 1, layout.lastPage)
            } else if velocity <= -threshold, layout.pageOffset(page) > offset {
                page = max(page - 1, 0)
            }
            page = min(max(page, anchor.page - n), anchor.page + n)
            return layout.pageOffset(min(max(0, page), layout.lastPage))
        }
    }
}
