import Motion

/// Where the easing demo's parts sit for a viewport size: the list on the left; right of it,
/// top to bottom, the timing functions, the durations, the actions, the curve plot and the
/// status. Pure geometry, recomputed on resize.
///
/// The 31 timing functions are a grid of buttons when it fits above a useful plot; otherwise
/// (narrow or short windows) a stepper: ‹ Previous and Next › buttons with the current name
/// under them. Duration and action buttons wrap onto more rows rather than shrink below their
/// titles.
struct EasingLayout: Hashable, Sendable {
    static let buttonSize = Size(width: 112, height: 22)
    static let gap = 4.0
    /// Narrowest duration / action button (their titles fit).
    static let minimumDurationWidth = 50.0
    /// "Random row" at 12 pt inside a button's 4 pt insets, with room for the renderer's font
    /// running about a tenth wider than the core's estimate (74 pt read "Random r…" in a lane).
    static let minimumActionWidth = 88.0
    static let minimumPlotSide = 100.0
    static let statusLineHeight = 16.0

    var viewport: Size
    var list: Rect
    var controls: Rect
    /// The curve grid, or nil when the stepper stands in for it.
    private(set) var grid: Grid?
    /// ‹ Previous and Next ›, then the line naming the current function; nil when the grid shows.
    private(set) var stepper: [Rect]?
    private(set) var stepperName: Rect = .zero
    private(set) var durationsTop = 0.0
    private(set) var durationFrames: [Rect] = []
    private(set) var actionButtons: [Rect] = []
    private(set) var plot: Rect = .zero
    /// Up to three lines; a narrow column wraps the status.
    private(set) var status: Rect = .zero

    struct Grid: Hashable, Sendable {
        var columns: Int
        var top: Double
    }

    init(viewport: Size, durationCount: Int = EasingDemo.durations.count, curveCount: Int = Easing.allNamed.count) {
        self.viewport = viewport
        // The list grows with the window up to 380 pt (560 in a big one); the controls get the rest.
        let listWidth = max(180, min(viewport.width * 0.45, max(380, min(560, viewport.width * 0.25))))
        list = Rect(x: 20, y: 64, width: listWidth, height: max(100, viewport.height - 84))
        controls = Rect(x: list.maxX + 20, y: 64, width: max(120, viewport.width - list.maxX - 40), height: list.height)

        let columns = max(1, Int((controls.width + Self.gap) / (Self.buttonSize.width + Self.gap)))
        let rows = (curveCount + columns - 1) / columns
        let gridBottom = controls.minY + 22 + Double(rows) * (Self.buttonSize.height + Self.gap)
        let fitsGrid = columns >= 2 && gridBottom + 100 + Self.minimumPlotSide + 26 + 20 <= viewport.height
        var y: Double
        if fitsGrid {
            // The original arrangement: one grid, then durations, actions and plot at fixed steps.
            grid = Grid(columns: columns, top: controls.minY + 22)
            y = gridBottom
            durationsTop = y + 26
            let width = min(70, (controls.width - Double(durationCount - 1) * Self.gap) / Double(durationCount))
            durationFrames = (0..<durationCount).map {
                Rect(x: controls.minX + Double($0) * (width + Self.gap), y: y + 26, width: width, height: 24)
            }
            let actionWidth = min(110, (controls.width - 2 * Self.gap) / 3)
            actionButtons = (0..<3).map {
                Rect(
                    x: controls.minX + Double($0) * (actionWidth + Self.gap), y: y + 60, width: actionWidth,
                    height: 28)
            }
            y += 100
        } else {
            let top = controls.minY + 22
            let half = (controls.width - Self.gap) / 2
            stepper = [
                Rect(x: controls.minX, y: top, width: half, height: 26),
                Rect(x: controls.minX + half + Self.gap, y: top, width: half, height: 26),
            ]
            stepperName = Rect(x: controls.minX, y: top + 30, width: controls.width, height: 18)
            durationsTop = stepperName.maxY + 28
            durationFrames = Self.flow(
                count: durationCount, in: controls, top: durationsTop, height: 24,
                preferred: 70, minimum: Self.minimumDurationWidth)
            y = (durationFrames.last?.maxY ?? durationsTop) + 10
            actionButtons = Self.flow(
                count: 3, in: controls, top: y, height: 28, preferred: 110,
                minimum: Self.minimumActionWidth)
            y = (actionButtons.last?.maxY ?? y) + 12
        }
        // The plot takes all that is left above the status (one line beside a grid, three beside
        // the stepper's narrow column): it grows with the window, with no cap leaving room empty.
        let statusHeight = fitsGrid ? 18 : 3 * Self.statusLineHeight
        // In a short lane the plot gives way to the status, down to its name and Copy alone
        // (`EasingCurvePlot.showsCurve`).
        let side = max(EasingCurvePlot.headerLineHeight, min(controls.width, viewport.height - y - 22 - statusHeight))
        // A compact plot (its name and Copy on a line above it) takes the column's width, so
        // the name has room beside Copy.
        let compact = side - 20 < EasingCurvePlot.roomyBox
        plot = Rect(
            x: controls.minX, y: y, width: compact ? controls.width : min(controls.width, side * 1.4), height: side)
        status = Rect(x: controls.minX, y: plot.maxY + 8, width: controls.width, height: statusHeight)
    }

    /// Buttons of `preferred` width (never below `minimum`) left to right, wrapping onto as few
    /// rows as they need, the rows balanced (five buttons in two rows go three and two).
    private static func flow(
        count: Int, in column: Rect, top: Double, height: Double, preferred: Double,
        minimum: Double
    ) -> [Rect] {
        let fitting = max(1, min(count, Int((column.width + gap) / (minimum + gap))))
        let rows = (count + fitting - 1) / fitting
        let perRow = (count + rows - 1) / rows
        let width = min(preferred, (column.width - Double(perRow - 1) * gap) / Double(perRow))
        return (0..<count).map { i in
            Rect(
                x: column.minX + Double(i % perRow) * (width + gap), y: top + Double(i / perRow) * (height + gap + 2),
                width: width, height: height)
        }
    }

    func curveButtons(count: Int) -> [Rect] {
        guard let grid else { return [] }
        return (0..<count).map { i in
            Rect(
                x: controls.minX + Double(i % grid.columns) * (Self.buttonSize.width + Self.gap),
                y: grid.top + Double(i / grid.columns) * (Self.buttonSize.height + Self.gap),
                width: Self.buttonSize.width, height: Self.buttonSize.height)
        }
    }

    func durationButtons(count: Int) -> [Rect] { Array(durationFrames.prefix(count)) }
}
