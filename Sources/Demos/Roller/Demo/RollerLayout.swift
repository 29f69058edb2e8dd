import Motion

/// Where the roller demo's parts sit for a viewport size, filling it: the four rollers in a
/// grid (4, 2 or 1 columns) as tall as the room allows, the Custom roller's buttons flowing
/// below, the settings line, then the event log taking every line that is left. Pure geometry,
/// recomputed on resize.
///
/// The grid picks the column count that gives the tallest rollers; a roller is never taller
/// than a fifth of its width (a ticker stays a strip) nor than `maximumRollerHeight`, and
/// `fontScale` grows its cell's text with it.
struct RollerLayout: Hashable, Sendable {
    /// A Douyin comment ticker strip is about this tall (points); text is drawn at 1× here.
    static let baseRollerHeight = 56.0
    static let minimumRollerHeight = 46.0
    static let maximumRollerHeight = 140.0
    /// A roller's height is at most this fraction of its width.
    static let maximumAspect = 0.2
    /// Narrowest a roller column gets (points).
    static let minimumColumnWidth = 150.0
    static let margin = 20.0
    static let gap = 16.0
    static let labelHeight = 20.0
    static let captionHeight = 18.0
    static let buttonHeight = 26.0
    static let top = 70.0
    static let logLineHeight = 17.0
    /// The log keeps at least this many lines of room when the rollers are sized.
    static let minimumLogLines = 4

    var viewport: Size
    var columns = 1
    var rollerHeight = baseRollerHeight
    var rollers: [Rect] = []
    var labels: [Rect] = []
    var captions: [Rect] = []
    var controls: [RollerControlFrame] = []
    var settingsLine: Rect = .zero
    var log: Rect = .zero
    var toast: Rect = .zero

    /// How much larger than the 56 pt original a cell's text is drawn.
    var fontScale: Double { clamp(rollerHeight / Self.baseRollerHeight, 0.85...1.6) }

    /// Log lines that fit under the "Events" heading.
    var logLines: Int { max(0, Int((log.height - 20) / Self.logLineHeight)) }

    init(viewport: Size, rollerCount: Int) {
        self.viewport = viewport
        let width = max(120, viewport.width - 2 * Self.margin)
        // The buttons do not depend on the grid: lay them out first to know their height.
        let flow = Self.flowControls(width: width)
        let below = flow.height + 8 + 26 + 20 + Double(Self.minimumLogLines) * Self.logLineHeight
        let budget = viewport.height - Self.top - below - Self.margin
        let slotExtra = Self.labelHeight + Self.captionHeight + 4 + Self.gap
        var best: (columns: Int, height: Double)?
        for n in [4, 2, 1] {
            let columnWidth = (width - Double(n - 1) * Self.gap) / Double(n)
            guard columnWidth >= Self.minimumColumnWidth || n == 1 else { continue }
            let rows = Double((rollerCount + n - 1) / n)
            let fitting = budget / rows - slotExtra
            let height = min(fitting, columnWidth * Self.maximumAspect, Self.maximumRollerHeight)
            if best == nil || height > best!.height + 0.5 { best = (n, height) }
        }
        columns = best?.columns ?? 1
        rollerHeight = max(Self.minimumRollerHeight, best?.height ?? Self.baseRollerHeight)

        let columnWidth = (width - Double(columns - 1) * Self.gap) / Double(columns)
        let slotHeight = rollerHeight + slotExtra
        for i in 0..<rollerCount {
            let x = Self.margin + Double(i % columns) * (columnWidth + Self.gap)
            let y = Self.top + Double(i / columns) * slotHeight
            labels.append(Rect(x: x, y: y, width: columnWidth, height: Self.labelHeight))
            rollers.append(Rect(x: x, y: y + Self.labelHeight, width: columnWidth, height: rollerHeight))
            captions.append(
                Rect(
                    x: x, y: y + Self.labelHeight + rollerHeight + 2, width: columnWidth,
                    height: Self.captionHeight))
        }
        let rows = (rollerCount + columns - 1) / columns
        let controlsTop = Self.top + Double(rows) * slotHeight
        controls = flow.items.map {
            RollerControlFrame(control: $0.control, frame: $0.frame.offsetBy(dx: Self.margin, dy: controlsTop))
        }
        let y = controlsTop + flow.height + 8
        settingsLine = Rect(x: Self.margin, y: y, width: width, height: 18)
        log = Rect(x: Self.margin, y: y + 26, width: width, height: max(20, viewport.height - Self.margin - y - 26))
        let toastWidth = min(460, width)
        toast = Rect(
            x: (viewport.width - toastWidth) / 2, y: max(log.minY, viewport.height - 64), width: toastWidth,
            height: 34)
    }

    /// The buttons flow left to right and wrap, so narrow windows keep every control. Frames
    /// are relative to the flow's top-left.
    private static func flowControls(width: Double) -> (items: [RollerControlFrame], height: Double) {
        let items: [(RollerControl, Double)] =
            RollingStyle.allCases.map { (.style($0), 70) } + [
                (.stayShorter, 68), (.stayLonger, 68), (.durationShorter, 68), (.durationLonger, 68),
                (.spaceSmaller, 76), (.spaceLarger, 76), (.reload, 150), (.pauseAll, 100),
            ]
        var x = 0.0
        var y = 0.0
        var frames: [RollerControlFrame] = []
        for (control, buttonWidth) in items {
            if x + buttonWidth > width, x > 0 {
                x = 0
                y += buttonHeight + 6
            }
            frames.append(
                RollerControlFrame(
                    control: control,
                    frame: Rect(
                        x: x, y: y, width: buttonWidth,
                        height: buttonHeight)))
            x += buttonWidth + 6
        }
        return (frames, y + buttonHeight)
    }

    func frame(of control: RollerControl) -> Rect? { controls.first { $0.control == control }?.frame }
}

/// A button's place.
struct RollerControlFrame: Hashable, Sendable {
    var control: RollerControl
    var frame: Rect
}
