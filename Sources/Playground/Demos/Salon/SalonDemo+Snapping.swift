import Motion

extension SalonDemo {
    /// The seed's scrollViewWillEndDragging: the card whose centre is nearest the projected
    /// landing (the platform's own fling end) goes to the centre. Also offered for a press that
    /// caught the moving strip. Under `android` the card is `LinearSnapHelper`'s choice instead:
    /// the card nearest the centre at release, plus the fling's distance in cards (rounded),
    /// and no fling at all below Android's minimum fling velocity.
    static func snapToNearestCard(_ request: inout DragRelease, layout: SalonLayout, platform: ScrollPlatform) {
        var index = layout.nearestCard(toOffset: request.projectedLanding.x)
        if platform == .android {
            let offset = request.offset.x
            let current = layout.nearestCard(toOffset: offset)
            let v = request.velocity.x
            var jump = 0
            if AndroidSnapping.handlesFling(velocity: v) {
                // The laid-out cards' span over their count (`computeDistancePerChild`).
                let shown = layout.visibleRange(offset: offset)
                let perChild = AndroidSnapping.distancePerChild(
                    start: Double(shown.lowerBound) * SalonLayout.pitch,
                    end: Double(shown.upperBound) * SalonLayout.pitch + SalonLayout.slotWidth,
                    firstPosition: shown.lowerBound, lastPosition: shown.upperBound)
                jump = AndroidSnapping.linearSnapJump(
                    flingDistance: request.projectedLanding.x - offset, distancePerChild: perChild)
            }
            index =
                AndroidSnapping.linearSnapTarget(currentPosition: current, jump: jump, itemCount: layout.count)
                ?? current
        }
        request.targetContentOffset.x = layout.centredOffset(index)
    }
}
