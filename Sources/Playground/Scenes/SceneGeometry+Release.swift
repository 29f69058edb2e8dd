import Motion

/// `scrollViewWillEndDragging` for a scene: where a release comes to rest under its snap rule.
/// The exporters write this same choice as each platform's code (docs/scenes.md).
extension SceneGeometry {
    /// What was selected when the finger went down: the item (or page) a fling is counted from.
    public struct Anchor: Hashable, Sendable {
        public var item: Int
        public var page: Int
    }

    /// The anchor at `offset` (or at where a running motion is going).
    public func anchor(atOffset offset: Double) -> Anchor {
        Anchor(
            item: selectedItem(atOffset: offset) ?? item(at: offset + insets.leading),
            page: nearestPage(toOffset: offset))
    }

    /// The item at the snap position nearest `offset`; nil when nothing snaps. Under `page`,
    /// the item at the page's leading inset.
    public func selectedItem(atOffset offset: Double) -> Int? {
        guard itemCount > 0 else { return nil }
        switch snap {
        case .none: return nil
        case .start, .center, .end: return nearestItem(toOffset: offset)
        case .page: return item(at: pageOffset(nearestPage(toOffset: offset)) + insets.leading)
        }
    }

    /// The offset a drag released at `offset` with `velocity` (pt/s, offset space) and a free
    /// decay projected to `projected` should rest at; nil leaves the glide alone (`none` with
    /// no fling limit). `maxItems` caps the items (pages) travelled from `anchor`.
    public func releaseTarget(
        offset: Double, velocity: Double, projected: Double, anchor: Anchor, maxItems: Int?, physics: ScrollPhysics
    ) -> Double? {
        guard itemCount > 0 else { return nil }
        if physics.platform == .android, snap != .none {
            return androidReleaseTarget(
                offset: offset, velocity: velocity, projected: projected, anchor: anchor, maxItems: maxItems)
        }
        // UIKit's rule below; Flutter's item snapping (`FixedExtentScrollPhysics`) takes the item
        // nearest its own ballistic end too, and a page its `PageScrollPhysics` page.
        let uiKit = physics.platform == .uikit
        switch snap {
        case .none:
            // Free, but no further than `maxItems` items' starts from the anchor.
            guard let n = maxItems else { return nil }
            let lo = snapOffset(of: max(0, anchor.item - n), rule: .start)
            let hi = snapOffset(of: min(itemCount - 1, anchor.item + n), rule: .start)
            let glideEnd = clamp(
                physics.projectedRest(position: offset, velocity: velocity), minOffset...maxOffset)
            return clamp(glideEnd, min(lo, hi)...max(lo, hi))
        case .start, .center, .end:
            var index = nearestItem(toOffset: projected)
            // A flick never turns back: a release fast enough to be decelerated onto its rest
            // (not sprung) takes, instead of a snap position behind it, the next one in the
            // flick's direction. Under a short projection (a 0.99 rate) the nearest is often the
            // item the flick is leaving.
            let threshold = uiKit ? physics.slowReleaseVelocity : .infinity
            if velocity >= threshold, snapOffset(of: index) < offset {
                index = min(index + 1, itemCount - 1)
            } else if velocity <= -threshold, snapOffset(of: index) > offset {
                index = max(index - 1, 0)
            }
            if let n = maxItems { index = min(max(index, anchor.item - n), anchor.item + n) }
            return snapOffset(of: min(max(0, index), itemCount - 1))
        case .page:
            guard let n = maxItems, n > 1 else {
                // UIKit's isPagingEnabled: the next page in the flick's direction when fast
                // enough, else the nearest; never more than one page.
                return physics.pagingTarget(
                    position: offset, velocity: velocity, pageSize: viewportLength, bounds: minOffset...maxOffset)
            }
            var page = nearestPage(toOffset: projected)
            let threshold = uiKit ? physics.slowReleaseVelocity : .infinity
            if velocity >= threshold, pageOffset(page) < offset {
                page = min(page + 1, lastPage)
            } else if velocity <= -threshold, pageOffset(page) > offset {
                page = max(page - 1, 0)
            }
            page = min(max(page, anchor.page - n), anchor.page + n)
            return pageOffset(min(max(0, page), lastPage))
        }
    }

    /// Where an offset that stopped between snap positions (a cancelled press, a quiet wheel)
    /// is taken: the nearest snap position, nil when nothing snaps.
    public func restingTarget(near offset: Double) -> Double? {
        guard itemCount > 0 else { return nil }
        switch snap {
        case .none: return nil
        case .start, .center, .end: return snapOffset(of: nearestItem(toOffset: offset))
        case .page: return pageOffset(nearestPage(toOffset: offset))
        }
    }
}
