import Motion

/// What part of the window `playground export-video --crop` films: the demo's area, or a
/// rectangle in window points; and the pixel rectangle that becomes the video, with even sides
/// (H.264 and VP9 with yuv420p need them).
public enum VideoCrop: Hashable, Sendable {
    /// The union of the demo's area over the exported frames: the tuning panel opening or
    /// closing moves its edge, and the union keeps every frame's demo whole.
    case demo
    /// x, y, width, height in window points.
    case points(Rect)

    /// `demo` or `x,y,w,h`; nil for anything else.
    public init?(argument: String) {
        if argument == "demo" {
            self = .demo
            return
        }
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Double(String($0)) }
        guard parts.count == 4, numbers.count == 4, numbers.allSatisfy(\.isFinite), numbers[0] >= 0, numbers[1] >= 0,
            numbers[2] > 0, numbers[3] > 0
        else { return nil }
        self = .points(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    }

    /// A pixel rectangle of the frame.
    public struct Pixels: Hashable, Sendable {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int
    }

    /// `rect` (points) in a `width` × `height`-pixel frame drawn at `scale` pixels per point:
    /// grown outward to whole pixels, clipped to the frame, then made even on each side by
    /// taking one more pixel where the frame has one, else one less. Nil when less than 2 × 2
    /// pixels remain.
    public static func pixels(of rect: Rect, scale: Double, width: Int, height: Int) -> Pixels? {
        func span(_ low: Double, _ high: Double, limit: Int) -> (Int, Int)? {
            var a = max(0, Int((low * scale).rounded(.down)))
            var b = min(limit, Int((high * scale).rounded(.up)))
            guard b - a >= 2 else { return nil }
            if (b - a) % 2 != 0 {
                if b < limit { b += 1 } else if a > 0 { a -= 1 } else { b -= 1 }
            }
            return (a, b)
        }
        guard let (x0, x1) = span(rect.minX, rect.maxX, limit: width),
            let (y0, y1) = span(rect.minY, rect.maxY, limit: height)
        else { return nil }
        return Pixels(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both.
    public static func union(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = min(a.minX, b.minX)
        let y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }
}

extension VideoCrop {
    /// The union of the app's demo area after each of the frames at positions `first...last`
    /// (0-based, file order): one headless pass that steps the session and draws nothing.
    public static func demoArea(of replay: Replay, first: Int, last: Int) throws(ReplayError) -> Rect {
        var cursor = ReplayCursor(replay)
        var app = try cursor.startSession()
        var area: Rect?
        var position = 0
        while position <= last, let (frame, inputs) = cursor.next() {
            app.step(frame, inputs: inputs)
            if position >= first { area = area.map { union($0, app.demoArea) } ?? app.demoArea }
            position += 1
        }
        return area ?? app.demoArea
    }
}
