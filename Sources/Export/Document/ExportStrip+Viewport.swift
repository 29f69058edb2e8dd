/// The strip's lengths as they grow with the viewport (`ViewportLength`): a group sized in
/// percent has items `share × V` long, and so every start after it, and the content.
extension ExportStrip {
    /// `group`'s item length along the axis.
    func length(_ group: Group) -> ViewportLength {
        group.lengthPercent.map { ViewportLength(points: 0, share: $0 / 100) }
            ?? ViewportLength(points: group.length.number)
    }

    /// Where `group`'s first item starts along the content (the leading inset and every item before it).
    func start(_ group: Group) -> ViewportLength {
        let spacing = ViewportLength(points: self.spacing.number)
        var start = ViewportLength(points: leadingInset.number)
        for earlier in groups where earlier.firstIndex < group.firstIndex {
            start = start + Double(earlier.count) * (length(earlier) + spacing)
        }
        return start
    }

    /// Where `group`'s last item starts.
    func lastStart(_ group: Group) -> ViewportLength {
        start(group) + Double(group.count - 1) * (length(group) + ViewportLength(points: spacing.number))
    }

    /// The leading inset, every item, the spacing between neighbours and the trailing inset.
    var content: ViewportLength {
        let items = groups.reduce(ViewportLength.zero) { $0 + Double($1.count) * length($1) }
        let gaps = Double(max(0, itemCount - 1)) * spacing.number
        return items + ViewportLength(points: leadingInset.number + gaps + trailingInset.number)
    }

    /// Whether an item length along the axis follows the viewport.
    var lengthFollowsViewport: Bool { groups.contains { $0.lengthPercent != nil } }
}
