import DemoTestSupport
import HarnessTestSupport
import Motion
import Testing

@testable import Demos
@testable import PlaygroundCore

/// Drag pulls past the grid's edges: the seed's scrollViewDidEndDragging with kOffSet = 100,
/// judged on the rubber-banded offset at release.
@Suite struct PullPullTests {
    let threshold = PullParameters.defaults.threshold

    @Test func pullUpJustUnderTheThresholdBouncesBackOnTheSamePage() {
        var d = PullDriver()
        d.scrollToBottom()
        #expect(d.innerOffset == 405)  // 10 rows of 100 + 9 gaps of 5, minus the 640 pt page
        var atRelease = 0.0
        d.pull(finger: d.travel(forOvershoot: 95)) { atRelease = $0.innerOffset - $0.maxOffset }
        #expect(abs(atRelease - 95) < 0.5)
        #expect(d.demo.move == nil)
        d.settle()
        #expect(d.page == 1)
        #expect(d.innerOffset == 405)
        #expect(d.demo.state["pages_created"] == .int(1))
        #expect(d.demo.toast == nil)
    }

    @Test func pullUpJustOverTheThresholdMovesToTheNextPageAtItsTop() {
        var d = PullDriver()
        d.scrollToBottom()
        var atRelease = 0.0
        d.pull(finger: d.travel(forOvershoot: 105)) { atRelease = $0.innerOffset - $0.maxOffset }
        #expect(abs(atRelease - 105) < 0.5)
        #expect(d.demo.move != nil)
        #expect(d.page == 2)
        #expect(d.demo.titles.seed == "第2页" && d.demo.titles.english == "Page 2 of 5")
        #expect(d.demo.state["pages_created"] == .int(2))
        d.settle()
        #expect(d.demo.state["offset_y"] == .double(640))
        #expect(d.innerOffset == 0)
        #expect(d.maxOffset == 905)  // later pages: item height 150
        // The page left behind bounced back to its bottom while the container moved.
        #expect(d.demo.pages[0].scroll.offset.y == 405)
    }

    @Test func theThresholdReadsTheBandedOffsetNotTheFingerTravel() {
        var d = PullDriver()
        d.scrollToBottom()
        // 150 pt of finger travel shows as ~73 pt past the edge: not enough.
        var atRelease = 0.0
        d.pull(finger: 150) { atRelease = $0.innerOffset - $0.maxOffset }
        #expect(atRelease > 60 && atRelease < 80)
        d.settle()
        #expect(d.page == 1)
        // The finger has to travel ~223 pt for 105 pt of banded overshoot.
        #expect(d.travel(forOvershoot: 105) > 200)
    }

    @Test func pullDownAtTheFirstPageBouncesBackAndSaysSo() {
        var d = PullDriver()
        d.pull(finger: -d.travel(forOvershoot: 95))
        #expect(d.demo.toast == nil)
        d.settle()
        d.pull(finger: -d.travel(forOvershoot: 105))
        #expect(d.demo.toast?.text == "This is the first page")
        #expect(d.texts.contains("This is the first page"))
        #expect(d.demo.move == nil)
        d.wait(1_600_000)
        #expect(d.demo.toast == nil)
        #expect(d.page == 1 && d.innerOffset == 0)
    }

    @Test func pullDownInTheMiddleReturnsToThePreviousPageWhereItWasLeft() {
        var d = PullDriver()
        d.scrollToBottom()
        d.pull(finger: d.travel(forOvershoot: 110))
        d.settle()
        d.pull(finger: d.travel(forOvershoot: 110))  // page 2 is at its top: a pull up here only scrolls
        d.settle()
        #expect(d.page == 2)
        let scrolled = d.innerOffset
        #expect(scrolled > 100)
        // Back to page 2's top through the range (more notches would pull at the top).
        d.wheel(notches: Int((scrolled / ScrollView.defaultWheelLineHeight).rounded(.up)), dy: 1)
        d.settle()
        #expect(d.innerOffset == 0)
        d.pull(finger: -d.travel(forOvershoot: 95))
        d.settle()
        #expect(d.page == 2)
        d.pull(finger: -d.travel(forOvershoot: 105))
        #expect(d.page == 1)
        d.settle()
        #expect(d.demo.state["offset_y"] == .double(0))
        #expect(d.innerOffset == 405, "page 1 is where it was left: at its bottom")
        #expect(d.demo.state["pages_created"] == .int(2))
    }

    @Test func pullUpAtTheLastPageBouncesBackAndSaysSo() {
        var d = PullDriver(settings: ["pages": "2"])
        d.scrollToBottom()
        d.pull(finger: d.travel(forOvershoot: 105))
        d.settle()
        #expect(d.page == 2)
        d.scrollToBottom()
        #expect(d.innerOffset == 905)
        d.pull(finger: d.travel(forOvershoot: 95)) { driver in
            #expect(driver.texts.contains("This is the last page"))
            #expect(driver.demo.hint == .pulling(.bottom))
        }
        #expect(d.demo.toast == nil)
        d.settle()
        d.pull(finger: d.travel(forOvershoot: 105)) { driver in
            // No page to go to: never "ready", whatever the pull.
            #expect(driver.demo.hint == .pulling(.bottom))
        }
        #expect(d.demo.toast?.text == "No more pages")
        #expect(d.demo.move == nil)
        d.settle()
        #expect(d.page == 2 && d.innerOffset == 905)
        #expect(d.demo.state["pages_created"] == .int(2))
    }

    @Test func pullUpInTheMiddleNeedsTheSameThreshold() {
        var d = PullDriver()
        d.key(.pageDown)
        d.settle()
        d.scrollToBottom()
        #expect(d.page == 2 && d.innerOffset == 905)
        d.pull(finger: d.travel(forOvershoot: 95))
        d.settle()
        #expect(d.page == 2 && d.innerOffset == 905 && d.demo.pages.count == 2)
        d.pull(finger: d.travel(forOvershoot: 105))
        #expect(d.page == 3 && d.demo.pages.count == 3)
        d.settle()
        #expect(d.demo.state["offset_y"] == .double(1280) && d.innerOffset == 0)
    }

    @Test func theNextPageIsBuiltWhenTheMoveStartsAndSlidesInWithIt() {
        // The seed built it in the completion, comparing with a stale child count: the area
        // below stayed empty during the move.
        var d = PullDriver()
        d.scrollToBottom()
        d.pull(finger: d.travel(forOvershoot: 110))
        d.wait(350_000)
        let incoming = d.demo.cellFrame(page: 1, item: 0)
        #expect(abs(incoming.minY - (d.container.minY + 320)) < Tolerances.curveAgreement)
        let fills = d.drawn.commands.filter {
            if case .fillRect(let r, _, let c) = $0 { r == incoming && c == d.demo.pages[1].colors[0] } else { false }
        }
        #expect(fills.count == 1)
    }

    @Test func aSinglePageSaysSoAtBothEnds() {
        var d = PullDriver(settings: ["pages": "1"])
        #expect(d.demo.titles.english == "Page 1 of 1")
        d.pull(finger: -d.travel(forOvershoot: 120))
        #expect(d.demo.toast?.text == "This is the first page")
        d.settle()
        d.scrollToBottom()
        d.pull(finger: d.travel(forOvershoot: 120))
        #expect(d.demo.toast?.text == "No more pages")
        d.key(.pageDown)
        #expect(d.demo.move == nil && d.page == 1)
        d.settle()
        #expect(d.demo.state["pages_created"] == .int(1))
    }

    @Test func hintFollowsThePullAndFlipsPastTheThreshold() {
        var d = PullDriver()
        d.scrollToBottom()
        d.pull(finger: d.travel(forOvershoot: 50)) { driver in
            #expect(driver.demo.hint == .pulling(.bottom))
            #expect(driver.demo.state["hint"] == .string("pulling"))
            let run = driver.drawn.texts.first { $0.string == "Pull up for page 2" }
            #expect(run != nil)
            // Centred in the revealed gap: 50 pt above the page's bottom edge, 25 pt up.
            if let run { #expect(abs(run.frame.midY - (driver.container.maxY - 25)) < 1) }
        }
        d.settle()
        #expect(d.demo.hint == .idle)
        d.pull(finger: d.travel(forOvershoot: 101)) { driver in
            #expect(driver.demo.hint == .ready(.bottom))
            #expect(driver.texts.contains("Release for page 2"))
        }
        d.settle()
        d.pull(finger: -d.travel(forOvershoot: 60)) { driver in
            #expect(driver.texts.contains("Pull down for page 1"))
        }
        d.settle()
        d.pull(finger: -d.travel(forOvershoot: 130)) { driver in
            #expect(driver.texts.contains("Release for page 1"))
            #expect(driver.demo.hint == .ready(.top))
        }
        #expect(d.page == 1)
    }

    @Test func theArrowPointsAlongThePullAndFlipsWhenReady() {
        func arrowPointsUp(_ list: DrawList) -> Bool? {
            // The arrow's shaft is the first 2 pt vertical line; its head lines leave the tip.
            let lines: [(Point, Point)] = list.commands.compactMap {
                if case .line(let a, let b, let w, _) = $0, w == 2 { (a, b) } else { nil }
            }
            guard let shaft = lines.first(where: { $0.0.x == $0.1.x }) else { return nil }
            return shaft.1.y < shaft.0.y  // drawn tail → tip
        }
        var d = PullDriver()
        d.scrollToBottom()
        d.pull(finger: d.travel(forOvershoot: 50)) { #expect(arrowPointsUp($0.drawn) == true) }
        d.settle()
        d.pull(finger: d.travel(forOvershoot: 120)) { #expect(arrowPointsUp($0.drawn) == false) }
    }

    @Test func flicksNeverChangeThePageEvenWhenTheyBounceFarPastTheEdge() {
        var d = PullDriver()
        // Hard flick from the top of page 1 towards its bottom (~12000 pt/s).
        d.flick(finger: 360)
        var deepest = 0.0
        for _ in 0..<120 {
            d.wait(PullDriver.frame)
            deepest = max(deepest, d.innerOffset - d.maxOffset)
            #expect(d.demo.hint != .ready(.bottom))
        }
        #expect(deepest > 120, "the bounce carried the content well past the threshold")
        d.settle()
        #expect(d.page == 1 && d.demo.move == nil && d.innerOffset == 405)
        // And back up towards the top.
        d.flick(finger: -360)
        var highest = 0.0
        for _ in 0..<120 {
            d.wait(PullDriver.frame)
            highest = max(highest, -d.innerOffset)
        }
        #expect(highest > 120)
        d.settle()
        #expect(d.page == 1 && d.innerOffset == 0 && d.demo.toast == nil)
    }

    @Test func aFlickReleasedBeyondTheThresholdStillCountsAsAPull() {
        // The seed reads contentOffset in didEndDragging: a fast release past 100 pt changes the page.
        var d = PullDriver()
        d.scrollToBottom()
        d.flick(finger: d.travel(forOvershoot: 130), duration: 80_000)
        #expect(d.page == 2)
    }

    @Test func theContainerMovesAlongEaseInOutFor700ms() throws {
        var d = PullDriver()
        d.scrollToBottom()
        d.pull(finger: d.travel(forOvershoot: 110))
        let move = try #require(d.demo.move)
        #expect(move.from == 0 && move.to == 1 && move.start == d.t)
        let start = d.t
        for k in 1...3 {
            let at = start + Int64(k) * 175_000
            d.run(until: at)
            let expected = 640 * Easing.easeInOut(Double(k) / 4)
            let offset = d.demo.state["offset_y"]?.doubleValue ?? -1
            #expect(abs(offset - expected) < Tolerances.curveAgreement, "at \(k)/4")
        }
        // Half-way is half-way (the curve is symmetric); the ends are slow.
        #expect(abs(640 * Easing.easeInOut(0.5) - 320) < Tolerances.curveAgreement)
        #expect(Easing.easeInOut(0.25) < 0.25 - 0.05)
        d.run(until: start + 699_999)
        #expect(d.demo.move != nil)
        d.run(until: start + 700_000)
        #expect(d.demo.move == nil)
        #expect(d.demo.state["offset_y"] == .double(640))
    }

    @Test func theGridIgnoresInputDuringTheMoveButPageKeysQueue() {
        var d = PullDriver()
        d.scrollToBottom()
        d.pull(finger: d.travel(forOvershoot: 110))
        let start = d.t
        // A drag and a wheel notch during the move are ignored; Page Up queues the way back.
        let p = d.container.center
        d.run(
            until: start + 300_000,
            [
                press(p, at: start + 50_000), move(Point(x: p.x, y: p.y - 80), at: start + 100_000),
                TimedInput(time: start + 150_000, .wheelScrolled(dx: 0, dy: -2)),
                key(.pageUp, at: start + 200_000),
                release(Point(x: p.x, y: p.y - 80), at: start + 250_000),
            ])
        #expect(d.innerOffset == 0)
        #expect(d.demo.move?.to == 1 && d.demo.queuedPage == 0)
        let first = d.demo.move!
        d.run(until: first.end + 20_000)
        // The way back started the instant the first move ended.
        #expect(d.demo.move?.from == 1 && d.demo.move?.to == 0 && d.demo.move?.start == first.end)
        d.settle()
        #expect(d.page == 1 && d.demo.pages[1].scroll.offset.y == 0)
    }

    @Test func aTapIsNotAPullAndAPressDuringTheBounceCatchesIt() {
        var d = PullDriver()
        d.scrollToBottom()
        d.pull(finger: d.travel(forOvershoot: 80))
        d.wait(50_000)
        let caughtAt = d.innerOffset - d.maxOffset
        #expect(caughtAt > 0 && caughtAt < 80)
        // Catching the bounce and pulling on from there: the threshold reads where it ends.
        d.pull(finger: d.travel(forOvershoot: 105) - d.travel(forOvershoot: caughtAt))
        #expect(d.page == 2)
    }
}
