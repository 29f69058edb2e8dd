import Motion

/// The seed's UICollectionViewFlowLayout for one page: 20 items in two columns, item width
/// (viewWidth − 10)/2, minimumLineSpacing 5, minimumInteritemSpacing 5, zero section insets.
/// Two items fill W − 5 of the row, so the flow layout justifies them to both edges and the
/// gap between them is 10 pt.
struct PullGridLayout: Hashable, Sendable {
    /// The seed's numberOfItemsInSection.
    static let itemCount = 20
    static let columns = 2
    /// minimumLineSpacing, points (seed).
    static let lineSpacing = 5.0
    /// The seed's item width is (viewWidth − 10)/2, points.
    static let widthReduction = 10.0
    /// Item height on the first page and on the later ones, points (seed: itemheight 100 / 150).
    static let firstPageItemHeight = 100.0
    static let laterPageItemHeight = 150.0

    var width: Double
    var itemHeight: Double

    static func itemHeight(forPage index: Int) -> Double { index == 0 ? firstPageItemHeight : laterPageItemHeight }

    var itemWidth: Double { max(0, (width - Self.widthReduction) / 2) }

    var rows: Int { (Self.itemCount + Self.columns - 1) / Self.columns }

    var contentHeight: Double { Double(rows) * itemHeight + Double(rows - 1) * Self.lineSpacing }

    var contentSize: Size { Size(width: width, height: contentHeight) }

    /// The item's frame in content coordinates.
    func frame(ofItem index: Int) -> Rect {
        let row = index / Self.columns
        let column = index % Self.columns
        let x = column == 0 ? 0 : width - itemWidth
        return Rect(x: x, y: Double(row) * (itemHeight + Self.lineSpacing), width: itemWidth, height: itemHeight)
    }

    /// The item under a point in content coordinates; nil in the gaps and outside.
    func item(at p: Point) -> Int? {
        (0..<Self.itemCount).first { frame(ofItem: $0).contains(p) }
    }
}
