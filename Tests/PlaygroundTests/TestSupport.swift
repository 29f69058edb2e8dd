import Motion
@testable import Playground

/// Steps a demo or the app at a fixed rate with scripted inputs, like a headless host.
struct Script {
    static let window = Size(width: 1024, height: 720)
    static func frameMicros(hz: Double) -> Int64 { Int64((1_000_000 / hz).rounded()) }
}

extension Demo {
    /// Steps from `from` to `to` (µs, exclusive of from) every `dt` µs with no input.
    mutating func advance(from: Int64, to: Int64, dt: Int64 = 16_667, startIndex: Int = 1) -> Int64 {
        var t = from
        var i = startIndex
        while t < to {
            t = min(to, t + dt)
            step(Frame(index: i, time: t), inputs: [])
            i += 1
        }
        return t
    }
}

func press(_ p: Point, at t: Int64) -> TimedInput { TimedInput(time: t, .pointerPressed(p, button: .left)) }
func move(_ p: Point, at t: Int64) -> TimedInput { TimedInput(time: t, .pointerMoved(p)) }
func release(_ p: Point, at t: Int64) -> TimedInput { TimedInput(time: t, .pointerReleased(p, button: .left)) }
func key(_ k: Key, at t: Int64, _ modifiers: Modifiers = []) -> TimedInput { TimedInput(time: t, .keyPressed(k, modifiers: modifiers)) }
