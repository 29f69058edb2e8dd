import Motion
import PlaygroundCore

/// A channel page: the child view controller the container pages, as a value. Like a table
/// cell it is configured for an index when dequeued and keeps its identity (`id`, the creation
/// number) across reuse, so the log shows a handful of controllers serving every channel.
public struct ChannelController: Hashable, Sendable {
    /// UIViewController's appearance state (UIKit's private `_appearState`).
    public enum Appearance: String, Hashable, Sendable {
        case disappeared, appearing, appeared, disappearing
    }

    public static let reuseIdentifier = "channel"
    /// Items a page lists; more than fit, the page shows as many as its height allows.
    public static let itemCount = 14

    public let id: Int
    public private(set) var index = -1
    public private(set) var chineseName = ""
    public private(set) var englishName = ""
    public private(set) var items: [String] = []
    public private(set) var appearance = Appearance.disappeared
    /// Between `willMove(toParent: container)`… and `didMove(toParent: nil)`: a child of the container.
    public private(set) var hasParent = false
    /// Times this controller was configured for an index (1 = never reused).
    public private(set) var configurations = 0

    public init(id: Int) { self.id = id }

    /// prepareForReuse + configure: everything shown derives from the new index, nothing is
    /// left over from the previous channel.
    public mutating func configure(index: Int, chinese: String, english: String) {
        self.index = index
        chineseName = chinese
        englishName = english
        items = (0..<Self.itemCount).map { "\(chinese) · item \($0 + 1)" }
        configurations += 1
    }

    /// Applies a callback the way UIKit updates a controller's state.
    public mutating func receive(_ call: LifecycleCall) {
        switch call {
        case .willMoveToParent: break
        case .didMoveToParent(let attached): hasParent = attached
        case .viewWillAppear: appearance = .appearing
        case .viewDidAppear: appearance = .appeared
        case .viewWillDisappear: appearance = .disappearing
        case .viewDidDisappear: appearance = .disappeared
        }
    }

    /// Back to the pool: no parent, not on screen.
    mutating func prepareForReuse() {
        appearance = .disappeared
        hasParent = false
    }

    // MARK: - Drawing

    static let headerHeight = 64.0
    static let itemHeight = 36.0
    static let palette: [UInt32] = [0x007AFF, 0x34C759, 0xFF9500, 0xAF52DE, 0xFF2D55, 0x5AC8FA, 0xFFCC00]

    public var accent: Color { Color(hex: Self.palette[max(0, index) % Self.palette.count]) }

    /// The page's view in `frame` (the container's bounds, before the animator's transform).
    func draw(into list: inout DrawList, frame: Rect) {
        list.fill(frame, .white, radius: 10)
        let textWidth = frame.width - 36
        // A narrow page keeps the channel's Chinese name, the name its tab shows (seed 001: a
        // 今日头条 tab bar), and drops the English gloss rather than end either in "…".
        let bilingual = "\(chineseName) · \(englishName)"
        let fitsBoth = TextMetrics.estimatedWidth(bilingual, size: 20, weight: .bold) <= textWidth
        list.fittedText(
            fitsBoth ? bilingual : chineseName,
            in: Rect(x: frame.minX + 18, y: frame.minY + 10, width: textWidth, height: 26),
            size: 20, weight: .bold, color: Theme.text)
        // The status wraps onto as many lines as it needs; the header grows and the items follow.
        let status = TextWrap.lines(
            "channel \(index + 1) · controller #\(id) · \(appearance.rawValue) · configured \(configurations)×",
            width: textWidth, size: 11)
        for (k, line) in status.enumerated() {
            list.text(
                line, in: Rect(x: frame.minX + 18, y: frame.minY + 36 + Double(k) * 14, width: textWidth, height: 18),
                size: 11, color: Theme.secondaryText)
        }
        let header = Self.headerHeight + Double(status.count - 1) * 14
        list.fill(Rect(x: frame.minX, y: frame.minY, width: 6, height: header), accent, radius: 3)
        list.line(
            Point(x: frame.minX, y: frame.minY + header), Point(x: frame.maxX, y: frame.minY + header),
            Theme.separator)
        let fitting = max(0, Int((frame.height - header - 8) / Self.itemHeight))
        let itemWidth = frame.width - 64
        for (k, item) in items.prefix(fitting).enumerated() {
            let y = frame.minY + header + 4 + Double(k) * Self.itemHeight
            list.fill(Rect(x: frame.minX + 18, y: y + 9, width: 18, height: 18), accent.withAlpha(0.25), radius: 4)
            // Under the channel's header, a narrow page's items need not repeat its name.
            let shown = TextMetrics.estimatedWidth(item, size: 14) <= itemWidth ? item : "item \(k + 1)"
            list.fittedText(
                shown, in: Rect(x: frame.minX + 46, y: y, width: itemWidth, height: Self.itemHeight), size: 14,
                color: Theme.text)
            list.line(
                Point(x: frame.minX + 46, y: y + Self.itemHeight - 0.5),
                Point(x: frame.maxX - 12, y: y + Self.itemHeight - 0.5),
                Theme.separator.withAlpha(0.5))
        }
    }
}
