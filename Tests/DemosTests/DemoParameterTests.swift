import DemoTestSupport
import HarnessTestSupport
import Motion
import Testing

@testable import Demos
@testable import PlaygroundCore

/// Each demo reads its parameters: a changed value changes what the demo does, through the
/// same scripted inputs that the demo tests use.
@Suite struct DemoParameterTests {
    func values(_ settings: [String: String]) throws -> ParameterValues { try ParameterValues(settings: settings) }

    // MARK: - Salon

    /// The same scripted flick, released at the same velocity, at UIKit's normal and fast rates.
    func salonFlick(rate: String?) throws -> (release: DragRelease, travel: Double, card: Int) {
        var rig = SalonRig(parameters: try values(rate.map { ["salon.deceleration_rate": $0] } ?? [:]))
        let start = rig.demo.scroll.offset.x
        let flick = SalonRig.flick(from: 600, y: rig.y, velocity: -2500, start: 10_000)
        rig.run(flick.inputs, until: flick.release)
        let release = try #require(rig.demo.lastRelease)
        let rested = rig.settle()
        #expect(rested, "comes to rest")
        #expect(rig.demo.centeredError == 0)
        return (release, rig.demo.scroll.offset.x - start, rig.demo.selectedIndex)
    }

    @Test func aFastDecelerationRateMakesTheSameFlickTravelLess() throws {
        let normal = try salonFlick(rate: nil)
        let fast = try salonFlick(rate: "0.99")
        #expect(normal.release.velocity == fast.release.velocity, "the same gesture")
        #expect(normal.release.offset == fast.release.offset)
        let v = normal.release.velocity.x
        #expect(v > 2000, "a real flick: \(v) pt/s")
        // Before snapping: the projection is UIKit's closed form for each rate (0.499 v vs 0.099 v).
        let x0 = normal.release.offset.x
        let uiKitNormal = Snapping.projectedLanding(position: x0, velocity: v, rate: .normal)
        let uiKitFast = Snapping.projectedLanding(position: x0, velocity: v, rate: .fast)
        #expect(abs(normal.release.projectedLanding.x - uiKitNormal) < Tolerances.rounding)
        #expect(abs(fast.release.projectedLanding.x - uiKitFast) < Tolerances.rounding)
        let glideNormal = normal.release.projectedLanding.x - x0
        let glideFast = fast.release.projectedLanding.x - x0
        let uiKitRatio = (0.99 / 0.01) / (0.998 / 0.002)
        #expect(abs(glideFast / glideNormal - uiKitRatio) < Tolerances.twoDecimals, "\(glideFast) vs \(glideNormal)")
        // After snapping: it rests cards nearer (each card is 330 pt apart).
        #expect(fast.travel < normal.travel - 2 * 330, "travel \(fast.travel) at 0.99 vs \(normal.travel) at 0.998")
        #expect(fast.card < normal.card - 1, "card \(fast.card) vs \(normal.card)")
    }

    @Test func clickDurationIsHowLongAClickedCardTakesToTheCentre() throws {
        for (duration, arrives) in [(0.3, Int64(300_000)), (0.6, Int64(600_000))] {
            var rig = SalonRig(parameters: try values(["salon.click_duration": "\(duration)"]))
            rig.demo.select(2, at: 0)
            let target = rig.demo.centredOffset(2)
            rig.run(until: arrives - 20_000)
            #expect(rig.demo.scroll.offset.x < target - 1, "still moving just before \(duration) s")
            rig.run(until: arrives)
            #expect(rig.demo.scroll.offset.x == target, "there at \(duration) s")
        }
    }

    @Test func selectionDurationIsHowLongTheViewfinderAnimates() throws {
        for duration in [0.15, 0.5] {
            // A slow click scroll, so the strip is still scrolling when the animation ends.
            var rig = SalonRig(
                parameters: try values([
                    "salon.selection_duration": "\(duration)",
                    "salon.click_duration": "2",
                ]))
            let before = rig.demo.viewfinderScale
            rig.demo.select(3, at: 0)
            rig.run(until: microseconds(duration) - 30_000)
            let during = rig.demo.viewfinderScale
            rig.run(until: microseconds(duration))
            let after = rig.demo.viewfinderScale
            #expect(during != after && during != before, "scaling at \(duration) s: \(before) → \(during) → \(after)")
            rig.run(until: microseconds(duration) + 50_000)
            #expect(rig.demo.viewfinderScale == after, "done at \(duration) s")
        }
    }

    // MARK: - Easing

    @Test func easingStartsWithTheDurationAndTimingInForce() throws {
        let parameters = try values(["easing.duration": "2", "easing.timing": "linear"])
        let demo = EasingDemo(context: DemoContext(viewport: EasingRig.viewport, seed: 7, parameters: parameters))
        #expect(demo.duration == 2 && demo.timing == .linear)
        var rig = EasingRig(demo)
        rig.demo.animate(toRow: 100, time: 0)
        rig.frame(at: 1_000_000)
        #expect(rig.offset == 50 * EasingDemo.rowHeight, "linear, halfway at 1 of 2 s")
        rig.frame(at: 2_000_000)
        #expect(rig.offset == 100 * EasingDemo.rowHeight)
        #expect(rig.demo.completions == 1)
        // [ and ] step from a duration between the buttons to the neighbouring buttons.
        var odd = EasingRig(
            seed: 1, parameters: try values(["easing.duration": "3"]),
            inputs: [key("rightbracket", at: 0)])
        #expect(odd.demo.duration == 4)
        odd.frame(at: 1, [key("leftbracket", at: 1), key("leftbracket", at: 1)])
        #expect(odd.demo.duration == 1)
    }

    @Test func easingHandsItsPhysicsToTheList() throws {
        let demo = EasingDemo(
            context: DemoContext(
                viewport: Size(width: 784, height: 720),
                parameters: try values(["easing.deceleration_rate": "0.99"])))
        #expect(demo.scroll.decelerationRate == .fast)
        #expect(
            EasingDemo(context: DemoContext(viewport: Size(width: 784, height: 720))).scroll.physics
                == EasingParameters.defaults.physics)
    }

    // MARK: - Pull

    @Test func theThresholdDecidesWhetherAPullPages() throws {
        for (threshold, overshoot, pages) in [
            ("100", 95.0, false), ("100", 105.0, true), ("90", 95.0, true),
            ("110", 105.0, false),
        ] {
            var d = PullDriver(settings: ["pull.threshold": threshold])
            d.scrollToBottom()
            d.pull(finger: d.travel(forOvershoot: overshoot))
            d.settle()
            #expect(d.page == (pages ? 2 : 1), "a \(overshoot) pt pull with a \(threshold) pt threshold")
        }
    }

    @Test func pageMoveDurationIsHowLongTheContainerMoves() throws {
        for duration in [0.7, 1.5] {
            var d = PullDriver(settings: ["pull.page_move_duration": "\(duration)"])
            d.key(.pageDown)
            let start = try #require(d.demo.move).start
            #expect(d.demo.move?.duration == duration)
            d.run(until: start + microseconds(duration) - 50_000)
            #expect(d.demo.move != nil && d.demo.containerOffset < d.pageHeight, "still moving before \(duration) s")
            d.run(until: start + microseconds(duration) + 20_000)
            #expect(d.demo.move == nil && d.demo.containerOffset == d.pageHeight, "arrived at \(duration) s")
        }
    }

    // MARK: - Pager

    @Test func slideDurationIsEveryTransitionsLength() throws {
        for (duration, animator) in [(0.28, "slide"), (0.6, "slide"), (0.6, "fade")] {
            var h = PagerHarness(
                parameters: try values([
                    "pager.slide_duration": "\(duration)",
                    "pager.animator": animator,
                ]))
            #expect(h.state["animator"] == .string(animator))
            h.key(.right)
            let start = h.time
            h.wait(microseconds(duration) - 20_000)
            #expect(h.state["transition"] != .null, "\(animator) running before \(duration) s")
            #expect(h.state["transition"]?["to"] == .int(1))
            h.frame(at: start + microseconds(duration))
            #expect(h.state["transition"] == .null, "\(animator) done at \(duration) s")
            #expect(h.index == 1)
        }
    }

    @Test func finishProgressDecidesASlowRelease() throws {
        for (threshold, finishes) in [("0.5", false), ("0.3", true)] {
            var h = PagerHarness(parameters: try values(["pager.finish_progress": threshold]))
            let end = h.drag(dx: -0.4 * h.width)
            h.wait(60_000)
            h.release(end, after: 0)
            h.settle()
            #expect(h.index == (finishes ? 1 : 0), "40 % with a \(threshold) threshold")
        }
    }

    @Test func thePagesRubberBandUsesTheDemosConstant() throws {
        let banded = RubberBand.distance(forOvershoot: 100, dimension: PagerHarness().width, coefficient: 0.3)
        var h = PagerHarness(parameters: try values(["pager.rubber_band": "0.3"]))
        let end = h.drag(dx: 100)
        #expect(abs(h.demo.edgeOffset - banded) < Tolerances.rounding)
        #expect(h.demo.edgeOffset < RubberBand.distance(forOvershoot: 100, dimension: h.width) - 10)
        h.release(end)
        h.settle()
        #expect(h.demo.edgeOffset == 0)
    }

    // MARK: - Roller

    func roller(_ settings: [String: String]) throws -> RollerRig {
        RollerRig(parameters: try values(settings))
    }

    @Test func stayIntervalIsWhenTheNextRollStarts() throws {
        // The timer fires every stay + roll: 2 + 0.66 s by default, 1 + 0.66 s here.
        var quick = try roller(["roller.stay_interval": "1"])
        var seed = try roller([:])
        quick.run(until: 1_650_000)
        seed.run(until: 1_650_000)
        #expect(!quick.demo.custom.isAnimating && !seed.demo.custom.isAnimating)
        quick.run(until: 1_700_000)
        seed.run(until: 1_700_000)
        let rolling = quick.demo.rollers.filter(\.isAnimating).count
        #expect(rolling == quick.demo.rollers.count, "every roller rolls at 1.66 s")
        #expect(!seed.demo.custom.isAnimating)
        seed.run(until: 2_700_000)
        #expect(seed.demo.custom.isAnimating, "the seed's roller rolls at 2.66 s")
        #expect(quick.demo.custom.stayInterval == 1_000_000)
    }

    @Test func rollDurationIsHowLongARollLasts() throws {
        var slow = try roller(["roller.roll_duration": "1.2", "roller.style": "fade"])
        #expect(slow.demo.custom.style == .fade)
        #expect(slow.demo.rollers[0].style == .default, "the other rollers keep their style")
        #expect(slow.demo.custom.animationDuration == 1_200_000)
        // Stay 2 s + roll 1.2 s: the first roll starts at 3.2 s and the default style's ends at 4.4 s.
        slow.run(until: 3_250_000)
        #expect(slow.demo.rollers[0].isAnimating)
        slow.run(until: 4_350_000)
        #expect(slow.demo.rollers[0].isAnimating, "still rolling after 1.1 s")
        slow.run(until: 4_450_000)
        #expect(!slow.demo.rollers[0].isAnimating)
    }
}
