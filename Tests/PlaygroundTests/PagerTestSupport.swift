import Motion
@testable import Playground

/// A headless host for the pager: a clock in µs, frames at 60 Hz, scripted pointer and keys.
struct PagerHarness {
    static let viewport = Size(width: 784, height: 720)
    static let frame: Int64 = 16_667

    var demo: PagerDemo
    var time: Int64 = 0
    var frameIndex = 0

    init(parameters: ParameterValues = ParameterValues()) {
        demo = PagerDemo(context: DemoContext(viewport: PagerHarness.viewport, seed: 1, parameters: parameters))
        step([])
    }

    var width: Double { demo.contentFrame.width }
    var centre: Point { demo.contentFrame.center }
    var container: PagerContainer { demo.container }
    var state: StateValue { demo.state }
    var index: Int { demo.container.currentIndex }

    /// Delivers `inputs` (stamped at their own times) in a frame at the latest of them.
    mutating func step(_ inputs: [TimedInput]) {
        time = max(time, inputs.map(\.time).max() ?? time)
        demo.step(Frame(index: frameIndex, time: time), inputs: inputs)
        frameIndex += 1
    }

    /// Frames with no input for `micros`.
    mutating func wait(_ micros: Int64) {
        let end = time + micros
        while time < end {
            time = min(end, time + Self.frame)
            step([])
        }
    }

    /// Steps until nothing moves (transition, rubber band, tab bar scroll).
    mutating func settle() {
        var guardCount = 0
        while demo.wake != .idle, guardCount < 1000 {
            if case .at(let t) = demo.wake { time = max(time, t) } else { time += Self.frame }
            step([])
            guardCount += 1
        }
    }

    mutating func key(_ k: Key) {
        time += 1_000
        step([TimedInput(time: time, .keyPressed(k, modifiers: []))])
    }

    mutating func press(_ p: Point) {
        time += 1_000
        step([TimedInput(time: time, .pointerPressed(p, button: .left))])
    }

    mutating func move(_ p: Point, after dt: Int64 = 8_000) {
        time += dt
        step([TimedInput(time: time, .pointerMoved(p))])
    }

    mutating func release(_ p: Point, after dt: Int64 = 8_000) {
        time += dt
        step([TimedInput(time: time, .pointerReleased(p, button: .left))])
    }

    mutating func click(_ p: Point) {
        press(p)
        release(p, after: 50_000)
    }

    /// Presses at the content's centre and moves horizontally by `dx` in `steps` moves of
    /// `dt` µs each (constant speed). Returns the last pointer position.
    @discardableResult
    mutating func drag(dx: Double, steps: Int = 20, dt: Int64 = 8_000, from start: Point? = nil, pressFirst: Bool = true) -> Point {
        let start = start ?? centre
        if pressFirst { press(start) }
        var p = start
        for i in 1...steps {
            p = Point(x: start.x + dx * Double(i) / Double(steps), y: start.y)
            move(p, after: dt)
        }
        return p
    }

    var progress: Double? {
        guard case .object = state["transition"] ?? .null, let v = state["transition"]?["progress"]?.doubleValue else { return nil }
        return v
    }

    var logTexts: [String] { demo.log.map(\.text) }
}
