import Motion

/// Who owns the pointer between press and release, and what a press on the content turned into.
enum PagerGesture: Hashable, Sendable {
    case none
    /// Pressed on the content; the direction is not decided yet.
    case pending(start: Point)
    /// A horizontal drag driving an interactive transition; `step` is +1 (next) or −1 (previous).
    case interactive(start: Point, step: Int)
    /// A horizontal drag past the first or last channel: the page rubber-bands. `side` is the
    /// sign of the overshoot, `rawStart` the unbanded offset when the drag began.
    case rubberBand(start: Point, rawStart: Double, side: Double)
    /// A vertical drag, or a drag an interruption took over: nothing until release.
    case ignored
    /// Pressed on the tab bar: its scroll view has the pointer.
    case tabBar
    /// Pressed on a control (button); a click acts on release.
    case controls
}
