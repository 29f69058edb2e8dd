import Motion
import PlaygroundCore

/// Where the app's own parts sit: the left column (the app's name, the demo list, the panels
/// that stay open while you work, a footer) and the demo area right of it.
///
/// Panels (HUD, motion inspector, and later others) dock in the column under the list, so they
/// never cover a demo's title, controls or content; the list gets more compact when the panels
/// need the room (title and summary → title only → a row of numbered chips). The demo area
/// never depends on which panels are open: opening one never re-lays out a demo, and replays
/// digest the same.
///
/// The tuning panel is the exception: it docks at the window's right edge and takes its width
/// from the demo. Where that would leave the demo less than `usableDemoWidth` (640 × 480), the
/// column collapses to a rail of numbered chips (the recording clock at its foot, a host's
/// message over the demo's foot while it lasts): a narrow window then shows the demo and the panel being tuned, which is what
/// tuning needs, and the docked panels wait (the rail lights their keys) until the tuning panel
/// closes or the window widens. The rail is chosen over the panel overlaying the demo because an
/// overlay would cover the very motion being tuned. For the same reason the app asks for the rail
/// (`railForLanes`) while ghost lanes are shown with the panel open and the whole column would
/// leave one of them no room: the ghost being compared is what tuning needs to see.
public struct AppLayout: Hashable, Sendable {
    public enum ListStyle: String, Hashable, Sendable, CaseIterable {
        /// Title and one-line summary per demo.
        case regular
        /// Title only.
        case compact
        /// One numbered chip per demo, in rows of chips wide enough for two digits, and a line
        /// under them naming the chosen one (`chipsCaption`).
        case chips
        /// The collapsed column: one numbered chip per demo, stacked in a narrow rail.
        case rail
    }

    /// The least width a demo keeps when the tuning panel opens (the salon's centre card, the
    /// easing demo's curve beside its list).
    public static let usableDemoWidth = 360.0
    static let railWidth = 52.0
    static let railChipHeight = 26.0
    static let railChipGap = 4.0
    /// The rail's footer: the recording clock in two short lines.
    static let railFooterHeight = 28.0
    /// A host's message over the foot of the demo in the rail layout: up to two lines.
    static let messageLines = 2

    public static let columnWidth = Theme.sidebarWidth
    static let headerHeight = 64.0
    static let chipsHeaderHeight = 44.0
    static let regularRowHeight = 58.0
    static let regularRowGap = 4.0
    static let compactRowHeight = 30.0
    static let compactRowGap = 2.0
    static let chipHeight = 30.0
    static let chipGap = 6.0
    /// Three lines: status (recording, a message that may take two lines to keep its path's
    /// file name) and the key hint.
    static let footerLines = 3
    static let footerLineHeight = 17.0
    static let footerHeight = Double(footerLines) * footerLineHeight + 8
    /// Narrower than this a chip could not show "11": rows wrap instead.
    static let minimumChipWidth = 34.0
    /// The line under the chips naming the chosen entry.
    static let chipsCaptionHeight = 22.0
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
    /// The open tuning panel's width (0 when it is closed or beside the whole column).
    public let tuningPanelWidth: Double
    /// With chips: the line under them that names the chosen entry; nil in the other styles.
    public let chipsCaption: Rect?

    /// `panelHeights`: what each open panel wants at the column's inner width (`panelWidth`);
    /// `panelGrowth`: how much more each may take of the room the column has left (its plots
    /// grow), shared in proportion to what each may take.
    /// `tuningPanelWidth`: the tuning panel's width when it is open (nil when closed); the column
    /// collapses to a rail when the demo would otherwise fall below `usableDemoWidth`, or when
    /// `railForLanes` (the app found that the whole column would leave a ghost lane no room).
    public init(
        window: Size, demoCount: Int, panelHeights: [Double], panelGrowth: [Double] = [],
        tuningPanelWidth: Double? = nil, railForLanes: Bool = false
    ) {
        if let tuning = tuningPanelWidth, railForLanes || Self.collapses(window: window, tuningOpen: true) {
            self.init(rail: window, demoCount: demoCount, tuningPanelWidth: tuning)
        } else {
            self.init(column: window, demoCount: demoCount, panelHeights: panelHeights, panelGrowth: panelGrowth)
        }
    }

    /// The whole column: the list in the roomiest style that leaves the panels their height, and
    /// the room left over shared among the panels that grow.
    private init(column window: Size, demoCount: Int, panelHeights: [Double], panelGrowth: [Double]) {
        self.window = window
        tuningPanelWidth = 0
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
        for style in [ListStyle.regular, .compact, .chips] {
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

    /// The rail: chips stacked from the top, the tune button at the foot, the footer's lines in
    /// a status bar under the demo (left of the tuning panel), no docked panels.
    private init(rail window: Size, demoCount: Int, tuningPanelWidth: Double) {
        self.window = window
        self.tuningPanelWidth = tuningPanelWidth
        listStyle = .rail
        chipsCaption = nil
        let chipWidth = Self.railWidth - 2 * Self.inset
        tuneButton = Rect(
            x: Self.inset, y: window.height - Self.inset - Self.tuneButtonHeight, width: chipWidth,
            height: Self.tuneButtonHeight)
        let room = tuneButton.minY - 2 * Self.dockGap - Self.railFooterHeight - Self.inset
        let n = Double(max(1, demoCount))
        let chip = min(Self.railChipHeight, max(8, (room - (n - 1) * Self.railChipGap) / n))
        rows = (0..<demoCount).map {
            Rect(x: Self.inset, y: Self.inset + Double($0) * (chip + Self.railChipGap), width: chipWidth, height: chip)
        }
        dock = []
        // The footer's lines shrink to the rail's width (the recording clock); a host's message
        // is shown over the foot of the demo while it lasts (`Sidebar`).
        footer = Rect(
            x: 2, y: tuneButton.minY - Self.dockGap - Self.railFooterHeight, width: Self.railWidth - 4,
            height: Self.railFooterHeight)
    }

    /// In the rail layout, where a host's message shows: over the foot of the demo, left of the
    /// tuning panel.
    func railMessage(lines: Int) -> Rect {
        let height = Double(lines) * Self.footerLineHeight + 8
        return Rect(
            x: Self.railWidth + Self.inset, y: window.height - height - Self.inset,
            width: max(1, window.width - Self.railWidth - tuningPanelWidth - 2 * Self.inset), height: height)
    }

    /// Width of a docked panel, points.
    public static var panelWidth: Double { columnWidth - 2 * inset }

    /// True when the rail takes the column's place: the tuning panel is open and beside the
    /// whole column it would leave the demo less than `usableDemoWidth`.
    public static func collapses(window: Size, tuningOpen: Bool) -> Bool {
        guard tuningOpen else { return false }
        let panel = TuningPanel.width(in: window, sidebar: columnWidth)
        return window.width - columnWidth - panel < usableDemoWidth
    }

    public var column: Rect {
        Rect(x: 0, y: 0, width: listStyle == .rail ? Self.railWidth : Self.columnWidth, height: window.height)
    }

    /// Everything right of the column (above the status bar in the rail layout).
    public var demoArea: Rect { Self.demoArea(in: window, rail: listStyle == .rail) }

    /// The area right of the column with the tuning panel closed (`tuningOpen` false) or open.
    /// Only the rail layout changes it: the demo then starts at the rail and the status bar
    /// takes the window's foot.
    static func demoArea(in window: Size, tuningOpen: Bool = false) -> Rect {
        demoArea(in: window, rail: collapses(window: window, tuningOpen: tuningOpen))
    }

    /// The area right of the whole column, or right of the rail.
    static func demoArea(in window: Size, rail: Bool) -> Rect {
        DemoArea.rect(in: window, column: rail ? railWidth : columnWidth)
    }

    public var headerHeight: Double {
        switch listStyle {
        case .regular, .compact: Self.headerHeight
        case .chips: Self.chipsHeaderHeight
        case .rail: 0
        }
    }

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
        case .chips, .rail:
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
