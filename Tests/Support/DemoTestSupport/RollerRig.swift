import Demos
import HarnessTestSupport
import Motion
import PlaygroundCore

/// The roller demo in the test harness: clicks and keys land in a frame of their own at their
/// own time, as the roller tests script them.
public typealias RollerRig = DemoHarness<RollerDemo>

extension DemoHarness where D == RollerDemo {
    public static var viewport: Size { Size(width: 1040, height: 760) }
    /// Stay 2 s + roll 0.66 s: the seed's timer period.
    public static var period: Int64 { 2_660_000 }

    public init(viewport: Size = RollerRig.viewport, parameters: ParameterValues = ParameterValues()) {
        self.init(RollerDemo(context: DemoContext(viewport: viewport, seed: 7, parameters: parameters)))
    }

    public func center(of roller: Int) -> Point { demo.rollers[roller].frame.center }

    /// A press and a release at `p` in one frame at `time`.
    public mutating func click(_ p: Point, at time: Int64) {
        frame(at: time, facts: [.pointerPressed(p, button: .left), .pointerReleased(p, button: .left)])
    }

    public mutating func key(_ name: String, at time: Int64) {
        frame(at: time, facts: [.keyPressed(Key(rawValue: name), modifiers: [])])
    }
}
