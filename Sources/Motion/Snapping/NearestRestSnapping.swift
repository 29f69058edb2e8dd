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
/// The fling limit counts from the press, but never sends a flick back behind its release
/// (`SnapRelease.limited`).
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
            let held = clamp(glideEnd, min(lo, hi)...max(lo, hi))
            // A drag past the limit, then a flick on: the glide goes to the next item's start
            // past the release (within the glide), never back (`SnapRelease.limited`).
            let forward = velocity > 0
            guard forward ? held < offset : velocity < 0 && held > offset else { return held }
            let start = { layout.snapOffset(of: $0, rule: .start) }
            let next = SnapRelease.first(
                in: 0...(layout.itemCount - 1), atOrPast: offset, forward: forward, rest: start)
            let reach = start(next)
            return forward ? max(offset, min(glideEnd, reach)) : min(offset, max(glideEnd, reach))
        case .start, .center, .end:
            var index = layout.nearestRestItem(toOffset: release.projected)
            if velocity >= threshold, layout.restOffset(of: index) < offset {
                index = min(index + 1, layout.itemCount - 1)
            } else if velocity <= -threshold, layout.restOffset(of: index) > offset {
                index = max(index - 1, 0)
            }
            index = release.limited(index, from: anchor.item) {
                layout.restOffset(of: min(max(0, $0), layout.itemCount - 1))
            }
            return layout.restOffset(of: min(max(0, index), layout.itemCount - 1))
        case .page:
            guard (release.maxItems ?? 0) > 1 else {
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
            page = release.limited(page, from: anchor.page) { layout.pageOffset(min(max(0, $0), layout.lastPage)) }
            return layout.pageOffset(min(max(0, page), layout.lastPage))
        }
    }
}
