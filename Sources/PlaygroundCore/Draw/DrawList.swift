import Motion

/// The only output of the core: what to draw this frame, in order. The renderer interprets it;
/// tests assert on it without a window.
public struct DrawList: Hashable, Sendable {
    public private(set) var commands: [DrawCommand] = []

    /// The same list without its text runs (shapes, clips and layers kept).
    public var withoutText: DrawList {
        var copy = self
        copy.commands.removeAll { if case .text = $0 { true } else { false } }
        return copy
    }

    public init() {}

    /// An empty list with room for `capacity` commands: a host that passes last frame's count
    /// builds each frame without growing the array several times over.
    public init(capacity: Int) { commands.reserveCapacity(capacity) }

    public mutating func append(_ command: DrawCommand) { commands.append(command) }
    public mutating func append(contentsOf other: DrawList) { commands.append(contentsOf: other.commands) }
    public mutating func removeAll() { commands.removeAll(keepingCapacity: true) }

    public mutating func fill(_ rect: Rect, _ color: Color, radius: Double = 0) {
        commands.append(.fillRect(rect, cornerRadius: radius, color: color))
    }

    public mutating func stroke(_ rect: Rect, _ color: Color, width: Double = 1, radius: Double = 0) {
        commands.append(.strokeRect(rect, cornerRadius: radius, lineWidth: width, color: color))
    }

    public mutating func line(_ from: Point, _ to: Point, _ color: Color, width: Double = 1) {
        commands.append(.line(from: from, to: to, width: width, color: color))
    }

    public mutating func text(
        _ string: String, in frame: Rect, size: Double = 14, weight: FontWeight = .regular,
        color: Color = .black, alignment: TextAlignment = .leading
    ) {
        commands.append(
            .text(TextRun(string, in: frame, size: size, weight: weight, color: color, alignment: alignment)))
    }

    /// Draws `body` clipped to `rect`.
    public mutating func clipped(to rect: Rect, _ body: (inout DrawList) -> Void) {
        commands.append(.pushClip(rect))
        body(&self)
        commands.append(.popClip)
    }

    /// Draws `body` clipped to `rect` when there is one, else as it is (no clip pushed).
    public mutating func clippedIfGiven(to rect: Rect?, _ body: (inout DrawList) -> Void) {
        guard let rect else { return body(&self) }
        clipped(to: rect, body)
    }

    /// Draws `body` with its alpha multiplied by `opacity`; skipped entirely when invisible.
    public mutating func withOpacity(_ opacity: Double, _ body: (inout DrawList) -> Void) {
        if opacity >= 1 {
            body(&self)
            return
        }
        if opacity <= 0 { return }
        commands.append(.pushOpacity(opacity))
        body(&self)
        commands.append(.popOpacity)
    }

    /// Draws `body` under a transform.
    public mutating func transformed(_ transform: Transform, _ body: (inout DrawList) -> Void) {
        if transform == .identity {
            body(&self)
            return
        }
        commands.append(.pushTransform(transform))
        body(&self)
        commands.append(.popTransform)
    }

    /// Every text run, for tests and for the bench's text-cache accounting.
    public var texts: [TextRun] {
        commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }
}
