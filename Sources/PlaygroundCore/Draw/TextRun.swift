import Motion

/// A line of text laid out in a box: vertically centred, aligned horizontally, cut with an
/// ellipsis when wider than the box (if `truncates`).
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var frame: Rect
    public var size: Double
    public var weight: FontWeight
    public var color: Color
    public var alignment: TextAlignment
    public var truncates: Bool

    public init(
        _ string: String, in frame: Rect, size: Double = 14, weight: FontWeight = .regular,
        color: Color = .black, alignment: TextAlignment = .leading, truncates: Bool = true
    ) {
        self.string = string
        self.frame = frame
        self.size = size
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.truncates = truncates
    }
}

public enum FontWeight: String, Hashable, Sendable { case regular, bold }
public enum TextAlignment: String, Hashable, Sendable { case leading, center, trailing }
