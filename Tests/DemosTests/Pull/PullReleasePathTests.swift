import DemoTestSupport
import HarnessTestSupport
import Motion
import Testing

@testable import PlaygroundCore

/// Issue 15 for the pull pager: flicks on a page's grid are left alone (no retarget), so they
/// decelerate, bounce at the grid's ends and never move faster than the finger; a flick that
/// pulls past the threshold moves to the next page and everything ends exactly in place.
@Suite struct PullReleasePathTests {
    @Test(arguments: ReleaseSweep.rates)
    func gridFlicksNeverSpeedUp(hz: Double) {
        for speed in ReleaseSweep.speeds {
            for direction in ReleaseSweep.directions {
                var rig = PullDriver(frameStep: Script.frameMicros(hz: hz))
                let grid = rig.demo.containerFrame
                // Flicks that scroll down start at the top, the others at the bottom.
                if direction > 0 {
                    for _ in 0..<12 {
                        rig.tick([TimedInput(time: rig.time + 1, .wheelScrolled(dx: 0, dy: -1))])
                    }
                }
                rig.settle(limit: 10_000_000)
                let path = rig.inspectorFlick(from: grid.center, axis: .vertical, speed: direction * speed, travel: 40)
                let label = "grid \(direction * speed) pt/s at \(hz) Hz"
                #expect(path.speedRatio <= Tolerances.releaseSpeedRatio, "\(label): ratio \(path.speedRatio)")
                #expect(path.end == path.target, "\(label): ends where it said")
                let s = rig.demo.inspector!
                #expect(s.offset >= s.minOffset && s.offset <= s.maxOffset, "\(label): at rest inside")
                #expect(rig.demo.current == 0, "\(label): a flick inside the grid changes no page")
                if s.offset > s.minOffset && s.offset < s.maxOffset, let steps = path.finalSteps {
                    #expect(path.reversals == 0, "\(label): monotonic")
                    #expect(steps.last <= steps.before * (1 + Tolerances.rounding), "\(label): no final jump")
                }
            }
        }
    }

    @Test(arguments: [30.0, 60.0, 144.0])
    func aFlickThatPullsPastTheThresholdEndsExactlyOnTheNextPage(hz: Double) {
        var d = PullDriver(frameStep: Script.frameMicros(hz: hz))
        d.scrollToBottom()
        d.flick(finger: d.travel(forOvershoot: 110) + 30, duration: 60_000)
        #expect(d.page == 2, "the banded offset at release was past 100 pt")
        d.settle()
        #expect(d.demo.state["offset_y"] == .double(d.pageHeight))
        #expect(d.demo.pages[0].scroll.offset.y == d.demo.pages[0].scroll.maxOffset(.vertical))
        #expect(d.demo.pages[0].scroll.isSettled && d.demo.currentScroll.isSettled)
    }
}
