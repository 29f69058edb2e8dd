import Motion

/// `scrollViewWillEndDragging` for a scene: where a release comes to rest under its snap rule.
/// The exporters write this same choice as each platform's code (docs/scenes.md).
extension SceneGeometry {
    /// What was selected when the finger went down: the item (or page) a fling is counted from.
    public typealias Anchor = SnapAnchor

    /// The anchor at `offset` (or at where a running motion is going).
    public func anchor(atOffset offset: Double) -> Anchor {
        Anchor(
            item: selectedItem(atOffset: offset) ?? item(at: offset + insets.leading),
            page: nearestPage(toOffset: offset))
    }

    /// The item whose rest is nearest `offset` (`SnapLayout.nearestRestItem`); nil when nothing
    /// snaps. Under `page`, the item at the page's leading inset.
    public func selectedItem(atOffset offset: Double) -> Int? {
        guard itemCount > 0 else { return nil }
        switch snap {
        case .none: return nil
        case .start, .center, .end: return nearestRestItem(toOffset: offset)
        case .page: return item(at: pageOffset(nearestPage(toOffset: offset)) + insets.leading)
        }
    }

    /// The offset a drag released at `offset` with `velocity` (pt/s, offset space) and a fling
    /// projected to `projected` should rest at, under the platform of `physics`
    /// (`PlatformScrolling.snapTarget`); nil leaves the glide alone. `maxItems` caps the items
    /// (pages) travelled from `anchor`. Held to the range, as the scroll view holds it: a platform
    /// that aligns an item past the content's edge (Android's snap helpers measure the item, and
    /// RecyclerView stops at its edge) rests there.
    public func releaseTarget(
        offset: Double, velocity: Double, projected: Double, anchor: Anchor, maxItems: Int?, physics: ScrollPhysics
    ) -> Double? {
        physics.snapTarget(
            SnapRelease(offset: offset, velocity: velocity, projected: projected, anchor: anchor, maxItems: maxItems),
            in: self
        ).map { min(max($0, minOffset), maxOffset) }
    }

    /// Where an offset that stopped between rests (a cancelled press, a quiet wheel) is taken:
    /// the nearest rest, nil when nothing snaps.
    public func restingTarget(near offset: Double) -> Double? {
        guard itemCount > 0 else { return nil }
        switch snap {
        case .none: return nil
        case .start, .center, .end: return restOffset(of: nearestRestItem(toOffset: offset))
        case .page: return pageOffset(nearestPage(toOffset: offset))
        }
    }
}
