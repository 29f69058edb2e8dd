import HarnessTestSupport
import Motion
import Testing

@testable import Demos
@testable import PlaygroundCore

/// Demos take new parameters while running (`apply`): from the next gesture, and on running
/// timers where that makes sense.
@Suite struct LiveParameterTests {
    static let viewport = Size(width: 784, height: 720)

    func values(_ pairs: [(String, String)]) -> ParameterValues {
        var v = ParameterValues()
        for (name, text) in pairs { try! v.set(name, to: text) }
        return v
    }

    @Test func theRollerRestartsEveryTimerWithTheNewPeriod() {
        var h = DemoHarness(RollerDemo(context: DemoContext(viewport: Self.viewport)))
        h.run(until: 500_000)
        #expect(h.demo.rollers.allSatisfy { $0.period == 2_660_000 })
        h.demo.apply(RollerParameters(values([("roller.stay_interval", "0.5"), ("roller.roll_duration", "0.3")])))
        #expect(h.demo.rollers.allSatisfy { $0.period == 800_000 && $0.stayInterval == 500_000 })
        // The first roll now starts 0.8 s after the change, not at 2.66 s.
        let before = h.demo.custom.currentIndex
        h.run(until: 1_250_000)
        #expect(h.demo.custom.currentIndex == before)
        h.run(until: 1_400_000)
        #expect(h.demo.custom.currentIndex != before)
        // An unrelated change leaves the timers alone.
        let timers = h.demo.rollers.map(\.period)
        h.demo.apply(
            RollerParameters(
                values([
                    ("roller.stay_interval", "0.5"), ("roller.roll_duration", "0.3"),
                    ("roller.space", "8"),
                ])))
        #expect(h.demo.rollers.map(\.period) == timers && h.demo.rollers.allSatisfy { $0.spaceOfItem == 8 })
    }

    @Test func theSalonGlidesWithTheNewRateFromTheNextRelease() {
        func flick(_ demo: SalonDemo, retuneTo rate: String?) -> Double {
            var h = DemoHarness(demo)
            if let rate { h.demo.apply(SalonParameters(values([("salon.deceleration_rate", rate)]))) }
            let f = h.flick(from: Point(x: 560, y: h.demo.stripFrame.midY), axis: .horizontal, velocity: -1500)
            h.run(f.inputs, until: f.release)
            return h.demo.lastRelease?.projectedLanding.x ?? .nan
        }
        let salon = SalonDemo(context: DemoContext(viewport: Self.viewport))
        let fresh = SalonDemo(
            context: DemoContext(
                viewport: Self.viewport,
                parameters: values([("salon.deceleration_rate", "0.99")])))
        // Retuned live = created with it: the same projected landing, bit for bit.
        #expect(flick(salon, retuneTo: "0.99") == flick(fresh, retuneTo: nil))
        #expect(flick(salon, retuneTo: "0.99") != flick(salon, retuneTo: nil))
    }

    @Test func theEasingDemoTakesAChangedTimingButKeepsOnePickedWithTheKeys() {
        var h = DemoHarness(EasingDemo(context: DemoContext(viewport: Self.viewport)))
        h.keyPress(.right)  // easeInOutCubic → easeInQuart
        let picked = h.demo.timing
        #expect(picked != .easeInOutCubic)
        h.demo.apply(EasingParameters(values([("easing.duration", "2")])))
        #expect(h.demo.timing == picked && h.demo.duration == 2)
        h.demo.apply(EasingParameters(values([("easing.duration", "2"), ("easing.timing", "easeOutBack")])))
        #expect(h.demo.timing == .easeOutBack)
    }
}
