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
        let before = PaintedCommand.flatten(old), after = PaintedCommand.flatten(new)
        guard before.count == after.count else { return .everything }
        var damage: Rect?
        func add(_ r: Rect) {
            guard r.width > 0, r.height > 0 else { return }
            guard let d = damage else { damage = r; return }
            let x0 = min(d.minX, r.minX), y0 = min(d.minY, r.minY)
            damage = Rect(x: x0, y: y0, width: max(d.maxX, r.maxX) - x0, height: max(d.maxY, r.maxY) - y0)
        }
        for (a, b) in zip(before, after) where a != b {
            add(a.bounds)
            add(b.bounds)
        }
        return damage.map { .region($0) } ?? .none
    }
}

/// A drawing command with the state it is drawn under, and the points it can touch.
struct PaintedCommand: Equatable {
    var command: DrawCommand
    var transform: Transform
    var opacity: Double
    var clip: Rect?
    var bounds: Rect

    static func flatten(_ list: DrawList) -> [PaintedCommand] {
        var result: [PaintedCommand] = []
        var transform = Transform.identity, transforms: [Transform] = []
        var opacity = 1.0, opacities: [Double] = []
        var clip: Rect?, clips: [Rect?] = []
        for command in list.commands {
            switch command {
            case .pushTransform(let t):
                transforms.append(transform)
                transform = t.then(transform)
            case .popTransform:
                transform = transforms.popLast() ?? .identity
            case .pushOpacity(let o):
                opacities.append(opacity)
                opacity *= o
            case .popOpacity:
                opacity = opacities.popLast() ?? 1
            case .pushLayer, .popLayer:
                break
            case .pushClip(let r):
                clips.append(clip)
                let r = transform.apply(r)
                clip = clip.map { $0.intersection(r) } ?? r
            case .popClip:
                clip = clips.popLast() ?? nil
            case .fillRect, .strokeRect, .line, .text:
                var b = bounds(of: command, under: transform).insetBy(-DrawListDamage.fringe)
                if let clip { b = b.intersection(clip) }
                result.append(PaintedCommand(command: command, transform: transform, opacity: opacity, clip: clip, bounds: b))
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
                let extra = max(0, TextMetrics.estimatedWidth(run.string, size: run.size, weight: run.weight) * 1.5 - run.frame.width)
                switch run.alignment {
                case .leading: frame.size.width += extra
                case .trailing: frame = Rect(x: frame.minX - extra, y: frame.minY, width: frame.width + extra, height: frame.height)
                case .center:
                    frame = Rect(x: frame.minX - extra / 2, y: frame.minY, width: frame.width + extra, height: frame.height)
                }
            }
            return t.apply(frame)
        case .pushClip, .popClip, .pushOpacity, .popOpacity, .pushTransform, .popTransform, .pushLayer, .popLayer:
            return .zero
        }
    }
}
