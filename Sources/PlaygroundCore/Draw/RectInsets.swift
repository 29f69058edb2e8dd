import Motion

extension Rect {
    /// Shrunk by `dx` on the left and right and `dy` on the top and bottom.
    package func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }
}
