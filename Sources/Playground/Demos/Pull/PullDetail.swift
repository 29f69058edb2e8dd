import Motion

/// The detail a cell click opens: the seed pushes PingweiViewController. It slides in like a
/// navigation push and closes with its back button or Esc; while it is open the grid gets no input.
public struct PullDetail: Hashable, Sendable {
    /// Seconds of the slide-in (UINavigationController's push is about 0.35 s).
    public static let pushDuration = 0.35

    /// 0-based.
    public let page: Int
    public let item: Int
    public let color: Color
    /// µs.
    public let openedAt: Int64

    /// 0 (off to the right) ... 1 (in place).
    public func presentation(at time: Int64) -> Double {
        let t = Double(max(0, time - openedAt)) / 1_000_000
        return t >= Self.pushDuration ? 1 : Easing.easeOut(t / Self.pushDuration)
    }

    public func isSliding(at time: Int64) -> Bool { time < openedAt + microseconds(Self.pushDuration) }

    func draw(into list: inout DrawList, frame: Rect, backButton: Rect, time: Int64) {
        let dx = frame.width * (1 - presentation(at: time))
        list.clipped(to: frame) { list in
            list.fill(frame, Color(0, 0, 0, UInt8(60 * presentation(at: time))))
            list.transformed(.translate(dx, 0)) { list in
                list.fill(frame, .white)
                let bar = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: PullLayout.navBarHeight)
                list.fill(bar, Color(hex: 0xF9F9F9))
                list.line(Point(x: bar.minX, y: bar.maxY - 0.5), Point(x: bar.maxX, y: bar.maxY - 0.5), Theme.separator)
                Button("‹ Back", frame: backButton).draw(into: &list, size: 13)
                list.text("Item \(item + 1)", in: Rect(x: bar.minX + 90, y: bar.minY, width: bar.width - 180, height: bar.height),
                          size: 17, weight: .bold, color: Theme.text, alignment: .center)
                let swatch = Rect(x: frame.minX + 20, y: bar.maxY + 20, width: frame.width - 40,
                                  height: min(220, max(40, frame.height - bar.height - 140)))
                list.fill(swatch, color, radius: 12)
                let lines = [
                    "Cell \(item + 1) of \(PullGridLayout.itemCount) on 第\(page + 1)页 (page \(page + 1))",
                    "The seed pushes PingweiViewController here.",
                    "‹ Back or Esc returns to the grid, where it was.",
                ]
                for (i, line) in lines.enumerated() {
                    list.text(line, in: Rect(x: frame.minX + 20, y: swatch.maxY + 16 + Double(i) * 22, width: frame.width - 40,
                                             height: 20), size: 13, color: i == 0 ? Theme.text : Theme.secondaryText)
                }
            }
        }
    }
}
