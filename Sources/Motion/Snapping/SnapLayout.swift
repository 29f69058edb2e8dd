/// Items along one axis that a scroll view comes to rest on, as every platform's item snapping
/// reads them (`PlatformScrolling.snapTarget`): where each item is, where it rests under the
/// layout's rule, which are on screen, and the pages. Offsets are content offsets along the axis;
/// snap offsets grow with the index under every rule. A scene's geometry conforms, and the salon
/// is laid out as one.
public protocol SnapLayout {
    var itemCount: Int { get }
    var snap: SnapRule { get }
    /// The viewport's length along the axis.
    var viewportLength: Double { get }
    /// The offsets the content can rest at.
    var minOffset: Double { get }
    var maxOffset: Double { get }

    /// Item `index`'s start and end along the axis.
    func start(of index: Int) -> Double
    func end(of index: Int) -> Double
    /// The item whose slot (the item and the spacing after it) holds `position`.
    func item(at position: Double) -> Int
    /// The items that show in the viewport at `offset`.
    func visibleRange(offset: Double) -> Range<Int>
    /// The offset at which item `index` rests under `rule` (the layout's own when nil).
    func snapOffset(of index: Int, rule: SnapRule?) -> Double
    /// The item whose snap offset is nearest `offset` (the first on a tie).
    func nearestItem(toOffset offset: Double, rule: SnapRule?) -> Int

    /// Pages: whole viewport lengths from `minOffset`, the last ending at `maxOffset`.
    var lastPage: Int { get }
    func pageOffset(_ page: Int) -> Double
    func nearestPage(toOffset offset: Double) -> Int
}

extension SnapLayout {
    /// The offset at which item `index` rests under the layout's rule.
    public func snapOffset(of index: Int) -> Double { snapOffset(of: index, rule: nil) }
    /// The item whose snap offset under the layout's rule is nearest `offset`.
    public func nearestItem(toOffset offset: Double) -> Int { nearestItem(toOffset: offset, rule: nil) }
}
