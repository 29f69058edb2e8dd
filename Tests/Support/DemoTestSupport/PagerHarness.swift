import Demos
import HarnessTestSupport
import Motion
import PlaygroundCore

/// The pager in the test harness: a press, moves and a release each delivered in a frame of
/// their own at their own time, as a burst of events arrives, plus keys and drags.
public typealias PagerHarness = DemoHarness<PagerDemo>

extension DemoHarness where D == PagerDemo {
    public static var viewport: Size { Size(width: 784, height: 720) }
    public static var frame: Int64 { 16_667 }

    public init(parameters: ParameterValues = ParameterValues()) {
        self.init(PagerDemo(context: DemoContext(viewport: PagerHarness.viewport, seed: 1, parameters: parameters)))
    }

    public var width: Double { demo.contentFrame.width }
    public var centre: Point { demo.contentFrame.center }
    public var container: PagerContainer { demo.container }
    /// The channel shown.
    public var index: Int { demo.container.currentIndex }

    /// Delivers `inputs` (stamped at their own times) in a frame at the latest of them.
    public mutating func step(_ inputs: [TimedInput]) { deliver(inputs) }

    /// Steps until nothing moves (transition, rubber band, tab bar scroll), jumping to timers.
    public mutating func settle() {
        var guardCount = 0
        while demo.wake != .idle, guardCount < 1000 {
            if case .at(let t) = demo.wake { frame(at: t) } else { frame(at: time + Self.frame) }
            guardCount += 1
        }
    }

    public mutating func key(_ k: Key) {
        frame(at: time + 1_000, facts: [.keyPressed(k, modifiers: [])])
    }

    public mutating func press(_ p: Point) {
        frame(at: time + 1_000, facts: [.pointerPressed(p, button: .left)])
    }

    public mutating func move(_ p: Point, after dt: Int64 = 8_000) {
        frame(at: time + dt, facts: [.pointerMoved(p)])
    }

    public mutating func release(_ p: Point, after dt: Int64 = 8_000) {
        frame(at: time + dt, facts: [.pointerReleased(p, button: .left)])
    }

    public mutating func click(_ p: Point) {
        press(p)
        release(p, after: 50_000)
    }

    /// Presses at the content's centre and moves horizontally by `dx` in `steps` moves of
    /// `dt` µs each (constant speed). Returns the last pointer position.
    @discardableResult
    public mutating func drag(
        dx: Double, steps: Int = 20, dt: Int64 = 8_000, from start: Point? = nil, pressFirst: Bool = true
    ) -> Point {
        let start = start ?? centre
        if pressFirst { press(start) }
        var p = start
        for i in 1...steps {
            p = Point(x: start.x + dx * Double(i) / Double(steps), y: start.y)
            move(p, after: dt)
        }
        return p
    }

    public var progress: Double? {
        guard case .object = state["transition"] ?? .null, let v = state["transition"]?["progress"]?.doubleValue else {
            return nil
        }
        return v
    }

    public var logTexts: [String] { demo.log.map(\.text) }
}
