import Motion
@testable import Playground

/// A headless host for the salon demo: frames every `dt` µs, each input delivered in the first
/// frame at or after its time, as the SDL host does.
struct SalonRig {
    static let viewport = Size(width: 784, height: 720)

    var demo: SalonDemo
    var time: Int64 = 0
    var index = 0
    let dt: Int64

    init(hz: Double = 60, viewport: Size = SalonRig.viewport, parameters: ParameterValues = ParameterValues()) {
        demo = SalonDemo(context: DemoContext(viewport: viewport, seed: 4, parameters: parameters))
        dt = Script.frameMicros(hz: hz)
        demo.step(Frame(index: 0, time: 0), inputs: [])
    }

    /// Runs frames until `end` (µs), delivering `inputs` (sorted by time) on the way.
    mutating func run(_ inputs: [TimedInput] = [], until end: Int64) {
        var pending = inputs[...]
        while time < end || !pending.isEmpty {
            let next = min(time + dt, max(end, pending.last?.time ?? end))
            var batch: [TimedInput] = []
            while let first = pending.first, first.time <= next {
                batch.append(first)
                pending = pending.dropFirst()
            }
            index += 1
            time = next
            demo.step(Frame(index: index, time: time), inputs: batch)
        }
    }

    /// One frame at exactly `t` with `inputs`.
    mutating func frame(at t: Int64, _ inputs: [TimedInput] = []) {
        index += 1
        time = max(time, t)
        demo.step(Frame(index: index, time: time), inputs: inputs)
    }

    /// Frames until the demo asks for none (wake .idle), at most `limit` µs more.
    @discardableResult
    mutating func settle(limit: Int64 = 6_000_000) -> Bool {
        let end = time + limit
        while time < end {
            switch demo.wake {
            case .idle: return true
            case .nextFrame: run(until: time + dt)
            case .at(let deadline): run(until: max(time + dt, deadline))
            }
        }
        return demo.wake == .idle
    }

    var y: Double { demo.stripFrame.midY }

    /// A drag from `x` with pointer velocity `velocity` (pt/s) sampled at `sampleHz` for
    /// `duration` µs, starting at `start`; returns the inputs and the release time.
    static func flick(from x: Double, y: Double, velocity: Double, start: Int64, duration: Int64 = 80_000,
                      sampleHz: Double = 120, releaseDelay: Int64 = 4_000) -> (inputs: [TimedInput], release: Int64) {
        let step = Script.frameMicros(hz: sampleHz)
        var inputs = [press(Point(x: x, y: y), at: start)]
        var t = start
        var px = x
        while t - start < duration {
            t += step
            px = x + velocity * Double(t - start) / 1_000_000
            inputs.append(move(Point(x: px, y: y), at: t))
        }
        let releaseTime = t + releaseDelay
        inputs.append(release(Point(x: px, y: y), at: releaseTime))
        return (inputs, releaseTime)
    }
}

func wheel(dx: Double = 0, dy: Double = 0, at t: Int64) -> TimedInput { TimedInput(time: t, .wheelScrolled(dx: dx, dy: dy)) }
