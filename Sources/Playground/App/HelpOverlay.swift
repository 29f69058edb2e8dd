import Motion

/// F1 / ?: every shortcut of the app and of the current demo. Modal, so it may cover the demo;
/// its own lines still fit the window and are never cut: an action (or a heading) too long for
/// its column wraps under itself. The overlay takes the first arrangement that fits: one column
/// at 13 pt, then two columns (the app's shortcuts beside the demo's) at 13, 12 and 11 pt with
/// tighter lines, then, where the keys would not fit beside their actions, each action under its
/// keys; only when even that is too tall are the lines that do not fit left out.
struct HelpOverlay {
    static let appShortcuts: [Shortcut] = [
        Shortcut("1-9, Tab / Shift-Tab", "switch demo"),
        Shortcut("F1 or ?", "this help"),
        Shortcut("H", "HUD: fps, frame times, renderer, text cache"),
        Shortcut("S", "slow motion (¼ speed)"),
        Shortcut("I", "motion inspector (velocity, landing, target, last gesture)"),
        Shortcut("T", "tuning panel: ↑ ↓ row, ← → step (Shift fine), Enter type, Backspace reset"),
        Shortcut("G / Shift-G, O", "pin the parameters as A for the ghost / unpin; O: ghosts over the live content"),
        Shortcut("Ctrl+S", "on a scene, with the tuning panel open: save the values in force to its file"),
        Shortcut("Ctrl+R", "start / stop recording a replay"),
        Shortcut("Ctrl + / Ctrl − / Ctrl 0", "UI scale: larger / smaller / the desktop's"),
        Shortcut("Esc", "close the topmost overlay: help, the demo's, tuning, inspector, HUD"),
        Shortcut("Q or Ctrl+Q", "quit"),
        Shortcut("Replay: Space . + -", "pause, step a frame, faster, slower"),
    ]
    /// A section's heading line height and the gap after it, points.
    static let headingLine = 20.0
    static let headingGap = 8.0
    /// The box's margins: text inset from its sides, room above and below the sections.
    static let sideInset = 20.0
    static let verticalInset = 14.0
    static let columnGap = 24.0

    var demo: DemoInfo
    var window: Size

    /// One way to lay help out: how many columns, at what type size.
    struct Arrangement: Equatable {
        var columns: Int
        var size: Double
        /// Each action on the lines under its keys, indented, instead of beside them.
        var stacked = false
        /// Roomy at 13 pt, tight below it.
        var lineHeight: Double { size >= 13 ? size + 5 : size + 3 }
        var headingSize: Double { size + 2 }
    }

    /// What is tried, in order: roomy first.
    static let arrangements: [Arrangement] =
        [Arrangement(columns: 1, size: 13)] + [13.0, 12, 11].map { Arrangement(columns: 2, size: $0) }
        + [12.0, 11, 10].map { Arrangement(columns: 2, size: $0, stacked: true) }
    /// How far a stacked action sits in from its keys.
    static let stackIndent = 12.0

    /// One shortcut laid out: its keys and its action's lines.
    struct Entry {
        var keys: [String]
        var action: [String]
        var stacked: Bool
        var lines: Int { stacked ? keys.count + action.count : max(keys.count, action.count) }
    }

    /// A column: its heading's lines and its entries.
    struct Column {
        var heading: [String]
        var entries: [Entry]
        var keysWidth: Double

        func height(_ a: Arrangement) -> Double {
            Double(heading.count) * HelpOverlay.headingLine + HelpOverlay.headingGap
                + Double(entries.reduce(0) { $0 + $1.lines }) * a.lineHeight
        }
    }

    private var sections: [(heading: String, shortcuts: [Shortcut])] {
        [("Shortcuts", Self.appShortcuts), ("\(demo.title): \(demo.summary)", demo.shortcuts)]
    }

    /// The box's width for `a`: a single column stays a readable 680 pt at most.
    private func boxWidth(_ a: Arrangement) -> Double {
        max(200, min(a.columns == 1 ? 680 : 1240, window.width - 40))
    }

    /// The width a column's text has in `a` (keys and action together).
    private func textWidth(_ a: Arrangement) -> Double {
        (boxWidth(a) - Double(a.columns - 1) * Self.columnGap) / Double(a.columns) - 2 * Self.sideInset
    }

    /// The sections laid out in `a`, wrapped to their column; in one column both sections share
    /// one keys width so the actions line up.
    func columns(_ a: Arrangement) -> [Column] {
        let width = textWidth(a)
        func keysWidth(_ shortcuts: [Shortcut]) -> Double {
            // As wide as the widest keys, at most 40 % of the column.
            let widest = shortcuts.map { TextMetrics.estimatedWidth($0.keys, size: a.size, weight: .bold) }.max() ?? 0
            return min(widest + 12, width * 0.4)
        }
        let shared = keysWidth(sections.flatMap(\.shortcuts))
        return sections.map { section in
            let keys = a.stacked ? width : a.columns == 1 ? shared : keysWidth(section.shortcuts)
            let actionWidth = a.stacked ? width - Self.stackIndent : width - keys
            let entries = section.shortcuts.map { s in
                Entry(
                    keys: TextWrap.lines(s.keys, width: keys - 6, size: a.size, weight: .bold),
                    action: TextWrap.lines(s.action, width: actionWidth, size: a.size), stacked: a.stacked)
            }
            return Column(
                heading: TextWrap.lines(section.heading, width: width, size: a.headingSize, weight: .bold),
                entries: entries, keysWidth: keys)
        }
    }

    /// The first arrangement whose columns fit the window, else the tightest that is wide enough.
    var arrangement: Arrangement {
        let room = window.height - 20 - 2 * Self.verticalInset
        let fitting = Self.arrangements.filter { a in
            a.columns == 1 || (boxWidth(a) - Self.columnGap) / 2 >= 260
        }
        for a in fitting {
            let cols = columns(a)
            let height = a.columns == 1 ? cols.reduce(0) { $0 + $1.height(a) } : cols.map { $0.height(a) }.max() ?? 0
            // Keys broken over lines read badly beside their action: stack them instead.
            let keysWhole = cols.allSatisfy { $0.entries.allSatisfy { $0.keys.count == 1 } }
            if height <= room, keysWhole || a.stacked { return a }
        }
        return fitting.last ?? Self.arrangements[0]
    }

    func draw(into list: inout DrawList) {
        let a = arrangement
        let cols = columns(a)
        let heights = cols.map { $0.height(a) }
        let content = a.columns == 1 ? heights.reduce(0, +) : heights.max() ?? 0
        let width = boxWidth(a)
        let box = Rect(
            center: Point(x: window.width / 2, y: window.height / 2),
            size: Size(width: width, height: min(window.height - 20, content + 2 * Self.verticalInset)))
        list.fill(Rect(origin: .zero, size: window), Color(0, 0, 0, 110))
        list.fill(box, Color(hex: 0x2C2C2E), radius: 14)
        let columnWidth = (box.width - Double(a.columns - 1) * Self.columnGap) / Double(a.columns)
        var y = box.minY + Self.verticalInset
        for (i, column) in cols.enumerated() {
            let x = a.columns == 1 ? box.minX : box.minX + Double(i) * (columnWidth + Self.columnGap)
            if a.columns == 2 { y = box.minY + Self.verticalInset }
            y = draw(column, x: x + Self.sideInset, y: y, bottom: box.maxY - Self.verticalInset + 4, a, into: &list)
        }
    }

    /// Draws a column from `y` down, leaving out what would pass `bottom`; returns where it ended.
    private func draw(
        _ column: Column, x: Double, y start: Double, bottom: Double, _ a: Arrangement, into list: inout DrawList
    ) -> Double {
        var y = start
        let width = textWidth(a)
        for line in column.heading where y + Self.headingLine <= bottom {
            list.text(
                line, in: Rect(x: x, y: y, width: width, height: Self.headingLine), size: a.headingSize,
                weight: .bold, color: .white)
            y += Self.headingLine
        }
        y += Self.headingGap
        for entry in column.entries {
            guard y + Double(entry.lines) * a.lineHeight <= bottom else { return y }
            for (n, line) in entry.keys.enumerated() {
                list.text(
                    line,
                    in: Rect(x: x, y: y + Double(n) * a.lineHeight, width: column.keysWidth - 6, height: a.lineHeight),
                    size: a.size, weight: .bold, color: Theme.panelText)
            }
            // Beside the keys, or under them, indented.
            let actionX = entry.stacked ? x + Self.stackIndent : x + column.keysWidth
            let actionY = entry.stacked ? y + Double(entry.keys.count) * a.lineHeight : y
            for (n, line) in entry.action.enumerated() {
                list.text(
                    line,
                    in: Rect(
                        x: actionX, y: actionY + Double(n) * a.lineHeight, width: x + width - actionX,
                        height: a.lineHeight), size: a.size, color: Theme.panelSubtext)
            }
            y += Double(entry.lines) * a.lineHeight
        }
        return y
    }
}
