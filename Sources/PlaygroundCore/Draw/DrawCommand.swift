import Motion

/// One instruction of the draw list. Coordinates are logical points in the space set up by the
/// enclosing pushTransform commands; pushes and pops always pair.
public enum DrawCommand: Hashable, Sendable {
    case fillRect(Rect, cornerRadius: Double, color: Color)
    case strokeRect(Rect, cornerRadius: Double, lineWidth: Double, color: Color)
    case line(from: Point, to: Point, width: Double, color: Color)
    case text(TextRun)
    /// Clip to a rectangle (in current coordinates), intersected with the enclosing clip.
    case pushClip(Rect)
    case popClip
    /// Multiply the alpha of everything until the matching pop.
    case pushOpacity(Double)
    case popOpacity
    case pushTransform(Transform)
    case popTransform
    /// Layout markers (`DrawLayer`): they paint nothing and pair like the other pushes.
    case pushLayer(DrawLayer)
    case popLayer
}
