import Demos
import HarnessTestSupport
import Motion
import PlaygroundCore

public typealias PullDriver = DemoHarness<PullDemo>

/// The pull pager in the test harness: gestures built from pointer and wheel facts, timed from
/// the harness's clock.
extension DemoHarness where D == PullDemo {
    public static var viewport: Size { Size(width: 784, height: 720) }
    public static var frame: Int64 { 16_667 }

    /// `settings` as a replay header holds them (`["pull.threshold": "60"]`, or the old `pages`).
    public init(
        settings: [String: String] = [:], seed: UInt64 = 7, viewport: Size = PullDriver.viewport,
        frameStep: Int64 = PullDriver.frame
    ) {
        let parameters: ParameterValues
        do { parameters = try ParameterValues(settings: settings) } catch { preconditionFailure("\(error)") }
        self.init(PullDemo(context: DemoContext(viewport: viewport, seed: seed, parameters: parameters)))
        dt = frameStep
    }

    /// The clock, as these tests name it.
    public var t: Int64 { time }

    public var container: Rect { demo.containerFrame }
    public var grid: ScrollView { demo.currentScroll }
    public var page: Int { demo.current + 1 }
    public var innerOffset: Double { demo.currentScroll.offset.y }
    public var maxOffset: Double { demo.currentScroll.maxOffset(.vertical) }
    public var pageHeight: Double { container.height }

    /// Steps frames (every `dt`) until `until`, delivering `inputs` in the frames they fall in;
    /// any later ones arrive together in one more frame at `until`.
    public mutating func run(until: Int64, _ inputs: [TimedInput]) {
        let sorted = inputs.sorted { $0.time < $1.time }
        let early = sorted.filter { $0.time <= until }
        run(early, until: until)
        if early.count < sorted.count { frame(at: time, Array(sorted[early.count...])) }
    }

    /// Everything settles: moves, bounces, wheel deadlines, toasts.
    public mutating func settle() { wait(2_000_000) }

    public mutating func send(_ inputs: (Int64) -> [TimedInput]) {
        let list = inputs(t + 1_000)
        run(until: (list.map(\.time).max() ?? t) + 1, list)
    }

    /// A slow pull: the finger moves `travel` points (positive = upwards, pulling the content up
    /// past its bottom) over 200 ms, rests 150 ms so the release carries no velocity, releases.
    /// Calls `whileHeld` just before the release.
    public mutating func pull(finger travel: Double, at x: Double? = nil, whileHeld: (PullDriver) -> Void = { _ in }) {
        let start = Point(x: x ?? container.midX, y: container.midY)
        // Past UIKit's touch slop (the pull demo's default physics); the drag is measured from here.
        let slop = (UIKitScrolling.touchSlop + 1) * (travel >= 0 ? -1 : 1)
        var inputs = [
            HarnessTestSupport.press(start, at: t + 1_000),
            HarnessTestSupport.move(Point(x: start.x, y: start.y + slop), at: t + 10_000),
        ]
        let steps = 10
        for i in 1...steps {
            let y = start.y + slop - travel * Double(i) / Double(steps)
            inputs.append(HarnessTestSupport.move(Point(x: start.x, y: y), at: t + 10_000 + Int64(i) * 20_000))
        }
        let end = Point(x: start.x, y: start.y + slop - travel)
        let releaseAt = t + 10_000 + Int64(steps) * 20_000 + 150_000
        run(until: releaseAt - 1, inputs)
        whileHeld(self)
        run(until: releaseAt, [HarnessTestSupport.release(end, at: releaseAt)])
    }

    /// Finger travel that shows as `overshoot` points past the edge (the inverse rubber band).
    public func travel(forOvershoot overshoot: Double) -> Double {
        RubberBand.overshoot(forDistance: overshoot, dimension: pageHeight)
    }

    /// A fast flick: the finger moves `travel` points upwards (positive) in `duration` µs and
    /// lets go while still moving.
    public mutating func flick(finger travel: Double, duration: Int64 = 60_000) {
        let start = Point(x: container.midX, y: container.midY)
        let sign = travel >= 0 ? -1.0 : 1.0
        let slop = UIKitScrolling.touchSlop + 1
        var inputs = [
            HarnessTestSupport.press(start, at: t + 1_000),
            HarnessTestSupport.move(Point(x: start.x, y: start.y + slop * sign), at: t + 5_000),
        ]
        let steps = 6
        var last = start
        for i in 1...steps {
            last = Point(x: start.x, y: start.y + slop * sign - travel * Double(i) / Double(steps))
            inputs.append(HarnessTestSupport.move(last, at: t + 5_000 + duration * Int64(i) / Int64(steps)))
        }
        inputs.append(HarnessTestSupport.release(last, at: t + 5_000 + duration))
        run(until: t + 5_000 + duration + 1, inputs)
    }

    /// Whole wheel notches, `count` of them 30 ms apart; positive `dy` scrolls towards the top.
    public mutating func wheel(notches count: Int, dy: Double) {
        let inputs = (0..<count).map { TimedInput(time: t + 1_000 + Int64($0) * 30_000, .wheelScrolled(dx: 0, dy: dy)) }
        run(until: inputs.last!.time + 1, inputs)
    }

    /// Rests the current grid on its bottom edge through wheel notches inside the range.
    public mutating func scrollToBottom() {
        let notches = Int(((maxOffset - innerOffset) / ScrollView.defaultWheelLineHeight).rounded(.up))
        wheel(notches: notches, dy: -1)
        settle()
    }

    public mutating func key(_ k: Key) { run(until: t + 1_001, [HarnessTestSupport.key(k, at: t + 1_000)]) }

    public mutating func click(_ p: Point) {
        run(
            until: t + 40_001,
            [HarnessTestSupport.press(p, at: t + 1_000), HarnessTestSupport.release(p, at: t + 40_000)])
    }
}
