import Motion

/// Where the app's own parts sit: the left column (the app's name, the demo list, the panels
/// that stay open while you work, a footer) and the demo area right of it.
///
/// Panels (HUD, motion inspector, and later others) dock in the column under the list, so they
/// never cover a demo's title, controls or content; the list gets more compact when the panels
/// need the room (title and summary → title only → a row of numbered chips). The demo area
/// never depends on which panels are open: opening one never re-lays out a demo, and replays
/// digest the same.
public struct AppLayout: Hashable, Sendable {
    public enum ListStyle: String, Hashable, Sendable, CaseIterable {
        /// Title and one-line summary per demo.
        case regular
        /// Title only.
        case compact
        /// One numbered chip per demo, in rows of chips wide enough for two digits, and a line
        /// under them naming the chosen one (`chipsCaption`).
        case chips
    }

    public static let columnWidth = Theme.sidebarWidth
    static let headerHeight = 64.0
    static let chipsHeaderHeight = 44.0
    static let regularRowHeight = 58.0
    static let regularRowGap = 4.0
    static let compactRowHeight = 30.0
    static let compactRowGap = 2.0
    static let chipHeight = 30.0
    static let chipGap = 6.0
    /// Narrower than this a chip could not show "11": rows wrap instead.
    static let minimumChipWidth = 34.0
    /// The line under the chips naming the chosen entry.
    static let chipsCaptionHeight = 22.0
    /// Two lines: status (recording, messages) and the key hint.
    static let footerHeight = 42.0
    static let dockGap = 8.0
    static let tuneButtonHeight = 28.0
    /// Column margin around the list and the panels.
    static let inset = 8.0

    public let window: Size
    public let listStyle: ListStyle
    /// Where each demo's entry is (click to switch).
    public let rows: [Rect]
    /// One frame per docked panel, in the order asked, top to bottom.
    public let dock: [Rect]
    public let footer: Rect
    /// The button that opens the tuning panel (as T does), between the panels and the footer.
    public let tuneButton: Rect
    /// With chips: the line under them that names the chosen entry; nil in the other styles.
    public let chipsCaption: Rect?

    /// `panelHeights`: what each open panel wants at the column's inner width (`panelWidth`).
    public init(window: Size, demoCount: Int, panelHeights: [Double]) {
        self.window = window
        let footer = Rect(
            x: Self.inset, y: window.height - Self.footerHeight, width: Self.panelWidth,
            height: Self.footerHeight - 6)
        self.footer = footer
        let tuneButton = Rect(
            x: Self.inset, y: footer.minY - Self.tuneButtonHeight - Self.dockGap / 2,
            width: Self.panelWidth, height: Self.tuneButtonHeight)
        self.tuneButton = tuneButton
        let wanted = panelHeights.reduce(0, +) + Double(max(0, panelHeights.count - 1)) * Self.dockGap
        var chosen = ListStyle.chips
        for style in ListStyle.allCases {
            let bottom = Self.listBottom(style, count: demoCount)
            let room = tuneButton.minY - bottom - (panelHeights.isEmpty ? 0 : Self.dockGap * 1.5)
            if room >= wanted {
                chosen = style
                break
            }
        }
        listStyle = chosen
        rows = Self.rows(chosen, count: demoCount)
        chipsCaption =
            chosen == .chips
            ? Rect(
                x: Self.inset + 2, y: Self.chipRowsBottom(count: demoCount) + 4, width: Self.panelWidth - 4,
                height: Self.chipsCaptionHeight - 4) : nil
        // Panels stack from the list down; when even chips leave too little room, every panel
        // gives up the same share (a panel draws what fits its frame).
        var y = Self.listBottom(chosen, count: demoCount) + Self.dockGap * 1.5
        let room = max(0, tuneButton.minY - Self.dockGap / 2 - y)
        let scale = wanted > room && wanted > 0 ? room / wanted : 1
        var frames: [Rect] = []
        for height in panelHeights {
            frames.append(Rect(x: Self.inset, y: y, width: Self.panelWidth, height: height * scale))
            y += height * scale + Self.dockGap * scale
        }
        dock = frames
    }

    /// Width of a docked panel, points.
    public static var panelWidth: Double { columnWidth - 2 * inset }

    public var column: Rect { Rect(x: 0, y: 0, width: Self.columnWidth, height: window.height) }

    /// Everything right of the column.
    public var demoArea: Rect { Self.demoArea(in: window) }

    static func demoArea(in window: Size) -> Rect {
        Rect(x: columnWidth, y: 0, width: max(1, window.width - columnWidth), height: window.height)
    }

    public var headerHeight: Double { listStyle == .chips ? Self.chipsHeaderHeight : Self.headerHeight }

    static func listBottom(_ style: ListStyle, count: Int) -> Double {
        if style == .chips { return chipRowsBottom(count: count) + chipsCaptionHeight }
        return rows(style, count: count).last.map(\.maxY) ?? headerHeight
    }

    static func chipRowsBottom(count: Int) -> Double {
        rows(.chips, count: count).last.map(\.maxY) ?? chipsHeaderHeight
    }

    /// Chips per row: as many as fit at `minimumChipWidth`, at most `count`.
    static func chipsPerRow(count: Int) -> Int {
        max(1, min(max(1, count), Int((panelWidth + chipGap) / (minimumChipWidth + chipGap))))
    }

    static func rows(_ style: ListStyle, count: Int) -> [Rect] {
        let width = panelWidth
        switch style {
        case .regular:
            return (0..<count).map {
                Rect(
                    x: inset, y: headerHeight + Double($0) * (regularRowHeight + regularRowGap), width: width,
                    height: regularRowHeight)
            }
        case .compact:
            return (0..<count).map {
                Rect(
                    x: inset, y: headerHeight + Double($0) * (compactRowHeight + compactRowGap), width: width,
                    height: compactRowHeight)
            }
        case .chips:
            let perRow = chipsPerRow(count: count)
            let n = Double(perRow)
            let chip = (width - (n - 1) * chipGap) / n
            return (0..<count).map {
                Rect(
                    x: inset + Double($0 % perRow) * (chip + chipGap),
                    y: chipsHeaderHeight + Double($0 / perRow) * (chipHeight + chipGap), width: chip,
                    height: chipHeight)
            }
        }
    }
}
