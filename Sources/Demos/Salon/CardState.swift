import Motion
import PlaygroundCore

/// The seed's `SalonSelectorCollectionViewCell.State`: a card is collapsed (grey, small, no
/// separator) unless it is the selected one at rest. Values are the seed's constraint constants.
public enum CardState: String, Hashable, Sendable {
    case collapsed
    case expanded

    public var backgroundColor: Color {
        switch self {
        case .collapsed: .lightGray
        case .expanded: .white
        }
    }

    public var interLabelPadding: Double {
        switch self {
        case .collapsed: 6
        case .expanded: 56
        }
    }

    public var separatorWidth: Double {
        switch self {
        case .collapsed: 0
        case .expanded: 240
        }
    }

    public var separatorHeight: Double {
        switch self {
        case .collapsed: 0
        case .expanded: 2
        }
    }

    public var salonNameLeadingConstant: Double {
        switch self {
        case .collapsed: 20
        case .expanded: 40
        }
    }

    public var salonAddressLeadingConstant: Double {
        switch self {
        case .collapsed: 60
        case .expanded: 80
        }
    }

    public var containerWidth: Double {
        switch self {
        case .collapsed: 250
        case .expanded: 320
        }
    }

    public var containerHeight: Double {
        switch self {
        case .collapsed: 150
        case .expanded: 200
        }
    }

    /// All of the above as one animatable value (the seed's `updateViewConstraints`).
    public var appearance: CardAppearance {
        let c = backgroundColor
        return CardAppearance(
            containerWidth: containerWidth, containerHeight: containerHeight,
            red: Double(c.r), green: Double(c.g), blue: Double(c.b),
            separatorWidth: separatorWidth, separatorHeight: separatorHeight,
            interLabelPadding: interLabelPadding, nameLeading: salonNameLeadingConstant,
            addressLeading: salonAddressLeadingConstant)
    }
}
