import Motion

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
        list.fill(Rect(x: frame.minX, y: frame.minY, width: 6, height: Self.headerHeight), accent, radius: 3)
        list.text(
            "\(chineseName) · \(englishName)",
            in: Rect(x: frame.minX + 18, y: frame.minY + 10, width: frame.width - 36, height: 26),
            size: 20, weight: .bold, color: Theme.text)
        list.text(
            "channel \(index + 1) · controller #\(id) · \(appearance.rawValue) · configured \(configurations)×",
            in: Rect(x: frame.minX + 18, y: frame.minY + 36, width: frame.width - 36, height: 18), size: 11,
            color: Theme.secondaryText)
        list.line(
            Point(x: frame.minX, y: frame.minY + Self.headerHeight),
            Point(x: frame.maxX, y: frame.minY + Self.headerHeight),
            Theme.separator)
        let fitting = max(0, Int((frame.height - Self.headerHeight - 8) / Self.itemHeight))
        for (k, item) in items.prefix(fitting).enumerated() {
            let y = frame.minY + Self.headerHeight + 4 + Double(k) * Self.itemHeight
            list.fill(Rect(x: frame.minX + 18, y: y + 9, width: 18, height: 18), accent.withAlpha(0.25), radius: 4)
            list.text(
                item, in: Rect(x: frame.minX + 46, y: y, width: frame.width - 64, height: Self.itemHeight), size: 14,
                color: Theme.text)
            list.line(
                Point(x: frame.minX + 46, y: y + Self.itemHeight - 0.5),
                Point(x: frame.maxX - 12, y: y + Self.itemHeight - 0.5),
                Theme.separator.withAlpha(0.5))
        }
    }
}
