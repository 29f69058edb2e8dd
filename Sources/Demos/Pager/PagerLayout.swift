import Motion

/// Where the pager's parts sit for a viewport size: the tab bar across the top, the container
/// below it on the left, the animator buttons and the event log on the right.
struct PagerLayout: Hashable, Sendable {
    static let margin = 20.0
    static let tabBarHeight = 40.0
    static let gap = 16.0
    static let buttonHeight = 26.0
    static let logLineHeight = 16.0

    var viewport: Size
    var tabBar: Rect
    var content: Rect
    var side: Rect

    init(viewport: Size) {
        self.viewport = viewport
        let m = Self.margin
        let width = max(200, viewport.width - 2 * m)
        tabBar = Rect(x: m, y: 64, width: width, height: Self.tabBarHeight)
        let sideWidth = max(180, min(340, width * 0.4))
        let top = tabBar.maxY + 8
        let height = max(120, viewport.height - top - m)
        content = Rect(x: m, y: top, width: max(120, width - sideWidth - Self.gap), height: height)
        side = Rect(x: content.maxX + Self.gap, y: top, width: sideWidth, height: height)
    }

    /// The animator style buttons, two per row.
    func styleButtons(count: Int) -> [Rect] {
        let w = (side.width - 6) / 2
        return (0..<count).map { i in
            Rect(
                x: side.minX + Double(i % 2) * (w + 6), y: side.minY + 22 + Double(i / 2) * (Self.buttonHeight + 6),
                width: w, height: Self.buttonHeight)
        }
    }

    var statsTop: Double { side.minY + 22 + 2 * (Self.buttonHeight + 6) + 8 }
    var logTop: Double { statsTop + 3 * Self.logLineHeight + 14 }
}
