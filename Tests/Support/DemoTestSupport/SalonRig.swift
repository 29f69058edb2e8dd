import Demos
import HarnessTestSupport
import Motion
import PlaygroundCore

/// The salon demo in the test harness, with the gestures its tests share.
public typealias SalonRig = DemoHarness<SalonDemo>

extension DemoHarness where D == SalonDemo {
    public static var viewport: Size { Size(width: 784, height: 720) }

    public init(hz: Double = 60, viewport: Size = SalonRig.viewport, parameters: ParameterValues = ParameterValues()) {
        self.init(SalonDemo(context: DemoContext(viewport: viewport, seed: 4, parameters: parameters)), hz: hz)
    }

    public var y: Double { demo.stripFrame.midY }

    /// A drag from `x` with pointer velocity `velocity` (pt/s) sampled at `sampleHz` for
    /// `duration` µs, starting at `start`; returns the inputs and the release time.
    public static func flick(
        from x: Double, y: Double, velocity: Double, start: Int64, duration: Int64 = 80_000,
        sampleHz: Double = 120, releaseDelay: Int64 = 4_000
    ) -> (inputs: [TimedInput], release: Int64) {
        let step = Script.frameMicros(hz: sampleHz)
        var inputs = [HarnessTestSupport.press(Point(x: x, y: y), at: start)]
        var t = start
        var px = x
        while t - start < duration {
            t += step
            px = x + velocity * Double(t - start) / 1_000_000
            inputs.append(HarnessTestSupport.move(Point(x: px, y: y), at: t))
        }
        let releaseTime = t + releaseDelay
        inputs.append(HarnessTestSupport.release(Point(x: px, y: y), at: releaseTime))
        return (inputs, releaseTime)
    }
}

public func wheel(dx: Double = 0, dy: Double = 0, at t: Int64) -> TimedInput {
    TimedInput(time: t, .wheelScrolled(dx: dx, dy: dy))
}
