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
        /// One numbered chip per demo in a single row (the demo shows its own title).
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

    /// `panelHeights`: what each open panel wants at the column's inner width (`panelWidth`);
    /// `panelGrowth`: how much more each may take of the room the column has left (its plots
    /// grow), shared in proportion to what each may take.
    public init(window: Size, demoCount: Int, panelHeights: [Double], panelGrowth: [Double] = []) {
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
        // Panels stack from the list down; when even chips leave too little room, every panel
        // gives up the same share (a panel draws what fits its frame).
        var y = Self.listBottom(chosen, count: demoCount) + Self.dockGap * 1.5
        let room = max(0, tuneButton.minY - Self.dockGap / 2 - y)
        let scale = wanted > room && wanted > 0 ? room / wanted : 1
        let growth = panelHeights.indices.map { $0 < panelGrowth.count ? max(0, panelGrowth[$0]) : 0 }
        let spare = max(0, room - wanted)
        let share = growth.reduce(0, +) > 0 ? min(1, spare / growth.reduce(0, +)) : 0
        var frames: [Rect] = []
        for (height, extra) in zip(panelHeights, growth) {
            let grown = height * scale + extra * share
            frames.append(Rect(x: Self.inset, y: y, width: Self.panelWidth, height: grown))
            y += grown + Self.dockGap * scale
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
        rows(style, count: count).last.map(\.maxY) ?? headerHeight
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
            let n = Double(max(1, count))
            let chip = (width - (n - 1) * chipGap) / n
            return (0..<count).map {
                Rect(x: inset + Double($0) * (chip + chipGap), y: chipsHeaderHeight, width: chip, height: chipHeight)
            }
        }
    }
}
