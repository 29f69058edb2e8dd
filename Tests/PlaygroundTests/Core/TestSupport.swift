import Motion

@testable import PlaygroundCore

/// The window tests run at and the frame interval for a rate; `DemoHarness` steps demos.
struct Script {
    static let window = Size(width: 1024, height: 720)
    static func frameMicros(hz: Double) -> Int64 { Int64((1_000_000 / hz).rounded()) }
}

func press(_ p: Point, at t: Int64) -> TimedInput { TimedInput(time: t, .pointerPressed(p, button: .left)) }
func move(_ p: Point, at t: Int64) -> TimedInput { TimedInput(time: t, .pointerMoved(p)) }
func release(_ p: Point, at t: Int64) -> TimedInput { TimedInput(time: t, .pointerReleased(p, button: .left)) }
func key(_ k: Key, at t: Int64, _ modifiers: Modifiers = []) -> TimedInput {
    TimedInput(time: t, .keyPressed(k, modifiers: modifiers))
}
