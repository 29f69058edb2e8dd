import Motion

/// Where the easing demo's parts sit for a viewport size: the list on the left, the controls and
/// the curve plot on the right. Pure geometry, recomputed on resize.
struct EasingLayout: Hashable, Sendable {
    var viewport: Size
    var list: Rect
    var controls: Rect

    static let buttonSize = Size(width: 112, height: 22)
    static let gap = 4.0

    init(viewport: Size) {
        self.viewport = viewport
        let listWidth = max(200, min(380, viewport.width * 0.45))
        list = Rect(x: 20, y: 64, width: listWidth, height: max(100, viewport.height - 84))
        controls = Rect(x: list.maxX + 20, y: 64, width: max(120, viewport.width - list.maxX - 40), height: list.height)
    }

    var columns: Int { max(1, Int((controls.width + Self.gap) / (Self.buttonSize.width + Self.gap))) }

    func curveButtons(count: Int) -> [Rect] {
        (0..<count).map { i in
            Rect(x: controls.minX + Double(i % columns) * (Self.buttonSize.width + Self.gap),
                 y: controls.minY + 22 + Double(i / columns) * (Self.buttonSize.height + Self.gap),
                 width: Self.buttonSize.width, height: Self.buttonSize.height)
        }
    }

    private var curvesBottom: Double {
        let rows = (Easing.allNamed.count + columns - 1) / columns
        return controls.minY + 22 + Double(rows) * (Self.buttonSize.height + Self.gap)
    }

    func durationButtons(count: Int) -> [Rect] {
        let y = curvesBottom + 26
        let width = min(70, (controls.width - Double(count - 1) * Self.gap) / Double(count))
        return (0..<count).map { Rect(x: controls.minX + Double($0) * (width + Self.gap), y: y, width: width, height: 24) }
    }

    var actionButtons: [Rect] {
        let y = curvesBottom + 60
        let width = min(110, (controls.width - 2 * Self.gap) / 3)
        return (0..<3).map { Rect(x: controls.minX + Double($0) * (width + Self.gap), y: y, width: width, height: 28) }
    }

    var plot: Rect {
        let y = curvesBottom + 100
        let side = max(60, min(controls.width, viewport.height - y - 40, 260))
        return Rect(x: controls.minX, y: y, width: min(controls.width, side * 1.4), height: side)
    }

    var status: Rect { Rect(x: controls.minX, y: plot.maxY + 8, width: controls.width, height: 18) }
}
