import Motion
import PlaygroundCore

/// Where everything in the tuning panel sits, for drawing and for hit-testing the same way.
struct TuningPanelLayout {
    /// The header with the platform chips on one line; a second line of chips adds `chipLine`.
    static let headerHeight = 112.0
    static let chipLine = 24.0
    /// A slider row with a one-line summary, and the gap under every row.
    static let rowHeight = 40.0
    static let rowGap = 2.0
    /// The comparison box's height where nothing says what it holds (layouts of the header
    /// alone): its tallest, a table of eight lines.
    static let comparisonHeight = 138.0
    /// What the panel leaves the rows at least, whatever the comparison box holds (a 240 pt
    /// window): one row.
    static let leastRowsHeight = rowHeight
    static let messageHeight = 18.0
    /// Each line of a message after its first (a refused save says where to copy the file).
    static let messageLineHeight = 13.0
    static let maxMessageLines = 3

    var frame: Rect
    /// Each row's height in the list, its gap included (rows wrap their summaries and choices).
    var rowHeights: [Double]
    var showsComparison: Bool
    /// The comparison box's height as its content asks (`TuningComparisonView.height`), at most
    /// what leaves the rows `leastRowsHeight`.
    var comparisonHeight = Self.comparisonHeight
    /// The demo is a scene: Save to scene joins Pin A and Reset all.
    var savesScene = false
    /// How many lines the message under the rows takes (the rows give way to them).
    var messageLines = 1

    /// Rows all `rowHeight` tall (the header and hit-tests that need no rows).
    init(frame: Rect, rowCount: Int, showsComparison: Bool, savesScene: Bool = false) {
        self.init(
            frame: frame, rowHeights: Array(repeating: Self.rowHeight, count: rowCount),
            showsComparison: showsComparison, savesScene: savesScene)
    }

    init(frame: Rect, rowHeights: [Double], showsComparison: Bool, savesScene: Bool = false) {
        self.frame = frame
        self.rowHeights = rowHeights
        self.showsComparison = showsComparison
        self.savesScene = savesScene
    }

    /// `rows` at the heights their content needs in this frame.
    init(frame: Rect, rows: [TuningRow], showsComparison: Bool, savesScene: Bool = false) {
        let width = frame.width - 12
        self.init(
            frame: frame,
            rowHeights: rows.map { TuningRowLayout.height($0, width: width) + Self.rowGap },
            showsComparison: showsComparison, savesScene: savesScene)
    }

    var rowCount: Int { rowHeights.count }

    /// Pin A and Reset all as they always were; on a scene, the three buttons share the row.
    private func headerButton(_ i: Int) -> Rect {
        guard savesScene else {
            return i == 0
                ? Rect(x: frame.minX + 12, y: frame.minY + 38, width: 92, height: 24)
                : Rect(x: frame.minX + 110, y: frame.minY + 38, width: 80, height: 24)
        }
        // Save's name is the longest: it gets the most room.
        let shares = [0.32, 0.28, 0.40]
        let gap = 6.0
        let room = frame.width - 24 - 2 * gap
        let x = frame.minX + 12 + shares[..<i].reduce(0, +) * room + Double(i) * gap
        return Rect(x: x, y: frame.minY + 38, width: shares[i] * room, height: 24)
    }

    var pinButton: Rect { headerButton(0) }
    var resetAllButton: Rect { headerButton(1) }
    /// Save to scene: only on a scene (`savesScene`).
    package var saveButton: Rect? { savesScene ? headerButton(2) : nil }
    /// The platform ghost toggles, one per `ScrollPlatform`, under the buttons: on one line
    /// when every full name fits its chip, else two to a line.
    func platformChip(_ i: Int) -> Rect {
        let perLine = chipsPerLine
        let gap = 4.0
        let width = (frame.width - 24 - gap * Double(perLine - 1)) / Double(perLine)
        return Rect(
            x: frame.minX + 12 + Double(i % perLine) * (width + gap),
            y: frame.minY + 84 + Double(i / perLine) * Self.chipLine,
            width: width, height: 20)
    }

    static let chipTextSize = 9.5

    /// A chip's name: the platform's in full.
    static func chipTitle(_ platform: ScrollPlatform) -> String { platform.title }

    /// The widest chip's name, ticked: the same for every panel, so measured once. Every row's
    /// frame asks for the header's height, which asks for this: measured per call it was a
    /// quarter of a frame's drawing with the panel open.
    private static let widestChipTitle =
        ScrollPlatform.allCases.map {
            TextMetrics.estimatedWidth("✓ " + chipTitle($0), size: chipTextSize, weight: .bold)
        }.max() ?? 0

    private var chipsPerLine: Int {
        let all = ScrollPlatform.allCases
        for perLine in [all.count, (all.count + 1) / 2] {
            let width = (frame.width - 24 - 4 * Double(perLine - 1)) / Double(perLine)
            if Self.widestChipTitle + 8 <= width { return perLine }
        }
        return (all.count + 1) / 2
    }

    /// The header's height: taller by a line when the chips take two.
    var headerHeight: Double {
        let lines = (ScrollPlatform.allCases.count + chipsPerLine - 1) / chipsPerLine
        return Self.headerHeight + Double(lines - 1) * Self.chipLine
    }

    var closeButton: Rect { Rect(x: frame.maxX - 40, y: frame.minY + 10, width: 28, height: 24) }

    var comparison: Rect {
        let room = frame.height - headerHeight - Self.messageHeight - Self.leastRowsHeight - 14
        let height = max(0, min(comparisonHeight, room))
        return Rect(x: frame.minX + 8, y: frame.maxY - height - 6, width: frame.width - 16, height: height)
    }

    var message: Rect {
        let bottom = showsComparison ? comparison.minY - 4 : frame.maxY - 6
        let height = Self.messageHeight + Double(max(0, messageLines - 1)) * Self.messageLineHeight
        return Rect(x: frame.minX + 12, y: bottom - height, width: frame.width - 24, height: height)
    }

    /// The band the rows scroll in.
    var rowsArea: Rect {
        let top = frame.minY + headerHeight
        return Rect(x: frame.minX, y: top, width: frame.width, height: max(0, message.minY - 4 - top))
    }

    /// How many whole rows fit from the first row.
    var visibleRows: Int { visibleRows(from: 0) }

    /// How many whole rows fit when `first` is the top one (at least one).
    func visibleRows(from first: Int) -> Int {
        var used = 0.0
        var count = 0
        for height in rowHeights.dropFirst(max(0, first)) {
            guard used + height <= rowsArea.height + 0.5 else { break }
            used += height
            count += 1
        }
        return max(1, count)
    }

    /// The largest first row: from it on, every remaining row fits.
    var lastFirstRow: Int {
        var used = 0.0
        var first = rowCount
        while first > 0, used + rowHeights[first - 1] <= rowsArea.height + 0.5 {
            used += rowHeights[first - 1]
            first -= 1
        }
        return min(first, max(0, rowCount - 1))
    }

    /// Row `i` when `first` is the top row shown; nil when it is scrolled out.
    func row(_ i: Int, first: Int) -> Rect? {
        let slot = i - first
        guard slot >= 0, slot < visibleRows(from: first), i < rowCount else { return nil }
        let y = rowsArea.minY + rowHeights[first..<i].reduce(0, +)
        return Rect(x: frame.minX + 6, y: y, width: frame.width - 12, height: rowHeights[i] - Self.rowGap)
    }

    func track(_ row: Rect) -> Rect { Rect(x: row.minX + 8, y: row.minY + 22, width: row.width - 16, height: 4) }

    /// The track's hit area: taller than the drawn line, so it is easy to grab.
    func trackHitArea(_ row: Rect) -> Rect {
        Rect(x: row.minX + 2, y: row.minY + 16, width: row.width - 4, height: 14)
    }

    func resetButton(_ row: Rect) -> Rect { Rect(x: row.maxX - 24, y: row.minY + 2, width: 20, height: 18) }

    /// The first row to show so that `selected` is visible, moving as little as possible.
    func firstRow(showing selected: Int, from first: Int) -> Int {
        var f = min(first, lastFirstRow)
        if selected < f { f = selected }
        while f < selected, selected >= f + visibleRows(from: f) { f += 1 }
        return max(0, min(f, lastFirstRow))
    }
}
