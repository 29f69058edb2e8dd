import Motion

/// Where the roller demo's parts sit for a viewport size: the four rollers in a grid (4, 2 or 1
/// columns as the width allows), the Custom roller's buttons flowing below, then the event log
/// and the toast. Pure geometry, recomputed on resize.
struct RollerLayout: Hashable, Sendable {
    /// A Douyin comment ticker strip is about this tall (points).
    static let rollerHeight = 56.0
    /// Narrowest a roller column gets before the grid drops a column (points).
    static let minimumColumnWidth = 230.0
    static let margin = 20.0
    static let gap = 16.0
    static let labelHeight = 20.0
    static let captionHeight = 18.0
    static let buttonHeight = 26.0
    static let top = 70.0

    var viewport: Size
    var columns: Int
    var rollers: [Rect] = []
    var labels: [Rect] = []
    var captions: [Rect] = []
    var controls: [RollerControlFrame] = []
    var settingsLine: Rect = .zero
    var log: Rect = .zero
    var toast: Rect = .zero

    init(viewport: Size, rollerCount: Int) {
        self.viewport = viewport
        let width = max(120, viewport.width - 2 * Self.margin)
        let fits = { (n: Double) in width >= n * Self.minimumColumnWidth + (n - 1) * Self.gap }
        columns = fits(4) ? 4 : fits(2) ? 2 : 1
        let columnWidth = (width - Double(columns - 1) * Self.gap) / Double(columns)
        let slotHeight = Self.labelHeight + Self.rollerHeight + Self.captionHeight + 4
        for i in 0..<rollerCount {
            let x = Self.margin + Double(i % columns) * (columnWidth + Self.gap)
            let y = Self.top + Double(i / columns) * (slotHeight + Self.gap)
            labels.append(Rect(x: x, y: y, width: columnWidth, height: Self.labelHeight))
            rollers.append(Rect(x: x, y: y + Self.labelHeight, width: columnWidth, height: Self.rollerHeight))
            captions.append(Rect(x: x, y: y + Self.labelHeight + Self.rollerHeight + 2, width: columnWidth,
                                 height: Self.captionHeight))
        }
        let rows = (rollerCount + columns - 1) / columns
        var y = Self.top + Double(rows) * (slotHeight + Self.gap) + 4

        // The buttons flow left to right and wrap, so narrow windows keep every control.
        let items: [(RollerControl, Double)] = RollingStyle.allCases.map { (.style($0), 70) } + [
            (.stayShorter, 68), (.stayLonger, 68), (.durationShorter, 68), (.durationLonger, 68),
            (.spaceSmaller, 76), (.spaceLarger, 76), (.reload, 150), (.pauseAll, 100),
        ]
        var x = Self.margin
        for (control, buttonWidth) in items {
            if x + buttonWidth > Self.margin + width, x > Self.margin {
                x = Self.margin
                y += Self.buttonHeight + 6
            }
            controls.append(RollerControlFrame(control: control, frame: Rect(x: x, y: y, width: buttonWidth,
                                                                               height: Self.buttonHeight)))
            x += buttonWidth + 6
        }
        y += Self.buttonHeight + 8
        settingsLine = Rect(x: Self.margin, y: y, width: width, height: 18)
        log = Rect(x: Self.margin, y: y + 26, width: width, height: 20 + Double(RollerEventLog.capacity) * 17)
        let toastWidth = min(460, width)
        toast = Rect(x: (viewport.width - toastWidth) / 2, y: max(log.minY, viewport.height - 64), width: toastWidth, height: 34)
    }

    func frame(of control: RollerControl) -> Rect? { controls.first { $0.control == control }?.frame }
}

/// A button's place.
struct RollerControlFrame: Hashable, Sendable {
    var control: RollerControl
    var frame: Rect
}
