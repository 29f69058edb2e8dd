import Demos
import HarnessTestSupport
import Motion
import PlaygroundCore

/// The easing demo in the test harness.
public typealias EasingRig = DemoHarness<EasingDemo>

extension DemoHarness where D == EasingDemo {
    public static var viewport: Size { Size(width: 784, height: 720) }

    /// Frame 0 runs with `inputs`, as in a host whose first frame already has events.
    public init(
        viewport: Size = EasingRig.viewport, seed: UInt64 = 7, parameters: ParameterValues = ParameterValues(),
        hz: Double = 60, inputs: [TimedInput] = []
    ) {
        self.init(
            EasingDemo(context: DemoContext(viewport: viewport, seed: seed, parameters: parameters)), hz: hz,
            inputs: inputs)
    }

    /// The list's offset, pt.
    public var offset: Double { demo.scroll.offset.y }

    /// A click (press, release 40 ms later) at `p`.
    public mutating func click(_ p: Point) {
        run(
            [HarnessTestSupport.press(p, at: time + 1_000), HarnessTestSupport.release(p, at: time + 40_000)],
            until: time + 40_000)
    }
}
