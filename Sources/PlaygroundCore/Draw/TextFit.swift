import Motion

/// How a text that must be read whole fits a frame, decided with the core's width estimate
/// (`TextMetrics`), so nothing is left for the renderer to end with an ellipsis:
///
/// 1. at its size on one line when it fits (the frame is then kept as it is);
/// 2. one step (1 pt) smaller on one line;
/// 3. wrapped at that smaller size into the lines the frame's height holds (1.2 em each);
/// 4. only when even those are too few, smaller in half-point steps, still wrapped, down to
///    `minimumSize`; and at that floor, on one line scaled to the frame's width.
///
/// Deterministic like every layout in the core.
public struct TextFit: Hashable, Sendable {
    public var lines: [String]
    public var size: Double

    /// The share of a line's estimated width kept free: the estimate runs up to 2.3 % short of
    /// what SDL2_ttf draws (hinting and kerning move a glyph by a pixel; measured in
    /// Tests/SDLHostTests/TextMetricsAccuracyTests), and a text fitted here must never meet the
    /// renderer's ellipsis.
    public static let spare = 0.025

    /// One line of `size` type is this tall (the ink `LayoutScan` estimates).
    public static func lineHeight(_ size: Double) -> Double { size * 1.2 }

    public init(
        _ text: String, width: Double, height: Double, size: Double, weight: FontWeight = .regular,
        minimumSize: Double = 8
    ) {
        func fits(_ line: String, _ s: Double) -> Bool {
            TextMetrics.estimatedWidth(line, size: s, weight: weight) * (1 + Self.spare) <= width
        }
        if fits(text, size) {
            self.init(lines: [text], size: size)
            return
        }
        var s = max(minimumSize, size - 1)
        if fits(text, s) {
            self.init(lines: [text], size: s)
            return
        }
        while s >= minimumSize {
            let room = max(1, Int(height / Self.lineHeight(s)))
            let wrapped = TextWrap.lines(text, width: width, size: s, weight: weight)
            if wrapped.count <= room, wrapped.allSatisfy({ fits($0, s) }) {
                self.init(lines: wrapped, size: s)
                return
            }
            s -= 0.5
        }
        let needed = TextMetrics.estimatedWidth(text, size: minimumSize, weight: weight) * (1 + Self.spare)
        self.init(lines: [text], size: minimumSize * min(1, width / max(needed, 1)))
    }

    public init(lines: [String], size: Double) {
        self.lines = lines
        self.size = size
    }

    /// The frame of each line: `frame` itself for one line, else lines of 1.2 em stacked and
    /// centred in it, so their estimated ink never overlaps.
    public func frames(in frame: Rect) -> [Rect] {
        guard lines.count > 1 else { return [frame] }
        let height = Self.lineHeight(size)
        let top = frame.midY - Double(lines.count) * height / 2
        return lines.indices.map {
            Rect(x: frame.minX, y: top + Double($0) * height, width: frame.width, height: height)
        }
    }
}

extension DrawList {
    /// Draws `string` in `frame` whole, as `TextFit` decides: one line at `size` when it fits,
    /// else a step smaller, else wrapped into the lines `frame` holds. With `wrapping`, one line
    /// keeps `frame` and two or more use that taller frame (room a layout keeps free for them).
    @discardableResult
    public mutating func fittedText(
        _ string: String, in frame: Rect, wrapping: Rect? = nil, size: Double, weight: FontWeight = .regular,
        color: Color = .black, alignment: TextAlignment = .leading, minimumSize: Double = 8
    ) -> TextFit {
        let room = wrapping ?? frame
        let fit = TextFit(
            string, width: room.width, height: room.height, size: size, weight: weight, minimumSize: minimumSize)
        for (line, lineFrame) in zip(fit.lines, fit.frames(in: fit.lines.count > 1 ? room : frame)) {
            text(line, in: lineFrame, size: fit.size, weight: weight, color: color, alignment: alignment)
        }
        return fit
    }
}
