import PlaygroundCore

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

    /// The line under the strip, "8 / 14  Downtown Studio · 120 Market Street, San Francisco",
    /// in the longest form that fits `width` at the line's size: the city, then the address,
    /// then the name give way, the card's number always stays. A narrow lane (platform ghosts
    /// beside the live one at 1024 × 720) cut it mid-street with an ellipsis.
    static func selectionLine(_ index: Int, of count: Int, _ salon: SalonEntity, width: Double) -> String {
        let number = "\(index + 1) / \(count)"
        let street = salon.address.split(separator: ",", maxSplits: 1).first.map(String.init) ?? salon.address
        let forms = [
            "\(number)  \(salon.name) · \(salon.address)", "\(number)  \(salon.name) · \(street)",
            "\(number)  \(salon.name)", number,
        ]
        return forms.first { TextMetrics.estimatedWidth($0, size: selectionSize, weight: .bold) <= width } ?? number
    }

    /// The selection line's type size.
    static let selectionSize = 14.0
}
