import DemoTestSupport
import HarnessTestSupport
import Motion
import Testing

@testable import Demos
@testable import PlaygroundCore

/// Pages, their lazy creation and layout, settings, keys, the detail overlay and the wheel.
@Suite struct PullPagesTests {
    @Test func pageCountComesFromPullPagesOrItsOldNameAndDefaultsToFive() {
        let cases: [([String: String], Int)] = [
            ([:], 5), (["pull.pages": "2"], 2), (["pages": "1"], 1),
            (["pages": "50"], 50), (["pull.pages": " 12 "], 12),
        ]
        for (settings, expected) in cases {
            let d = PullDriver(settings: settings)
            #expect(d.demo.pageCount == expected, "\(settings)")
            #expect(d.demo.state["pages"] == .int(expected), "\(settings)")
        }
    }

    @Test func startsOnPageOneWithOnePageBuiltAndTheSeedsTitle() {
        let d = PullDriver()
        #expect(d.demo.state["page"] == .int(1))
        #expect(d.demo.state["pages_created"] == .int(1))
        #expect(d.demo.state["offset_y"] == .double(0))
        #expect(d.demo.state["inner_offset_y"] == .double(0))
        #expect(d.demo.state["hint"] == .string("idle"))
        #expect(d.demo.state["detail_open"] == .bool(false))
        #expect(d.texts.contains("第1页") && d.texts.contains("Page 1 of 5"))
        #expect(d.demo.wake == .idle)
    }

    @Test func cellsFollowTheSeedsFlowLayout() {
        let d = PullDriver()
        let c = d.container
        #expect(c.width == 392 && c.height == 640)
        let first = d.demo.cellFrame(page: 0, item: 0)
        let second = d.demo.cellFrame(page: 0, item: 1)
        let third = d.demo.cellFrame(page: 0, item: 2)
        #expect(first.width == (392 - 10) / 2 && first.height == 100)
        #expect(first.minX == c.minX && first.minY == c.minY)
        #expect(second.maxX == c.maxX && second.minY == c.minY)  // justified: the gap is 10 pt
        #expect(third.minY == c.minY + 105)  // minimumLineSpacing 5
        #expect(PullGridLayout(width: 392, itemHeight: 150).contentHeight == 1545)
        // Cells are drawn in the colours the seeded generator gives for page 0.
        let fills = d.drawn.commands.compactMap { cmd -> Color? in
            if case .fillRect(let r, _, let color) = cmd, r == first { color } else { nil }
        }
        #expect(fills.contains(d.demo.pages[0].colors[0]))
    }

    @Test func coloursAreSeededPerPageAndReplayTheSame() {
        let a = PullPage.colors(seed: 7, page: 0)
        let b = PullPage.colors(seed: 7, page: 0)
        #expect(a == b && a.count == 20)
        #expect(PullPage.colors(seed: 7, page: 1) != a)
        #expect(PullPage.colors(seed: 8, page: 0) != a)
        #expect(Set(a).count > 15, "20 cells, not one colour")
    }

    @Test func pagesAreBuiltOnceWhenFirstReached() {
        var d = PullDriver()
        #expect(d.demo.pages.count == 1)
        d.key(.pageDown)
        #expect(d.demo.state["pages_created"] == .int(2))
        d.settle()
        d.key(.pageUp)
        d.settle()
        #expect(d.page == 1 && d.demo.pages.count == 2)
        d.key(.pageDown)
        d.settle()
        #expect(d.demo.pages.count == 2)
        d.key(.pageDown)
        #expect(d.demo.pages.count == 3)
        #expect(d.demo.pages.map(\.index) == [0, 1, 2])
        #expect(d.demo.pages.map(\.itemHeight) == [100, 150, 150])
        d.settle()
        #expect(d.demo.state["offset_y"] == .double(1280))
    }

    @Test func goingBackFindsThePageWhereItWasLeft() {
        var d = PullDriver()
        d.wheel(notches: 5, dy: -1)
        d.settle()
        #expect(d.innerOffset == 200)
        let colours = d.demo.pages[0].colors
        d.key(.pageDown)
        d.settle()
        d.wheel(notches: 3, dy: -1)
        d.settle()
        #expect(d.page == 2 && d.innerOffset == 120)
        d.key(.pageUp)
        d.settle()
        #expect(d.page == 1 && d.innerOffset == 200)
        #expect(d.demo.pages[0].colors == colours)
        // Forward again: the page starts at its top.
        d.key(.pageDown)
        #expect(d.innerOffset == 0)
    }

    @Test func pageKeysAnimateAndStopAtTheEnds() {
        var d = PullDriver(settings: ["pages": "2"])
        d.key(.pageUp)
        #expect(d.demo.toast?.text == "This is the first page" && d.demo.move == nil)
        d.key(.pageDown)
        let start = d.demo.move?.start ?? -1
        #expect(start == d.t - 1)
        d.run(until: start + 350_000)
        #expect(abs((d.demo.state["offset_y"]?.doubleValue ?? 0) - 320) < Tolerances.curveAgreement)
        #expect(d.demo.wake == .nextFrame)
        d.key(.pageDown)  // during the move to the last page: nothing to queue, and it says so
        #expect(d.demo.toast?.text == "No more pages" && d.demo.queuedPage == nil)
        d.settle()
        #expect(d.page == 2)
        d.key(.pageDown)
        #expect(d.demo.toast?.text == "No more pages")
        #expect(d.demo.wake == .at(d.demo.toast!.fadeStart))
        d.settle()
        #expect(d.demo.wake == .idle)
    }

    @Test func clickingACellOpensItsDetailAndEscClosesIt() {
        var d = PullDriver()
        let cell = d.demo.cellFrame(page: 0, item: 3)
        d.click(cell.center)
        let detail = d.demo.detail
        #expect(detail?.item == 3 && detail?.page == 0)
        #expect(detail?.color == d.demo.pages[0].colors[3])
        #expect(d.demo.hasOverlay && d.demo.state["detail_open"] == .bool(true))
        d.wait(400_000)
        #expect(d.texts.contains("Item 4") && d.texts.contains("‹ Back"))
        // The grid ignores the wheel, drags and page keys under the detail.
        d.wheel(notches: 3, dy: -1)
        d.pull(finger: 120)
        d.key(.pageDown)
        d.settle()
        #expect(d.innerOffset == 0 && d.page == 1 && d.demo.detail != nil)
        d.key(.escape)
        // The pop plays for 0.35 s; Esc is the app's again at once.
        #expect(d.demo.detail?.isClosing == true && !d.demo.hasOverlay && d.demo.state["detail_open"] == .bool(false))
        d.wait(400_000)
        #expect(d.demo.detail == nil)
    }

    @Test func theBackButtonClosesTheDetailAndGapsOpenNothing() {
        var d = PullDriver()
        let first = d.demo.cellFrame(page: 0, item: 0)
        let second = d.demo.cellFrame(page: 0, item: 1)
        d.click(Point(x: (first.maxX + second.minX) / 2, y: first.midY))  // the 10 pt gap
        #expect(d.demo.detail == nil)
        d.click(second.center)
        #expect(d.demo.detail?.item == 1)
        d.wait(400_000)
        d.click(Point(x: d.container.midX, y: d.container.midY))  // not the button
        #expect(d.demo.detail != nil)
        d.click(d.demo.backButtonFrame.center)
        #expect(d.demo.detail?.isClosing == true)
        d.wait(400_000)
        #expect(d.demo.detail == nil)
        // A drag is not a click.
        d.pull(finger: 50)
        d.settle()
        #expect(d.demo.detail == nil)
    }

    @Test func wheelOverscrollUnderTheThresholdSettlesBack() {
        var d = PullDriver()
        d.scrollToBottom()
        // 5 notches of 40 pt = 200 pt unbanded ≈ 93.9 pt shown on a 640 pt page.
        d.wheel(notches: 5, dy: -1)
        #expect(d.grid.isWheelScrolling)
        #expect(
            abs(d.grid.wheelOverscroll.y - 93.87) < Tolerances.twoDecimals,
            "the pull is judged where it is heading")
        #expect(d.grid.target.map { abs($0.y - (405 + 93.87)) < Tolerances.twoDecimals } == true)
        #expect(d.demo.hint == .pulling(.bottom))
        d.wait(60_000)
        #expect(d.innerOffset > 405 + 50, "the overscroll is shown through the rubber band")
        d.settle()
        #expect(d.page == 1 && d.innerOffset == 405 && !d.grid.isWheelScrolling)
        #expect(abs(d.grid.endedWheelOverscroll.y - 93.87) < Tolerances.twoDecimals)
    }

    @Test func wheelOverscrollOverTheThresholdChangesThePageWhenTheWheelGoesQuiet() {
        var d = PullDriver()
        d.scrollToBottom()
        d.wheel(notches: 6, dy: -1)  // 240 pt ≈ 109.4 pt shown
        #expect(d.demo.hint == .ready(.bottom))
        let lastNotch = d.t - 1
        d.run(until: lastNotch + ScrollView.wheelQuietInterval - 1)
        #expect(d.page == 1)
        d.run(until: lastNotch + ScrollView.wheelQuietInterval)
        #expect(d.page == 2)
        #expect(d.demo.move?.start == lastNotch + ScrollView.wheelQuietInterval)
        d.settle()
        #expect(d.demo.pages[0].scroll.offset.y == 405)
        // And back up from page 2's top.
        d.wheel(notches: 6, dy: 1)
        d.settle()
        #expect(d.page == 1 && d.innerOffset == 405)
    }

    @Test func wheelingBackInsideCancelsTheWheelPull() {
        var d = PullDriver()
        d.scrollToBottom()
        d.wheel(notches: 6, dy: -1)
        d.wheel(notches: 2, dy: 1)  // 160 pt left ≈ 77 pt: under the threshold again
        #expect(d.demo.hint == .pulling(.bottom))
        d.settle()
        #expect(d.page == 1 && d.innerOffset == 405)
    }

    @Test func trackpadDeltasRubberBandInsideTheScrollViewAndDecideTheSameWay() {
        var d = PullDriver()
        d.scrollToBottom()
        func swipe(_ d: inout PullDriver, events: Int) {
            let inputs = (0..<events).map {
                TimedInput(time: d.t + 1_000 + Int64($0) * 10_000, .wheelScrolled(dx: 0, dy: -0.5))
            }
            d.run(until: inputs.last!.time + 1, inputs)
        }
        swipe(&d, events: 10)  // 200 pt unbanded
        #expect(abs(d.innerOffset - 405 - 93.87) < Tolerances.twoDecimals)
        #expect(d.demo.hint == .pulling(.bottom))
        d.settle()
        #expect(d.page == 1 && d.innerOffset == 405)
        swipe(&d, events: 12)  // 240 pt unbanded
        #expect(d.demo.hint == .ready(.bottom))
        d.settle()
        #expect(d.page == 2)
    }

    @Test func sameScriptSameStateAt30And60And144Hz() {
        func script(_ step: Int64) -> StateValue {
            var d = PullDriver(frameStep: step)
            d.scrollToBottom()
            d.pull(finger: d.travel(forOvershoot: 110))
            d.run(until: d.t + 300_000)
            return d.demo.state
        }
        let a = script(33_333)
        let b = script(16_667)
        let c = script(6_944)
        #expect(a["page"] == .int(2))
        #expect(a == b && b == c)
    }

    @Test func inspectorAndHudDescribeTheCurrentGrid() {
        var d = PullDriver()
        d.key(.pageDown)
        d.settle()
        let snapshot = d.demo.inspector
        #expect(snapshot?.maxOffset == 905 && snapshot?.viewportFrame == d.container)
        #expect(d.demo.hudLines.first == "page 2 of 5, built 2")
    }

    @Test func resizingKeepsThePageAndRescalesTheContainer() {
        var d = PullDriver()
        d.key(.pageDown)
        d.settle()
        d.run(until: d.t + 1_001, [TimedInput(time: d.t + 1_000, .viewportResized(Size(width: 600, height: 500)))])
        #expect(d.page == 2)
        #expect(d.container.height == 500 - 60 - 20)  // below the 48 pt bar at y 12, 20 pt margin
        #expect(d.demo.state["offset_y"] == .double(420))
        #expect(d.maxOffset == 1545 - 420)
        #expect(d.demo.cellFrame(page: 1, item: 0).width == (300 - 10) / 2)
    }

    @Test func everyTextFitsItsFrameAtTheDefaultWindow() {
        func check(_ d: PullDriver, _ label: String) {
            for run in d.drawn.texts {
                let width = TextMetrics.estimatedWidth(run.string, size: run.size, weight: run.weight)
                #expect(width <= run.frame.width + 1, "\(label): \(run.string)")
            }
        }
        var d = PullDriver()
        check(d, "idle")
        d.scrollToBottom()
        d.pull(finger: d.travel(forOvershoot: 120)) { check($0, "ready") }
        d.settle()
        d.key(.pageUp)
        check(d, "moving")
        d.settle()
        d.key(.pageUp)
        #expect(d.demo.toast != nil)
        check(d, "toast")
        d.settle()
        d.click(d.demo.cellFrame(page: 0, item: 19).center)  // page 1 was left at its bottom
        #expect(d.demo.detail?.item == 19)
        d.wait(400_000)
        check(d, "detail")
    }

    @Test func theCatalogListsTheDemo() throws {
        #expect(DemoCatalog.ids.contains("pull"))
        let h = try AppHarness("pull")
        #expect(h.state["page"] == .int(1))
    }
}
