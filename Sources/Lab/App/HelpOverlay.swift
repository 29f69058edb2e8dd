import Motion
import PlaygroundCore

/// F1 / ?: every shortcut of the app and of the current demo, and what the tuning lab and the
/// inspector draw (`HelpConcepts`). Modal, so it may cover the demo; its own lines still fit the
/// window and are never cut: an action (or a heading) too long for its column wraps under
/// itself. The overlay takes the first arrangement that fits: one column at 13 pt, then two
/// columns (the app's shortcuts beside the rest) at 13, 12 and 11 pt with tighter lines, then,
/// where the keys would not fit beside their actions, each action under its keys. Where none
/// fits (640 × 480 holds the keys but not the section after them) help takes pages of one
/// roomy column, turned with ← →, a section starting a page where the last has no room for it:
/// nothing is left out or made smaller to fit.
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
    /// The line under paged help that says which page and how to turn it.
    static let footerHeight = 20.0

    var demo: DemoInfo
    var window: Size
    /// The page asked for (← →); kept within the pages there are.
    var page = 0

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

    /// A section laid out: its heading's lines and its entries.
    struct Block {
        /// What the page footer calls the section ("What you see", the demo's title).
        var name: String
        var heading: [String]
        var entries: [Entry]
        var keysWidth: Double

        func height(_ a: Arrangement) -> Double {
            Double(heading.count) * HelpOverlay.headingLine + HelpOverlay.headingGap
                + Double(entries.reduce(0) { $0 + $1.lines }) * a.lineHeight
        }
    }

    /// A column: its blocks, one under the other.
    struct Column {
        var blocks: [Block]

        func height(_ a: Arrangement) -> Double { blocks.reduce(0) { $0 + $1.height(a) } }
    }

    /// One page of help: its columns as `arrangement` lays them out.
    struct Page {
        var columns: [Column]
        var arrangement: Arrangement

        var height: Double {
            arrangement.columns == 1
                ? columns.reduce(0) { $0 + $1.height(arrangement) } : columns.map { $0.height(arrangement) }.max() ?? 0
        }
    }

    private var sections: [(name: String, heading: String, shortcuts: [Shortcut])] {
        [
            ("Shortcuts", "Shortcuts", Self.appShortcuts),
            (demo.title, "\(demo.title): \(demo.summary)", demo.shortcuts),
            (HelpConcepts.heading, HelpConcepts.heading, HelpConcepts.entries),
        ]
    }

    /// The box's width for `a`: a single column stays a readable 680 pt at most.
    private func boxWidth(_ a: Arrangement) -> Double {
        max(200, min(a.columns == 1 ? 680 : 1240, window.width - 40))
    }

    /// The width a column's text has in `a` (keys and action together).
    private func textWidth(_ a: Arrangement) -> Double {
        (boxWidth(a) - Double(a.columns - 1) * Self.columnGap) / Double(a.columns) - 2 * Self.sideInset
    }

    /// The sections laid out in `a`, each wrapped to its column; in one column every section
    /// shares one keys width so the actions line up.
    func blocks(_ a: Arrangement) -> [Block] {
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
            return Block(
                name: section.name,
                heading: TextWrap.lines(section.heading, width: width, size: a.headingSize, weight: .bold),
                entries: entries, keysWidth: keys)
        }
    }

    /// Every section in `a`'s columns: one column holds them all; two put the app's shortcuts
    /// beside the rest (the split that makes the taller column shortest).
    func columns(_ a: Arrangement) -> [Column] {
        let all = blocks(a)
        guard a.columns > 1, all.count > 1 else { return [Column(blocks: all)] }
        let split = (1..<all.count).min { i, j in
            max(Column(blocks: Array(all[..<i])).height(a), Column(blocks: Array(all[i...])).height(a))
                < max(Column(blocks: Array(all[..<j])).height(a), Column(blocks: Array(all[j...])).height(a))
        }!
        return [Column(blocks: Array(all[..<split])), Column(blocks: Array(all[split...]))]
    }

    /// The room the sections have in the box, points.
    private var room: Double { window.height - 20 - 2 * Self.verticalInset }

    /// The first arrangement whose columns fit the window on one page, if any.
    var arrangement: Arrangement? {
        let fitting = Self.arrangements.filter { a in
            a.columns == 1 || (boxWidth(a) - Self.columnGap) / 2 >= 260
        }
        for a in fitting {
            let page = Page(columns: columns(a), arrangement: a)
            // Keys broken over lines read badly beside their action: stack them instead.
            let keysWhole = page.columns.allSatisfy {
                $0.blocks.allSatisfy { $0.entries.allSatisfy { $0.keys.count == 1 } }
            }
            if page.height <= room, keysWhole || a.stacked { return a }
        }
        return nil
    }

    /// Help as it is shown: one page where an arrangement fits everything, else pages of one
    /// roomy column (each action under its keys where the keys would break), each section
    /// starting a page when the page before has no room for it, and a section taller than a
    /// page continued on the next under its heading again.
    var pages: [Page] {
        if let a = arrangement { return [Page(columns: columns(a), arrangement: a)] }
        let roomy = Arrangement(columns: 1, size: 13)
        let whole = blocks(roomy).allSatisfy { $0.entries.allSatisfy { $0.keys.count == 1 } }
        let a = whole ? roomy : Arrangement(columns: 1, size: 12, stacked: true)
        let height = room - Self.footerHeight
        var pages: [[Block]] = []
        var current: [Block] = []
        var used = 0.0
        func turn() {
            if !current.isEmpty { pages.append(current) }
            current = []
            used = 0
        }
        let continued = sections.map {
            TextWrap.lines($0.heading + " (continued)", width: textWidth(a), size: a.headingSize, weight: .bold)
        }
        for (n, block) in blocks(a).enumerated() {
            if used + block.height(a) > height, block.height(a) <= height { turn() }
            if block.entries.isEmpty {
                // A heading alone (a demo with no keys of its own) still says it has none.
                current.append(block)
                used += block.height(a)
                continue
            }
            var rest = block
            while !rest.entries.isEmpty {
                var part = Block(name: rest.name, heading: rest.heading, entries: [], keysWidth: rest.keysWidth)
                for entry in rest.entries {
                    var longer = part
                    longer.entries.append(entry)
                    guard used + longer.height(a) <= height else { break }
                    part = longer
                }
                // Not one entry fits under the heading: on a page of its own, the first goes in
                // anyway (a window under 320 × 240 points, which may crowd).
                if part.entries.isEmpty {
                    if !current.isEmpty {
                        turn()
                        continue
                    }
                    part.entries = [rest.entries[0]]
                }
                current.append(part)
                used += part.height(a)
                rest.entries.removeFirst(part.entries.count)
                rest.heading = continued[n]
                if !rest.entries.isEmpty { turn() }
            }
        }
        turn()
        return pages.map { Page(columns: [Column(blocks: $0)], arrangement: a) }
    }

    /// What the footer of paged help says: which page, and what the next one holds (the last
    /// page points back), so a reader at 640 × 480 knows there is more than the keys.
    static func footer(page: Int, of count: Int, next: String?) -> String {
        "Page \(page + 1) of \(count) · " + (next.map { "→ \($0)" } ?? "← back") + " · Esc closes"
    }

    func draw(into list: inout DrawList) {
        let pages = self.pages
        let index = min(max(0, page), pages.count - 1)
        let shown = pages[index]
        let a = shown.arrangement
        // As tall as the tallest page, so the box keeps its size as the pages turn.
        let content = pages.map(\.height).max() ?? 0
        let footer = pages.count > 1 ? Self.footerHeight : 0
        let width = boxWidth(a)
        let box = Rect(
            center: Point(x: window.width / 2, y: window.height / 2),
            size: Size(width: width, height: min(window.height - 20, content + footer + 2 * Self.verticalInset)))
        list.fill(Rect(origin: .zero, size: window), Color(0, 0, 0, 110))
        list.fill(box, Color(hex: 0x2C2C2E), radius: 14)
        let columnWidth = (box.width - Double(a.columns - 1) * Self.columnGap) / Double(a.columns)
        let bottom = box.maxY - Self.verticalInset - footer + 4
        for (i, column) in shown.columns.enumerated() {
            let x = box.minX + Double(i) * (columnWidth + Self.columnGap) + Self.sideInset
            var y = box.minY + Self.verticalInset
            for block in column.blocks { y = draw(block, x: x, y: y, bottom: bottom, a, into: &list) }
        }
        if pages.count > 1 {
            let line = Rect(
                x: box.minX + Self.sideInset, y: box.maxY - Self.verticalInset - Self.footerHeight + 4,
                width: box.width - 2 * Self.sideInset, height: Self.footerHeight - 4)
            _ = list.fittedText(
                Self.footer(
                    page: index, of: pages.count,
                    next: index + 1 < pages.count ? pages[index + 1].columns.first?.blocks.first?.name : nil),
                in: line, size: 11, color: Theme.panelSubtext, alignment: .trailing)
        }
    }
    /// Draws a block from `y` down, leaving out what would pass `bottom`; returns where it ended.
    private func draw(
        _ block: Block, x: Double, y start: Double, bottom: Double, _ a: Arrangement, into list: inout DrawList
    ) -> Double {
        var y = start
        let width = textWidth(a)
        for line in block.heading where y + Self.headingLine <= bottom {
            list.text(
                line, in: Rect(x: x, y: y, width: width, height: Self.headingLine), size: a.headingSize,
                weight: .bold, color: .white)
            y += Self.headingLine
        }
        y += Self.headingGap
        for entry in block.entries {
            guard y + Double(entry.lines) * a.lineHeight <= bottom else { return y }
            for (n, line) in entry.keys.enumerated() {
                list.text(
                    line,
                    in: Rect(x: x, y: y + Double(n) * a.lineHeight, width: block.keysWidth - 6, height: a.lineHeight),
                    size: a.size, weight: .bold, color: Theme.panelText)
            }
            // Beside the keys, or under them, indented.
            let actionX = entry.stacked ? x + Self.stackIndent : x + block.keysWidth
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
