import Motion
import PlaygroundCore

/// The seed's `SalonSelectorCollectionViewCell`: a rounded container with the salon's name,
/// a separator line and the address. Reused from a pool as cards scroll in and out;
/// `prepareForReuse` collapses it, as in the seed.
struct SalonCell: Sendable {
    static let identifier = "salon"
    static let cornerRadius = 12.0
    static let nameFontSize = 20.0
    static let addressFontSize = 15.0
    static let nameHeight = 26.0
    static let addressHeight = 20.0
    /// Room kept right of the labels, points.
    static let trailingMargin = 12.0

    private(set) var index = 0
    private(set) var salon = SalonEntity(name: "", address: "")
    private(set) var state: CardState = .collapsed
    private(set) var appearance = Animated(CardState.collapsed.appearance)

    mutating func configure(index: Int, salon: SalonEntity) {
        self.index = index
        self.salon = salon
    }

    mutating func prepareForReuse() {
        salon = SalonEntity(name: "", address: "")
        state = .collapsed
        appearance = Animated(CardState.collapsed.appearance)
    }

    /// The seed's `state` didSet: nothing happens when the state does not change, so a running
    /// animation towards the same state is not restarted.
    mutating func setState(_ newState: CardState, duration: Double, at time: Int64) {
        guard newState != state else { return }
        state = newState
        appearance.animate(to: newState.appearance, duration: duration, at: time)
    }

    func isAnimating(at time: Int64) -> Bool { appearance.isRunning(at: time) }

    func containerFrame(centre: Point, at time: Int64) -> Rect {
        let a = appearance.value(at: time)
        return Rect(center: centre, size: Size(width: a.containerWidth, height: a.containerHeight))
    }

    /// Labels stacked and centred vertically: name, padding (with the separator in its middle),
    /// address; leadings from the container's left edge, as the seed's constraints.
    func draw(into list: inout DrawList, centre: Point, at time: Int64) {
        let a = appearance.value(at: time)
        let box = Rect(center: centre, size: Size(width: a.containerWidth, height: a.containerHeight))
        list.fill(box, a.backgroundColor, radius: Self.cornerRadius)
        list.stroke(box, Theme.separator, width: 1, radius: Self.cornerRadius)
        let top = box.midY - (Self.nameHeight + a.interLabelPadding + Self.addressHeight) / 2
        list.clipped(to: box) { list in
            list.text(
                salon.name,
                in: Rect(
                    x: box.minX + a.nameLeading, y: top,
                    width: max(0, box.width - a.nameLeading - Self.trailingMargin),
                    height: Self.nameHeight),
                size: Self.nameFontSize, weight: .bold, color: Theme.text)
            if a.separatorWidth > 0, a.separatorHeight > 0 {
                let middle = Point(x: box.midX, y: top + Self.nameHeight + a.interLabelPadding / 2)
                list.fill(
                    Rect(center: middle, size: Size(width: a.separatorWidth, height: a.separatorHeight)),
                    Theme.separator)
            }
            // An address too long for the card's line (its leading is 60 pt in a 250 pt card)
            // takes a step smaller type, then a second line below the first: the card is 150 pt
            // tall and the labels use 52 of it.
            let address = Rect(
                x: box.minX + a.addressLeading, y: top + Self.nameHeight + a.interLabelPadding,
                width: max(0, box.width - a.addressLeading - Self.trailingMargin), height: Self.addressHeight)
            list.fittedText(
                salon.address, in: address,
                wrapping: Rect(x: address.minX, y: address.minY, width: address.width, height: 36),
                size: Self.addressFontSize, color: Theme.secondaryText)
        }
    }
}
