import Motion

/// A demo with a scroll surface a release can be asked about without a recording (`playground
/// release`): the salon's strip, a scene's strip, the eased list. The release goes through the
/// demo's own path from the velocity tracker on (its `willEndDragging`, its snapping, what it
/// does as the content comes to rest), so the answer is what the window does.
public protocol ReleaseSurface: Demo {
    /// The scroll view a release moves, and along which axis.
    var releaseScroll: ScrollView { get }
    var releaseAxis: Axis { get }
    /// A drag released at `offset` (the content offset along the axis, as `--dump-state` gives
    /// it) whose velocity tracker read `velocity` (pt/s in offset space), at demo time `time`.
    mutating func release(at offset: Double, velocity: Double, time: Int64)
    /// Whether the platform chose a rest for the last release (an item to snap to); nil where
    /// the surface does not snap.
    var releaseChoseTarget: Bool? { get }
    /// The item at rest at `offset` (0-based, as `--dump-state`'s `selected`); nil where the
    /// surface has no items to select.
    func restingItem(at offset: Double) -> Int?
}
