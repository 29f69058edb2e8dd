import Motion

/// Where everything in the tuning panel sits, for drawing and for hit-testing the same way.
struct TuningPanelLayout {
    static let headerHeight = 112.0
    static let rowHeight = 40.0
    static let comparisonHeight = 138.0
    static let messageHeight = 18.0
    /// Each line of a message after its first (a refused save says where to copy the file).
    static let messageLineHeight = 13.0
    static let maxMessageLines = 3

    var frame: Rect
    var rowCount: Int
    var showsComparison: Bool
    /// The demo is a scene: Save to scene joins Pin A and Reset all.
    var savesScene = false
    /// How many lines the message under the rows takes (the rows give way to them).
    var messageLines = 1

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
    var saveButton: Rect? { savesScene ? headerButton(2) : nil }
    /// The platform ghost toggles, one per `ScrollPlatform`, under the buttons.
    func platformChip(_ i: Int) -> Rect {
        let count = Double(ScrollPlatform.allCases.count)
        let gap = 4.0
        let width = (frame.width - 24 - gap * (count - 1)) / count
        return Rect(x: frame.minX + 12 + Double(i) * (width + gap), y: frame.minY + 84, width: width, height: 20)
    }

    var closeButton: Rect { Rect(x: frame.maxX - 40, y: frame.minY + 10, width: 28, height: 24) }

    var comparison: Rect {
        Rect(
            x: frame.minX + 8, y: frame.maxY - Self.comparisonHeight - 6, width: frame.width - 16,
            height: Self.comparisonHeight)
    }

    var message: Rect {
        let bottom = showsComparison ? comparison.minY - 4 : frame.maxY - 6
        let height = Self.messageHeight + Double(max(0, messageLines - 1)) * Self.messageLineHeight
        return Rect(x: frame.minX + 12, y: bottom - height, width: frame.width - 24, height: height)
    }

    /// The band the rows scroll in.
    var rowsArea: Rect {
        let top = frame.minY + Self.headerHeight
        return Rect(x: frame.minX, y: top, width: frame.width, height: max(0, message.minY - 4 - top))
    }

    /// How many whole rows fit.
    var visibleRows: Int { max(1, Int(rowsArea.height / Self.rowHeight)) }

    /// Row `i` when `first` is the top row shown; nil when it is scrolled out.
    func row(_ i: Int, first: Int) -> Rect? {
        let slot = i - first
        guard slot >= 0, slot < visibleRows else { return nil }
        return Rect(
            x: frame.minX + 6, y: rowsArea.minY + Double(slot) * Self.rowHeight, width: frame.width - 12,
            height: Self.rowHeight - 2)
    }

    func track(_ row: Rect) -> Rect { Rect(x: row.minX + 8, y: row.minY + 22, width: row.width - 16, height: 4) }

    /// The track's hit area: taller than the drawn line, so it is easy to grab.
    func trackHitArea(_ row: Rect) -> Rect {
        Rect(x: row.minX + 2, y: row.minY + 16, width: row.width - 4, height: 14)
    }

    func resetButton(_ row: Rect) -> Rect { Rect(x: row.maxX - 24, y: row.minY + 2, width: 20, height: 18) }

    /// The first row to show so that `selected` is visible, moving as little as possible.
    func firstRow(showing selected: Int, from first: Int) -> Int {
        let n = visibleRows
        var f = first
        if selected < f { f = selected }
        if selected >= f + n { f = selected - n + 1 }
        return max(0, min(f, max(0, rowCount - n)))
    }
}
