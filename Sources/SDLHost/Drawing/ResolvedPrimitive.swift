import PlaygroundCore

/// What `DrawListRenderer` resolved a draw command to, in whole pixels after the transform,
/// opacity and clip stacks: exactly the SDL work it is about to do. The bench dumps these so
/// its C baseline can draw the same frames with nothing of ours in the way.
public enum ResolvedPrimitive: Sendable {
    /// The clip rect now in force.
    case clip(x: Int, y: Int, width: Int, height: Int)
    /// No clip: the whole target.
    case noClip
    /// A box [x0, x1) × [y0, y1) with corner radii (plain when either is below 1).
    case fill(x0: Int, y0: Int, x1: Int, y1: Int, rx: Int, ry: Int, color: Color, alpha: UInt8)
    /// A border inside the box: widths wx, wy; corners as for fills.
    case stroke(x0: Int, y0: Int, x1: Int, y1: Int, rx: Int, ry: Int, wx: Int, wy: Int, color: Color, alpha: UInt8)
    /// A diagonal line as three anti-aliased strips, in pixels.
    case line(ax: Double, ay: Double, bx: Double, by: Double, width: Double, color: Color, alpha: UInt8)
    /// A cached label drawn into `frame` (pixels), after truncation.
    case text(
        String, pixelSize: Int, weight: FontWeight, x: Float, y: Float, width: Float, height: Float,
        color: Color, alpha: UInt8)
}
