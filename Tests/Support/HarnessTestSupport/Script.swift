import Motion
import PlaygroundCore

/// The window tests run at and the frame interval for a rate; `DemoHarness` steps demos.
public struct Script {
    public static let window = Size(width: 1024, height: 720)
    public static func frameMicros(hz: Double) -> Int64 { Int64((1_000_000 / hz).rounded()) }
}

public func press(_ p: Point, at t: Int64) -> TimedInput { TimedInput(time: t, .pointerPressed(p, button: .left)) }
public func move(_ p: Point, at t: Int64) -> TimedInput { TimedInput(time: t, .pointerMoved(p)) }
public func release(_ p: Point, at t: Int64) -> TimedInput {
    TimedInput(time: t, .pointerReleased(p, button: .left))
}
public func key(_ k: Key, at t: Int64, _ modifiers: Modifiers = []) -> TimedInput {
    TimedInput(time: t, .keyPressed(k, modifiers: modifiers))
}
