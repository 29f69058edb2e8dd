/// The salon's state in words, for the line under the strip and the HUD: what the strip is
/// doing and which card it is heading for, never the state's Swift spelling.
extension SalonDemo {
    /// "at rest on card 3", "scrolling, snapping to card 4", "moving to card 7, as clicked" (or
    /// "as keyed" after ← → Home End).
    public var statusText: String {
        let heading = scroll.target.map { strip.geometry.nearestItem(toOffset: $0.x) + 1 }
        switch scrollingState {
        case .idle:
            return "at rest on card \(selectedIndex + 1)"
        case .scrolling(animateSelectionFrame: false):
            return "moving to card \(heading ?? selectedIndex + 1), " + (selectedByKey ? "as keyed" : "as clicked")
        case .scrolling(animateSelectionFrame: true):
            if scroll.phase == .tracking || heading == nil {
                return "scrolling, card \(selectedIndex + 1) in the centre"
            }
            return "scrolling, snapping to card \(heading ?? selectedIndex + 1)"
        }
    }
}
