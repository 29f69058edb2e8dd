/// The seed's DTTransitionDirect: which way the pages travel.
public enum SlideDirection: String, Hashable, Sendable {
    /// Content moves right: going back to a lower index (DTTransitionDirectLeftToRight).
    case leftToRight
    /// Content moves left: going on to a higher index (DTTransitionDirectRightToLeft).
    case rightToLeft

    /// The seed's delegate: the direction follows the index order.
    public init(from fromIndex: Int, to toIndex: Int) {
        self = fromIndex < toIndex ? .rightToLeft : .leftToRight
    }

    /// +1 when content travels right, −1 when it travels left.
    public var sign: Double {
        switch self {
        case .leftToRight: 1
        case .rightToLeft: -1
        }
    }
}
