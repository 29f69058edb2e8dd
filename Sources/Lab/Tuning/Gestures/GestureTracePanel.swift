import Demos
import Motion
import PlaygroundCore

/// The last gesture's position and velocity, B live and A the ghost, docked in the left column
/// under the motion inspector while the inspector is open (never drawn over the demo).
struct GestureTracePanel: DockedPanel {
    var b: GestureTrace
    var a: GestureTrace?

    var name: String { "gesture trace" }

    func height(forWidth width: Double) -> Double { 170 }

    /// Up to 420 pt tall, when the column has the room.
    func growth(forWidth width: Double) -> Double { 250 }

    func draw(into list: inout DrawList, frame: Rect) {
        GestureTracePlot(b: b, a: a, frame: frame).draw(into: &list)
    }
}
