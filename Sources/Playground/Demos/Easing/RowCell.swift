import Motion

/// A reusable list row: configured with a row's data when it scrolls in, returned to the pool
/// when it scrolls out (UITableViewCell's lifecycle without the view).
struct RowCell: Sendable {
    static let identifier = "row"

    private(set) var index = 0
    private(set) var title = ""
    private(set) var subtitle = ""

    mutating func configure(index: Int, row: EasingRow) {
        self.index = index
        title = row.title
        subtitle = row.subtitle
    }

    func draw(into list: inout DrawList, frame: Rect) {
        let hue = [0x007AFF, 0x34C759, 0xFF9500, 0xAF52DE, 0xFF2D55][index % 5]
        list.fill(
            Rect(x: frame.minX + 12, y: frame.minY + 8, width: 28, height: 28), Color(hex: UInt32(hue)), radius: 7)
        list.text(
            "\(index + 1)", in: Rect(x: frame.minX + 12, y: frame.minY + 8, width: 28, height: 28), size: 11,
            weight: .bold,
            color: .white, alignment: .center)
        list.text(
            title, in: Rect(x: frame.minX + 50, y: frame.minY + 4, width: frame.width - 62, height: 20), size: 14,
            color: Theme.text)
        list.text(
            subtitle, in: Rect(x: frame.minX + 50, y: frame.minY + 22, width: frame.width - 62, height: 18), size: 12,
            color: Theme.secondaryText)
        list.line(
            Point(x: frame.minX + 50, y: frame.maxY - 0.5), Point(x: frame.maxX, y: frame.maxY - 0.5), Theme.separator)
    }
}
