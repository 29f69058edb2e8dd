/// What was selected when the finger went down: the item (or page) a fling is counted from when
/// it may travel at most so many items (`max_items_per_fling`).
public struct SnapAnchor: Hashable, Sendable {
    public var item: Int
    public var page: Int

    public init(item: Int, page: Int) {
        self.item = item
        self.page = page
    }
}
