import Motion
import PlaygroundCore

/// One demo with its own clock: a hidden demo's time stands still, so switching away and back
/// never makes its timers fire in a burst.
struct DemoSlot: Sendable {
    var demo: any Demo
    package var viewport: Size
    var time: Int64 = 0
    var frameIndex: Int = 0
}
