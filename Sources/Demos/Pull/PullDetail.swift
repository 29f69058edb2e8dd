import Motion
import PlaygroundCore

/// The detail a cell click opens (the seed pushes PingweiViewController), pushed and popped the
/// way UINavigationController does it in 0.35 s: the detail slides in from the right edge over
/// the page, which moves a third of its width to the left and dims; popping plays it back. Both
/// are closed forms of the time since the push or the pop began, so they look the same at any
/// frame rate. While the detail is up or moving the grid gets no input.
public struct PullDetail: Hashable, Sendable {
    /// Seconds of the push and of the pop (UINavigationController's transitions are 0.35 s).
    public static let transitionDuration = 0.35
    /// How far the page underneath moves left at full presentation, as a fraction of its width
    /// (UIKit's push parallax shifts the outgoing view by about a third).
    public static let underlapShift = 0.3
    /// The black veil over the page underneath at full presentation (alpha).
    public static let underlapDim = 0.12
    /// The curve of both directions: fast at first, settling into place (UIView's ease-out).
    public static let timing = Easing.easeOut

    /// 0-based.
    public let page: Int
    public let item: Int
    public let color: Color
    /// When the push began, µs.
    public let openedAt: Int64
    /// When the pop began, µs; nil while the detail is up (or still coming in).
    public private(set) var closedAt: Int64?
    /// How far in the detail was when the pop began (an early pop starts from mid-push).
    public private(set) var closedFrom = 1.0

    public init(page: Int, item: Int, color: Color, openedAt: Int64) {
        self.page = page
        self.item = item
        self.color = color
        self.openedAt = openedAt
    }

    /// 0 (off to the right, page in place) ... 1 (detail in place, page shifted and dimmed).
    public func presentation(at time: Int64) -> Double {
        if let closedAt {
            let t = Double(max(0, time - closedAt)) / 1_000_000
            return t >= Self.transitionDuration ? 0 : closedFrom * (1 - Self.timing(t / Self.transitionDuration))
        }
        let t = Double(max(0, time - openedAt)) / 1_000_000
        return t >= Self.transitionDuration ? 1 : Self.timing(t / Self.transitionDuration)
    }

    /// Pops from wherever the push is; a second close changes nothing.
    public mutating func close(at time: Int64) {
        guard closedAt == nil else { return }
        closedFrom = presentation(at: time)
        closedAt = max(time, openedAt)
    }

    public var isClosing: Bool { closedAt != nil }

    /// The pop has finished: the detail is gone.
    public func isClosed(at time: Int64) -> Bool {
        closedAt.map { time >= $0 + microseconds(Self.transitionDuration) } ?? false
    }

    /// A push or a pop is running at `time`.
    public func isSliding(at time: Int64) -> Bool {
        time < (closedAt ?? openedAt) + microseconds(Self.transitionDuration)
    }

    /// The detail's horizontal offset from its resting place (points, ≥ 0) in a frame of `width`.
    public func offset(at time: Int64, width: Double) -> Double { width * (1 - presentation(at: time)) }

    /// The page underneath: its horizontal shift (≤ 0) in a frame of `width`, and its veil.
    public func underlap(at time: Int64, width: Double) -> (shift: Double, dim: Double) {
        let p = presentation(at: time)
        return (-width * Self.underlapShift * p, Self.underlapDim * p)
    }

    func draw(into list: inout DrawList, frame: Rect, backButton: Rect, time: Int64) {
        let dx = offset(at: time, width: frame.width)
        list.clipped(to: frame) { list in
            list.transformed(.translate(dx, 0)) { list in
                // The pushed view's shadow on the page it slides over.
                list.fill(Rect(x: frame.minX - 6, y: frame.minY, width: 6, height: frame.height), Color(0, 0, 0, 28))
                list.fill(frame, .white)
                let bar = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: PullLayout.navBarHeight)
                list.fill(bar, Color(hex: 0xF9F9F9))
                list.line(Point(x: bar.minX, y: bar.maxY - 0.5), Point(x: bar.maxX, y: bar.maxY - 0.5), Theme.separator)
                Button("‹ Back", frame: backButton).draw(into: &list, size: 13)
                list.text(
                    "Item \(item + 1)",
                    in: Rect(
                        x: bar.minX + 90, y: bar.minY, width: bar.width - 180,
                        height: bar.height),
                    size: 17, weight: .bold, color: Theme.text, alignment: .center)
                let swatch = Rect(
                    x: frame.minX + 20, y: bar.maxY + 20, width: frame.width - 40,
                    height: min(220, max(40, frame.height - bar.height - 140)))
                list.fill(swatch, color, radius: 12)
                let lines = [
                    "Cell \(item + 1) of \(PullGridLayout.itemCount) on 第\(page + 1)页 (page \(page + 1))",
                    "The seed pushes PingweiViewController here.",
                    "‹ Back or Esc returns to the grid, where it was.",
                ]
                for (i, line) in lines.enumerated() {
                    list.text(
                        line,
                        in: Rect(
                            x: frame.minX + 20, y: swatch.maxY + 16 + Double(i) * 22,
                            width: frame.width - 40, height: 20),
                        size: 13, color: i == 0 ? Theme.text : Theme.secondaryText)
                }
            }
        }
    }
}
