import Motion

/// Where two draw lists paint differently, in window points: what a renderer that keeps last
/// frame's pixels (SDL's software renderer on a window) must repaint. A drawing command counts
/// as changed when it, or the transform, opacity or clip it is drawn under, differs.
public enum DrawListDamage: Hashable, Sendable {
    /// Both lists paint the same pixels.
    case none
    /// Repainting this rectangle (points) turns the old picture into the new one.
    case region(Rect)
    /// The structure changed (a different number of drawing commands): repaint everything.
    case everything

    /// Margin added around every bound, points: anti-aliased edges and rounding to pixels.
    static let fringe = 2.0

    public static func between(_ old: DrawList, _ new: DrawList) -> DrawListDamage {
        between(Painted(old), Painted(new))
    }

    /// A list resolved to what it paints, so a host comparing every frame with the one before
    /// resolves each list once, not twice.
    public struct Painted: Sendable {
        let commands: [PaintedCommand]
        public init(_ list: DrawList) { commands = PaintedCommand.flatten(list) }
    }

    public static func between(_ old: Painted, _ new: Painted) -> DrawListDamage {
        guard let rects = changedBounds(old, new) else { return .everything }
        guard let first = rects.first else { return .none }
        return .region(rects.dropFirst().reduce(first) { $0.union($1) })
    }

    /// The damage as at most `limit` rectangles that together cover it (nil: everything, empty:
    /// nothing): separate changes stay separate (four rolling tickers are four strips, not the
    /// block around them), unless joining two costs little more area than keeping them apart.
    public static func regions(_ old: Painted, _ new: Painted, limit: Int = 4) -> [Rect]? {
        guard var rects = changedBounds(old, new) else { return nil }
        func area(_ r: Rect) -> Double { r.width * r.height }
        // Join what overlaps or nearly touches: a pair's union at most a quarter larger than the two.
        var joined = true
        while joined {
            joined = false
            search: for i in rects.indices {
                for j in rects.indices where j > i {
                    let u = rects[i].union(rects[j])
                    if area(u) <= (area(rects[i]) + area(rects[j])) * 1.25 {
                        rects[i] = u
                        rects.remove(at: j)
                        joined = true
                        break search
                    }
                }
            }
        }
        // Then, while too many, join the pair that adds the least area.
        while rects.count > max(1, limit) {
            var best = (i: 0, j: 1, cost: Double.infinity)
            for i in rects.indices {
                for j in rects.indices where j > i {
                    let cost = area(rects[i].union(rects[j])) - area(rects[i]) - area(rects[j])
                    if cost < best.cost { best = (i, j, cost) }
                }
            }
            rects[best.i] = rects[best.i].union(rects[best.j])
            rects.remove(at: best.j)
        }
        return rects
    }

    /// The bounds, before and after, of every drawing command that paints differently; nil when
    /// the structure changed.
    private static func changedBounds(_ old: Painted, _ new: Painted) -> [Rect]? {
        let before = old.commands
        let after = new.commands
        guard before.count == after.count else { return nil }
        var rects: [Rect] = []
        for (a, b) in zip(before, after) where a != b {
            for r in [a.bounds, b.bounds] where r.width > 0 && r.height > 0 {
                // Most changes are a command moving a little: one rectangle for both positions.
                if let last = rects.last, last.intersects(r) {
                    rects[rects.count - 1] = last.union(r)
                } else {
                    rects.append(r)
                }
            }
        }
        return rects
    }
}

/// A drawing command with the state it is drawn under, and the points it can touch.
struct PaintedCommand: Equatable, Sendable {
    var command: DrawCommand
    var transform: Transform
    var opacity: Double
    var clip: Rect?
    var bounds: Rect

    static func flatten(_ list: DrawList) -> [PaintedCommand] {
        var result: [PaintedCommand] = []
        result.reserveCapacity(list.commands.count)
        var state = DrawListState()
        for command in list.commands {
            // Pushes and pops change the state; only what is left needs this loop.
            if state.apply(command) { continue }
            switch command {
            case .fillRect, .strokeRect, .line, .text:
                let (transform, clip) = (state.transform, state.clip)
                var b = bounds(of: command, under: transform).insetBy(-DrawListDamage.fringe)
                if let clip { b = b.intersection(clip) }
                result.append(
                    PaintedCommand(
                        command: command, transform: transform, opacity: state.opacity, clip: clip, bounds: b))
            case .pushLayer, .popLayer, .pushTransform, .popTransform, .pushOpacity, .popOpacity, .pushClip, .popClip:
                break  // markers paint nothing; the rest is in the state
            }
        }
        return result
    }

    private static func bounds(of command: DrawCommand, under t: Transform) -> Rect {
        switch command {
        case .fillRect(let r, _, _), .strokeRect(let r, _, _, _):
            return t.apply(r)
        case .line(let a, let b, let width, _):
            let box = Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
            return t.apply(box.insetBy(-width / 2))
        case .text(let run):
            // Glyphs may reach past the frame: ascenders above it, and a string that is not
            // truncated beyond it on the side its alignment leaves open.
            var frame = run.frame.insetBy(-run.size / 2)
            if !run.truncates {
                let extra = max(
                    0,
                    TextMetrics.estimatedWidth(run.string, size: run.size, weight: run.weight) * 1.5 - run.frame.width)
                switch run.alignment {
                case .leading: frame.size.width += extra
                case .trailing:
                    frame = Rect(x: frame.minX - extra, y: frame.minY, width: frame.width + extra, height: frame.height)
                case .center:
                    frame = Rect(
                        x: frame.minX - extra / 2, y: frame.minY, width: frame.width + extra, height: frame.height)
                }
            }
            return t.apply(frame)
        case .pushClip, .popClip, .pushOpacity, .popOpacity, .pushTransform, .popTransform, .pushLayer, .popLayer:
            return .zero
        }
    }
}

extension Rect {
    fileprivate func union(_ o: Rect) -> Rect {
        let x0 = min(minX, o.minX)
        let y0 = min(minY, o.minY)
        return Rect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }
}
