import Motion
import PlaygroundCore

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
        // A title too long for the row's one line (a narrow list) takes two lines of 12 pt over an
        // 11 pt subtitle: 2 × 14.4 + 13.2 still fits the 44 pt row, and nothing ends in "…".
        let width = frame.width - 62
        let title = TextFit(self.title, width: width, height: 20, size: 14, minimumSize: 13)
        if title.lines.count == 1, title.size >= 13 {
            list.text(
                self.title, in: Rect(x: frame.minX + 50, y: frame.minY + 4, width: width, height: 20),
                size: title.size, color: Theme.text)
            list.fittedText(
                subtitle, in: Rect(x: frame.minX + 50, y: frame.minY + 22, width: width, height: 18), size: 12,
                color: Theme.secondaryText)
        } else {
            list.fittedText(
                self.title, in: Rect(x: frame.minX + 50, y: frame.minY + 1, width: width, height: 28.8), size: 13,
                color: Theme.text)
            list.fittedText(
                subtitle, in: Rect(x: frame.minX + 50, y: frame.minY + 29.8, width: width, height: 13.2), size: 11,
                color: Theme.secondaryText)
        }
        list.line(
            Point(x: frame.minX + 50, y: frame.maxY - 0.5), Point(x: frame.maxX, y: frame.maxY - 0.5), Theme.separator)
    }
}
