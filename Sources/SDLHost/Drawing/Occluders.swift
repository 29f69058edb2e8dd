import CSDL2
import Motion
import PlaygroundCore

/// The large opaque boxes a draw list paints, in pixels, with the index of the command that
/// paints each: anything drawn earlier entirely under one of them is never seen, so it is not
/// drawn. A window's background fill hides the clear; a page hides the page behind it and the
/// translucent card under it; a full-screen overlay hides the demo.
///
/// Exact by construction: an occluder is the part of an opaque fill that is stored as solid
/// pixels (the straight bands of a rounded rect, never its anti-aliased corners), cut to the
/// clip in force, so skipping what it covers changes no pixel.
struct Occluders {
    struct Box {
        /// The command that paints it.
        var index: Int
        var x0: Int, y0: Int, x1: Int, y1: Int
    }

    private(set) var boxes: [Box] = []
    /// Smaller opaque boxes are not worth the checks they would cost every primitive.
    static let minimumArea = 64 * 64
    static let limit = 16

    mutating func removeAll() { boxes.removeAll(keepingCapacity: true) }

    /// Collects the opaque boxes of `list` as `DrawListRenderer` will resolve them, under the
    /// initial `device` transform and `clip` (pixels; nil: the whole target of `width` × `height`).
    mutating func collect(_ list: DrawList, device start: Transform, clip region: SDL_Rect?, width: Int, height: Int) {
        removeAll()
        let whole = Box(index: 0, x0: 0, y0: 0, x1: width, y1: height)
        let base = region.map {
            Box(index: 0, x0: Int($0.x), y0: Int($0.y), x1: Int($0.x + $0.w), y1: Int($0.y + $0.h))
        }
        var device = start
        var devices: [Transform] = []
        var opaque = true
        var opacities: [Bool] = []
        var clip = Self.cut(base ?? whole, whole)
        var clips: [Box] = []
        for (index, command) in list.commands.enumerated() {
            switch command {
            case .pushTransform(let t):
                devices.append(device)
                device = t.then(device)
            case .popTransform:
                if let previous = devices.popLast() { device = previous }
            case .pushOpacity(let value):
                opacities.append(opaque)
                opaque = opaque && value >= 1
            case .popOpacity:
                if let previous = opacities.popLast() { opaque = previous }
            case .pushClip(let rect):
                clips.append(clip)
                let r = device.apply(rect)
                let p = PixelBox(r)
                let box = Box(index: 0, x0: p.x0, y0: p.y0, x1: p.x1, y1: p.y1)
                clip = Self.cut(box, clip)
            case .popClip:
                // Unbalanced pops are ignored, as the renderer ignores them.
                if let previous = clips.popLast() { clip = previous }
            case .fillRect(let rect, let radius, let color):
                guard opaque, color.a == 255 else { continue }
                let p = PixelBox(device.apply(rect))
                let rx = PixelCoordinate.cornerRadius(radius, scale: device.scaleX, side: p.width)
                let ry = PixelCoordinate.cornerRadius(radius, scale: device.scaleY, side: p.height)
                // A rounded fill is solid between its corners: its widest vertical and horizontal bands.
                let rounded = rx >= 1 && ry >= 1
                add(
                    Box(index: index, x0: p.x0 + (rounded ? rx : 0), y0: p.y0, x1: p.x1 - (rounded ? rx : 0), y1: p.y1),
                    clip)
                if rounded { add(Box(index: index, x0: p.x0, y0: p.y0 + ry, x1: p.x1, y1: p.y1 - ry), clip) }
            case .strokeRect, .line, .text, .pushLayer, .popLayer:
                continue
            }
        }
    }

    private mutating func add(_ box: Box, _ clip: Box) {
        var b = Self.cut(box, clip)
        b.index = box.index
        guard b.x1 > b.x0, b.y1 > b.y0, (b.x1 - b.x0) * (b.y1 - b.y0) >= Self.minimumArea else { return }
        if boxes.count < Self.limit {
            boxes.append(b)
        } else if let smallest = boxes.indices.min(by: { boxes[$0].area < boxes[$1].area }),
            boxes[smallest].area < b.area
        {
            boxes[smallest] = b
        }
    }

    private static func cut(_ a: Box, _ b: Box) -> Box {
        Box(index: a.index, x0: max(a.x0, b.x0), y0: max(a.y0, b.y0), x1: min(a.x1, b.x1), y1: min(a.y1, b.y1))
    }

    /// Whether [x0, x1) × [y0, y1) is entirely under something a later command paints solid.
    func hide(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, after index: Int) -> Bool {
        if x1 <= x0 || y1 <= y0 { return true }
        for b in boxes where b.index > index && b.x0 <= x0 && b.y0 <= y0 && b.x1 >= x1 && b.y1 >= y1 { return true }
        return false
    }

    /// [x0, x1) × [y0, y1) less what later solid boxes cover where that leaves one rectangle
    /// (a page sliding over a backdrop leaves a strip); nil when nothing is left.
    func visible(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, after index: Int) -> (Int, Int, Int, Int)? {
        var (l, t, r, b) = (x0, y0, x1, y1)
        for box in boxes where box.index > index {
            if l >= r || t >= b { return nil }
            // Covers the full height: cut from the left or the right.
            if box.y0 <= t && box.y1 >= b {
                if box.x0 <= l && box.x1 > l { l = min(r, box.x1) }
                if box.x1 >= r && box.x0 < r { r = max(l, box.x0) }
            }
            // Covers the full width: cut from the top or the bottom.
            if box.x0 <= l && box.x1 >= r {
                if box.y0 <= t && box.y1 > t { t = min(b, box.y1) }
                if box.y1 >= b && box.y0 < b { b = max(t, box.y0) }
            }
        }
        return l < r && t < b ? (l, t, r, b) : nil
    }
}

extension Occluders.Box {
    var area: Int { (x1 - x0) * (y1 - y0) }
}
