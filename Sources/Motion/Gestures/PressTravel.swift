/// How far a press has travelled before it becomes a drag, in the forms the platforms' touch
/// slops measure (`PlatformScrolling.beginsDrag`): the displacement from the press (Android's
/// `RecyclerView` per axis, UIKit's pan recognizer as a distance, a one-axis Flutter recognizer
/// on its axis) and the length of the path (Flutter's `PanGestureRecognizer`, whose
/// `_globalDistanceMoved` adds every move's length).
public struct PressTravel: Hashable, Sendable {
    /// The pointer's displacement since the press, pt.
    public var displacement = Point.zero
    /// The sum of the moves' lengths, pt.
    public var path = 0.0

    public init() {}

    /// One pointer move of `delta`.
    public mutating func add(_ delta: Point) {
        let length = (delta.x * delta.x + delta.y * delta.y).squareRoot()
        guard length.isFinite else { return }
        displacement = displacement + delta
        path += length
    }
}
