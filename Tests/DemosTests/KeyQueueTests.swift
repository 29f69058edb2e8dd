import DemoTestSupport
import HarnessTestSupport
import Motion
import Testing

@testable import Demos
@testable import PlaygroundCore

/// Keys queue (issue 15): a key pressed while a key-driven animation runs counts from where
/// that animation is going, so rapid presses move as many steps as were pressed. Three presses
/// 50 ms apart in each demo; the final state is checked, and so is the path, frame by frame: it
/// only moves forward and never jumps.
@Suite struct KeyQueueTests {
    static let frame: Int64 = 16_667
    static let presses: [Int64] = [100_000, 150_000, 200_000]

    /// Steps `demo` in the harness at 60 Hz until `end`, each input in the first frame at or
    /// after its time, and returns `value` at frame 0 and after every frame.
    static func path<D: Demo>(
        _ demo: inout D, until end: Int64, _ inputs: [TimedInput],
        _ value: (D) -> Double
    ) -> [Double] {
        var rig = DemoHarness(demo)
        let samples = [value(rig.demo)] + rig.path(inputs, until: end, value).map(\.value)
        demo = rig.demo
        return samples
    }

    static func keys(_ k: Key, at times: [Int64] = presses) -> [TimedInput] {
        times.map { TimedInput(time: $0, .keyPressed(k, modifiers: [])) }
    }

    /// Never moves backwards, and no frame moves further than `maxStep`.
    static func expectSmoothForward(_ samples: [Double], maxStep: Double, _ what: Comment) {
        let steps = zip(samples, samples.dropFirst()).map { $1 - $0 }
        #expect(steps.allSatisfy { $0 >= -Tolerances.rounding }, what)
        #expect((steps.max() ?? 0) <= maxStep, "\(what): largest step \(steps.max() ?? 0) > \(maxStep)")
        #expect(steps.contains { $0 > 0 }, what)
    }

    @Test func threeQuickDownArrowsInTheEasingDemoScrollThreeRows() {
        var demo = EasingDemo(context: DemoContext(viewport: Size(width: 784, height: 720)))
        let samples = Self.path(&demo, until: 2_000_000, Self.keys(.down)) { $0.scroll.offset.y }
        #expect(samples.last == 3 * EasingDemo.rowHeight)
        #expect(demo.state["animating"] == .bool(false) && demo.completions == 1)
        // Each press restarts the seed's eased animation from where the content is (1 s,
        // ease-in-out cubic, steepest slope 3 × distance / duration); a row jump would be 44 pt.
        let peak = 3 * 3 * EasingDemo.rowHeight / demo.duration
        Self.expectSmoothForward(samples, maxStep: peak * Double(Self.frame) / 1_000_000 * 1.02, "easing ↓↓↓")
    }

    @Test func threeQuickRightArrowsInTheSalonSelectThreeCardsOnWithoutAStall() {
        var demo = SalonDemo(context: DemoContext(viewport: SalonRig.viewport, seed: 4))
        var speeds: [Double] = []
        let samples = Self.path(&demo, until: 6_000_000, Self.keys(.right)) { demo in
            speeds.append(demo.scroll.velocity.x)
            return demo.scroll.offset.x
        }
        #expect(demo.selectedIndex == 3 && demo.centeredError == 0 && demo.expandedIndex == 3)
        #expect(samples.last == demo.centredOffset(3))
        #expect(demo.state["phase"] == .string("idle"))
        Self.expectSmoothForward(samples, maxStep: SalonLayout.pitch / 2, "salon →→→")
        // Retargeted with its speed: the speed rises to one peak and falls, never dropping back
        // to rest at a press as a restarted animation would.
        let moving = speeds.drop { $0 == 0 }.prefix { $0 > 0 }
        let peak = moving.firstIndex(of: moving.max() ?? 0) ?? moving.startIndex
        #expect(zip(moving[..<peak], moving[..<peak].dropFirst()).allSatisfy { $1 >= $0 - Tolerances.velocityRounding })
        #expect(zip(moving[peak...], moving[peak...].dropFirst()).allSatisfy { $1 <= $0 + Tolerances.velocityRounding })
    }

    @Test func threeQuickPageDownsInThePullPagerGoThreePagesOn() {
        var demo = PullDemo(context: DemoContext(viewport: PullDriver.viewport, seed: 7))
        let height = demo.containerFrame.height
        let samples = Self.path(&demo, until: 3_000_000, Self.keys(.pageDown)) { $0.containerOffset }
        #expect(demo.current == 3 && demo.state["page"] == .int(4) && demo.move == nil)
        #expect(samples.last == 3 * height)
        // Page 1 → 2 (0.7 s, ease-in-out), then the queued 2 → 4 in one move from its end:
        // UIView's ease-in-out is never steeper than 2 × distance / duration.
        let peak = 2 * 2 * height / PullParameters.defaults.pageMoveDuration
        Self.expectSmoothForward(samples, maxStep: peak * Double(Self.frame) / 1_000_000, "pull ⇟⇟⇟")
    }

    @Test func threeQuickRightArrowsInThePagerGoThreeChannelsOn() {
        var demo = PagerDemo(context: DemoContext(viewport: PagerHarness.viewport, seed: 1))
        // Where the pager shows itself, in channels: from + (to − from) × fraction.
        func position(_ d: PagerDemo) -> Double {
            guard let t = d.container.transition else { return Double(d.container.currentIndex) }
            return Double(t.context.fromIndex) + Double(t.context.toIndex - t.context.fromIndex) * d.container.fraction
        }
        let samples = Self.path(&demo, until: 2_000_000, Self.keys(.right), position)
        #expect(demo.container.currentIndex == 3 && demo.container.transition == nil)
        #expect(samples.last == 3)
        // 0 → 1, then the queued 1 → 3 in one slide (0.28 s ease-in-out each); settling a slide
        // at once, as keys did before, jumped up to a whole channel in one frame.
        let peak = 2 * 2 / SlideAnimator.seedDuration
        Self.expectSmoothForward(samples, maxStep: peak * Double(Self.frame) / 1_000_000, "pager →→→")
        let starts = demo.log.map(\.text).filter { $0.hasPrefix("delegate.didStart") }
        #expect(starts == ["delegate.didStart(0 → 1)", "delegate.didStart(1 → 3)"])
    }

    @Test func aQueueNeverRunsPastTheEnds() {
        // Page Up / ← at the first page and → past the last channel stay put.
        var pull = PullDemo(
            context: DemoContext(
                viewport: PullDriver.viewport, seed: 7, parameters: try! ParameterValues(settings: ["pull.pages": "2"]))
        )
        _ = Self.path(&pull, until: 1_000_000, Self.keys(.pageDown, at: [100_000, 150_000, 200_000, 250_000])) {
            $0.containerOffset
        }
        #expect(pull.current == 1 && pull.toast?.text == "No more pages")
        var pager = PagerDemo(context: DemoContext(viewport: PagerHarness.viewport, seed: 1))
        _ = Self.path(&pager, until: 1_000_000, Self.keys(.left)) { _ in 0 }
        #expect(pager.container.currentIndex == 0 && pager.container.transition == nil)
        var easing = EasingDemo(context: DemoContext(viewport: Size(width: 784, height: 720)))
        _ = Self.path(&easing, until: 2_000_000, Self.keys(.up)) { $0.scroll.offset.y }
        #expect(easing.scroll.offset.y == 0)
    }
}
