import HarnessTestSupport
import Motion
import SceneTestSupport
import Testing

@testable import PlaygroundCore
@testable import Scenes

/// A flick on a scene, sampled at every frame after the release: never faster than the release,
/// no turning back, no final jump, and at rest exactly where the scene's snap rule puts an item,
/// for every rule, at 30 to 144 Hz, both ways, from 300 to 10,000 pt/s.
@Suite struct SceneReleasePathTests {
    /// Flicks `text`'s scene at `speed` (pointer pt/s, sign = direction) at `hz`, starting from
    /// item `from`, and returns the path and the demo at rest.
    static func flick(_ text: String, speed: Double, hz: Double, from item: Int) -> (ReleasePath, SceneDemo) {
        var h = DemoHarness(SceneFixtures.demo(text), hz: hz)
        h.demo.select(item, at: h.time)
        h.settle()
        let path = h.inspectorFlick(from: h.demo.viewportCentre, axis: h.demo.axis, speed: speed, travel: 80)
        return (path, h.demo)
    }

    static func expectClean(_ path: ReleasePath, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            path.speedRatio <= Tolerances.releaseSpeedRatio, "\(label): ratio \(path.speedRatio)",
            sourceLocation: sourceLocation)
        #expect(path.reversals == 0, "\(label): turned back", sourceLocation: sourceLocation)
        #expect(!path.overshoots, "\(label): went past its rest", sourceLocation: sourceLocation)
        if let steps = path.finalSteps {
            #expect(
                steps.last <= steps.before + Tolerances.rounding, "\(label): final jump \(steps)",
                sourceLocation: sourceLocation)
        }
        #expect(
            abs(path.end - path.target) < Tolerances.onTarget, "\(label): \(path.end) vs \(path.target)",
            sourceLocation: sourceLocation)
    }

    @Test(arguments: ReleaseSweep.rates)
    func carouselFlicksRestWithACardExactlyCentred(hz: Double) {
        for speed in ReleaseSweep.speeds {
            for direction in ReleaseSweep.directions {
                let label = "\(direction * speed) pt/s at \(hz) Hz"
                let (path, demo) = Self.flick(SceneFixtures.freeCarousel, speed: direction * speed, hz: hz, from: 10)
                Self.expectClean(path, label)
                let selected = try! #require(demo.selectedIndex)
                let g = demo.geometry
                // The card's centre is on the viewport's centre.
                let centre = g.start(of: selected) + g.length(of: selected) / 2 - demo.offset
                #expect(
                    abs(centre - demo.viewportLength / 2) < Tolerances.onTarget,
                    "\(label): card \(selected) at \(centre)")
                #expect(demo.wake == .idle, "\(label): at rest")
                // Content moves against the pointer: a leftward flick (negative) selects a later card.
                if speed >= 900 { #expect(direction < 0 ? selected > 10 : selected < 10, "\(label): card \(selected)") }
            }
        }
    }

    @Test func theFlingLimitHoldsAFastFlickToTheNextCard() {
        for speed in [600.0, 2_000, 10_000] {
            for direction in ReleaseSweep.directions {
                let (path, demo) = Self.flick(SceneFixtures.carousel, speed: direction * speed, hz: 60, from: 10)
                Self.expectClean(path, "\(direction * speed) pt/s")
                #expect(
                    demo.selectedIndex == (direction < 0 ? 11 : 9), "one card per fling at \(direction * speed) pt/s")
            }
        }
        // Free, the same 10,000 pt/s flick travels several cards: at the file's 0.99 the glide
        // projects about 10,000 × 0.099 = 990 pt past the 80 pt drag, 3.6 pitches of 296 pt.
        let (_, free) = Self.flick(SceneFixtures.freeCarousel, speed: -10_000, hz: 60, from: 10)
        #expect(free.selectedIndex == 14)
    }

    /// Issue 41, point 1: the limit counts from the press, so a slow drag that carries the carousel
    /// two and a half cards on, then a flick on in the same direction, came back to the one card
    /// the limit allowed, against the throw, under every platform. Now the flick rests on the
    /// first card at or past the release in its direction: no frame after the release moves back,
    /// and the rest is on the release's side.
    @Test(arguments: ScrollPlatform.allCases)
    func aFlickAfterADragPastTheLimitNeverTurnsBack(platform: ScrollPlatform) {
        for direction in ReleaseSweep.directions {
            var h = DemoHarness(
                SceneFixtures.demo(SceneFixtures.carousel, settings: ["physics": platform.rawValue]), hz: 60)
            h.demo.select(10, at: h.time)
            h.settle()
            let from = h.demo.viewportCentre
            var t = h.time + 1_000
            var p = from
            var inputs = [TimedInput(time: t, .pointerPressed(p, button: .left))]
            // 740 pt at 400 pt/s (2.5 pitches of 296 pt), then 60 pt at 4000 pt/s.
            for (steps, speed) in [(111, 400.0), (15, 4_000.0)] {
                for _ in 0..<steps {
                    t += 4_000
                    p.x += direction * speed * 0.004
                    inputs.append(TimedInput(time: t, .pointerMoved(p)))
                }
            }
            inputs.append(TimedInput(time: t, .pointerReleased(p, button: .left)))
            h.play(inputs)
            let release = h.demo.inspector!.offset
            // The content moves against the pointer. It may go back only after passing its rest, as
            // Flutter's page spring does from a hard flick (ζ 1.1, but released towards the rest at
            // 5000 pt/s it passes it by a few points once): never before it, never behind the release.
            let forward = -direction
            let path = h.path(limit: 10_000_000, { $0.inspector!.offset }).map(\.value)
            let rest = path.last ?? release
            var (last, peak, early) = (release, release, 0.0)
            for offset in path {
                if (peak - rest) * forward <= Tolerances.rounding { early = max(early, (last - offset) * forward) }
                peak = forward > 0 ? max(peak, offset) : min(peak, offset)
                last = offset
            }
            let label = "\(platform.rawValue), pointer \(direction > 0 ? "right" : "left")"
            #expect(early <= Tolerances.rounding, "\(label): moved \(early) pt back before reaching its rest")
            #expect((rest - release) * forward >= -Tolerances.rounding, "\(label): rests behind the release")
            // The first card whose rest is at or past the release: 12 or 13 going on, 8 or 7 going back.
            let g = h.demo.geometry
            let selected = h.demo.selectedIndex ?? -1
            let next = forward > 0 ? selected - 1 : selected + 1
            #expect(abs(selected - 10) >= 2, "\(label): card \(selected), the limit's card would be 9 or 11")
            #expect(
                (g.restOffset(of: next) - release) * forward < 0,
                "\(label): card \(selected) is not the first past the release at \(release)")
        }
    }

    @Test(arguments: [SceneFixtures.feed, SceneFixtures.chips, SceneFixtures.pager])
    func everyRuleRestsOnOneOfItsSnapPositions(text: String) {
        for hz in [30.0, 144] {
            for speed in [-6_000.0, -900, 900] {
                let from = text == SceneFixtures.pager ? 3 : 12
                let (path, demo) = Self.flick(text, speed: speed, hz: hz, from: from)
                let label = "\(speed) pt/s at \(hz) Hz in \(demo.scene.definition.title)"
                Self.expectClean(path, label)
                let g = demo.geometry
                let rests: [Double] =
                    g.snap == .page
                    ? (0...g.lastPage).map(g.pageOffset) : (0..<g.itemCount).map { g.restOffset(of: $0) }
                let nearest = rests.map { abs($0 - demo.offset) }.min() ?? .infinity
                #expect(nearest < Tolerances.onTarget, "\(label): rests at \(demo.offset)")
                if g.snap == .page {
                    // UIKit paging: one page per flick, in the flick's direction. Item 3 starts at
                    // 1800, so it was shown on page 2 (1568, the page nearest it).
                    #expect(demo.offset == g.pageOffset(speed < 0 ? 3 : 1), "\(label)")
                }
            }
        }
    }

    @Test func aFreeSceneGlidesToAStopWithoutSnapping() {
        let (path, demo) = Self.flick(SceneFixtures.rows, speed: -2_000, hz: 60, from: 500_000)
        Self.expectClean(path, "rows")
        #expect(demo.selectedIndex == nil)
        // UIKit's normal rate glides about v / (1000 ln(1/0.998)) ≈ 0.4995 v pt: about 1000 pt here.
        let travelled = demo.offset - path.start
        #expect(travelled > 800 && travelled < 1_200, "glided \(travelled) pt")
    }

    @Test func theSameFlickRestsAtTheSameOffsetAtEveryFrameRate() {
        let rests = ReleaseSweep.rates.map {
            Self.flick(SceneFixtures.freeCarousel, speed: -2_000, hz: $0, from: 4).1.offset
        }
        #expect(Set(rests).count == 1, "\(rests)")
    }
}
