import Motion
import PlaygroundCore

/// The seed's `selectionFrameView`: a 340 × 220 frame of corner brackets centred on the strip,
/// faded and scaled by the scrolling state. The seed draws two bracket images (the lower-left
/// one the upper-right image rotated by π); here all four corners are drawn as L-shaped lines.
struct Viewfinder: Hashable, Sendable {
    /// The seed's frame size, points.
    static let size = Size(width: 340, height: 220)
    /// Length of each bracket arm, points.
    static let armLength = 36.0
    static let lineWidth = 4.0
    static let color = Theme.accent

    /// What the scrolling state sets: alpha and uniform scale.
    struct Appearance: Hashable, Sendable, Interpolatable {
        var alpha: Double
        var scale: Double

        init(alpha: Double, scale: Double) {
            self.alpha = alpha
            self.scale = scale
        }

        init(_ state: ScrollingState) { self.init(alpha: state.alpha, scale: state.scale) }

        func interpolated(to o: Appearance, _ p: Double) -> Appearance {
            Appearance(alpha: lerp(alpha, o.alpha, p), scale: lerp(scale, o.scale, p))
        }
    }

    /// The four L-shaped brackets of a frame, each as two lines meeting at the corner.
    static func brackets(in frame: Rect) -> [(Point, Point)] {
        let a = armLength
        var lines: [(Point, Point)] = []
        for (corner, dx, dy) in [
            (Point(x: frame.minX, y: frame.minY), 1.0, 1.0),
            (Point(x: frame.maxX, y: frame.minY), -1.0, 1.0),
            (Point(x: frame.minX, y: frame.maxY), 1.0, -1.0),
            (Point(x: frame.maxX, y: frame.maxY), -1.0, -1.0),
        ] {
            lines.append((corner, Point(x: corner.x + dx * a, y: corner.y)))
            lines.append((corner, Point(x: corner.x, y: corner.y + dy * a)))
        }
        return lines
    }

    static func draw(into list: inout DrawList, centre: Point, appearance: Appearance) {
        let frame = Rect(center: centre, size: size)
        list.withOpacity(appearance.alpha) { list in
            list.transformed(.scale(appearance.scale, appearance.scale, about: centre)) { list in
                for (from, to) in brackets(in: frame) {
                    list.line(from, to, color, width: lineWidth)
                }
            }
        }
    }
}
