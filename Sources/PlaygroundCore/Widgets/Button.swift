import Motion

/// A flat iOS-style push button, drawn into a draw list. Demos keep the frames they drew and
/// hit-test presses against them, so controls are plain data, not views.
public struct Button: Hashable, Sendable {
    public var frame: Rect
    public var title: String
    public var selected: Bool

    public init(_ title: String, frame: Rect, selected: Bool = false) {
        self.title = title
        self.frame = frame
        self.selected = selected
    }

    public func draw(into list: inout DrawList, size: Double = 12) {
        list.layer(.control) { list in
            list.fill(frame, selected ? Theme.accent : .white, radius: 6)
            list.stroke(frame, selected ? Theme.accent : Theme.separator, width: 1, radius: 6)
            list.text(
                title, in: frame.insetBy(4), size: size, weight: selected ? .bold : .regular,
                color: selected ? .white : Theme.accent, alignment: .center)
        }
    }

    public func contains(_ p: Point) -> Bool { frame.contains(p) }
}

/// A click: press and release within `slop` points on the same spot. Drags are not clicks.
public struct ClickDetector: Hashable, Sendable {
    /// Farther than this between press and release is a drag, not a click (points).
    public static let slop = 6.0

    private var pressedAt: Point?

    public init() {}

    public mutating func press(at p: Point) { pressedAt = p }

    /// The press position when this release completes a click, else nil.
    public mutating func release(at p: Point) -> Point? {
        defer { pressedAt = nil }
        guard let start = pressedAt else { return nil }
        let d = p - start
        return (d.x * d.x + d.y * d.y).squareRoot() <= Self.slop ? start : nil
    }

    public mutating func cancel() { pressedAt = nil }
}
