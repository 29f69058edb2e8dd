import Motion

/// Where the motion inspector draws its lines across a scrolling area, and what its legend calls
/// them. A line marks an offset (the projected landing, the target) by the point of the viewport
/// the snap rule aligns items at, as that point will be at that offset: the viewport's centre for
/// centre snapping, so that the target line crosses the centre of the card that comes to rest
/// there (drawn at the offset itself, the viewport's leading edge, it crossed a card or two to the
/// left of the target); the leading inset for start, the trailing inset for end. Where nothing
/// aligns items (a list, a scene snapping `none`, pages) it is the leading edge: the offset itself.
public struct InspectorAlignment: Hashable, Sendable {
    /// What the snap rule aligns: `none` for a list that stops wherever the glide does.
    public var rule: SnapRule
    /// Along the axis from the viewport's leading edge, pt: where the rule rests an item's
    /// aligned part (its start, centre or end); 0 for `none` and `page`.
    public var position: Double
    /// How far `position` is in from the edge it is measured from (the leading inset for start,
    /// the trailing one for end), for the legend; 0 otherwise.
    public var inset: Double
    /// What the window calls one item ("card", "item"), for the legend's "target: card 6 centre".
    public var noun: String

    public init(rule: SnapRule, position: Double, inset: Double = 0, noun: String) {
        self.rule = rule
        self.position = position
        self.inset = inset
        self.noun = noun
    }

    /// A list: the lines mark the leading edge's rest, as the offset does.
    public static let leadingEdge = InspectorAlignment(rule: .none, position: 0, noun: "item")

    /// The item (the page under `page`) a target rests, numbered from 0 (the window counts from 1),
    /// and the offset that puts that item's aligned part at `position`: the target itself, except
    /// for an item held short of its alignment at an end of the range, whose line still crosses
    /// the part the legend names.
    public struct Item: Hashable, Sendable {
        public var index: Int
        public var alignedOffset: Double

        public init(index: Int, alignedOffset: Double) {
            self.index = index
            self.alignedOffset = alignedOffset
        }
    }

    /// The panel's legend line for the lines: the target's item and part when the target is an
    /// item's rest ("target: card 6 centre"), else the point of the viewport they mark.
    public func legend(target: Item?, axis: Axis) -> String {
        let (leading, trailing) = axis == .horizontal ? ("left", "right") : ("top", "bottom")
        if let target {
            let n = NumberText.grouped(target.index + 1)
            switch rule {
            case .none: break
            case .start: return "target: \(noun) \(n) start"
            case .center: return "target: \(noun) \(n) centre"
            case .end: return "target: \(noun) \(n) end"
            case .page: return "target: page \(n) \(leading) edge"
            }
        }
        // An inset is said in points from its edge: "the left inset" names no place one can see.
        let inset = inset == 0 ? nil : NumberText.short(inset) + " pt in from the "
        switch rule {
        case .none: return "lines: the \(leading) edge (no snap)"
        case .page: return "lines: the \(leading) edge (pages)"
        case .center: return "lines: the centre"
        case .start: return inset.map { "lines: \($0)\(leading)" } ?? "lines: the \(leading) edge"
        case .end: return inset.map { "lines: \($0)\(trailing)" } ?? "lines: the \(trailing) edge"
        }
    }
}
