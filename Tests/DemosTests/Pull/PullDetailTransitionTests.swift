import DemoTestSupport
import HarnessTestSupport
import Motion
import Testing

@testable import Demos
@testable import LayoutTestSupport
@testable import PlaygroundCore

/// The pull pager's detail is pushed and popped like UINavigationController's (0.35 s): the
/// detail slides in from the right over the page, which moves left by 30 % and dims; a pop
/// plays it back. Sampled every frame, against the closed form and in the drawn list.
@Suite struct PullDetailTransitionTests {
    static let d = PullDetail.transitionDuration

    /// Where the detail's title and the page's title are drawn now (window = demo coordinates).
    static func titles(_ driver: PullDriver, item: Int) -> (detail: Double?, page: Double?) {
        let scan = LayoutScan(driver.drawn)
        func x(_ string: String) -> Double? { scan.texts.first { $0.run.string == string }?.item.bounds.midX }
        return (x("Item \(item + 1)"), x(driver.demo.titles.seed))
    }

    @Test func thePushSlidesInFromTheRightOverAShiftedDimmedPage() {
        var driver = PullDriver()
        let frame = driver.demo.containerFrame
        let width = frame.width
        let restingPageTitle = Self.titles(driver, item: 0).page!
        let cell = driver.demo.cellFrame(page: 0, item: 2)
        driver.click(cell.center)
        let opened = driver.demo.detail!.openedAt
        var offsets: [Double] = []
        while driver.t < opened + microseconds(Self.d) + 50_000 {
            let detail = driver.demo.detail!
            let t = Double(driver.t - opened) / 1_000_000
            let p = t >= Self.d ? 1 : PullDetail.timing(t / Self.d)
            #expect(abs(detail.presentation(at: driver.t) - p) < Tolerances.sameFormula)
            let offset = detail.offset(at: driver.t, width: width)
            #expect(abs(offset - width * (1 - p)) < Tolerances.rounding)
            // Drawn where the closed form says: the detail's title moved right by the offset,
            // the page's title left by 30 % of the width times the presentation.
            let drawn = Self.titles(driver, item: 2)
            if let detailTitle = drawn.detail {
                #expect(abs(detailTitle - (frame.midX + offset)) < Tolerances.curveAgreement)
            }
            #expect(abs(drawn.page! - (restingPageTitle - 0.3 * width * p)) < Tolerances.curveAgreement)
            offsets.append(offset)
            driver.wait(PullDriver.frame)
        }
        // It came in from the right and never went back.
        #expect(offsets.first! > 0.8 * width && offsets.last == 0)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $1 <= $0 })
        #expect(driver.demo.wake == .idle)
        let veil = LayoutScan(driver.drawn).items.contains {
            guard case .shape = $0.kind else { return false }
            return abs($0.opacity - PullDetail.underlapDim) < Tolerances.twoDecimals
        }
        #expect(veil)
    }

    @Test func thePopPlaysItBackAndThenTheGridIsLive() {
        var driver = PullDriver()
        let width = driver.demo.containerFrame.width
        driver.click(driver.demo.cellFrame(page: 0, item: 0).center)
        driver.wait(500_000)
        driver.key(.escape)
        let closed = driver.demo.detail!.closedAt!
        var offsets: [Double] = []
        while let detail = driver.demo.detail {
            let t = Double(driver.t - closed) / 1_000_000
            let expected = width * PullDetail.timing(min(1, t / Self.d))
            #expect(abs(detail.offset(at: driver.t, width: width) - expected) < Tolerances.rounding)
            offsets.append(detail.offset(at: driver.t, width: width))
            driver.wait(PullDriver.frame)
        }
        let popEnd = closed + microseconds(Self.d)
        #expect(driver.t >= popEnd && driver.t < popEnd + PullDriver.frame + 1)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $1 >= $0 } && offsets.count >= 20)
        // Gone: the page is back in place and takes input again.
        #expect(Self.titles(driver, item: 0).detail == nil)
        driver.wheel(notches: 2, dy: -1)
        driver.settle()
        #expect(driver.innerOffset > 0)
    }

    @Test func anEarlyPopTurnsBackFromMidPushWithoutAJump() {
        var driver = PullDriver()
        let width = driver.demo.containerFrame.width
        driver.click(driver.demo.cellFrame(page: 0, item: 5).center)
        driver.wait(80_000)
        let before = driver.demo.detail!.offset(at: driver.t, width: width)
        driver.key(.escape)
        let detail = driver.demo.detail!
        // The pop starts from where the push was (1 ms later), then only goes right.
        #expect(abs(detail.offset(at: driver.t, width: width) - before) < Tolerances.turnaround * width)
        #expect(detail.closedFrom > 0 && detail.closedFrom < 1)
        var last = detail.offset(at: driver.t, width: width)
        while let d = driver.demo.detail {
            let now = d.offset(at: driver.t, width: width)
            #expect(now >= last - Tolerances.rounding)
            last = now
            driver.wait(PullDriver.frame)
        }
        #expect(driver.demo.detail == nil)
    }

    @Test func theSameAnimationAtAnyFrameRate() {
        func offset(at time: Int64, hz: Double) -> Double {
            var driver = PullDriver(frameStep: Int64((1_000_000 / hz).rounded()))
            driver.click(driver.demo.cellFrame(page: 0, item: 1).center)
            driver.run(until: time)
            return driver.demo.detail!.offset(at: driver.t, width: driver.demo.containerFrame.width)
        }
        for time: Int64 in [150_000, 250_000] {
            let rates = [30.0, 60, 144].map { offset(at: time, hz: $0) }
            #expect(rates.allSatisfy { abs($0 - rates[0]) < Tolerances.frameRateAgreement }, "at \(time) µs: \(rates)")
        }
    }
}

/// The pull hint lives in the gap the rubber band opens and never paints over the grid.
@Suite struct PullHintPlacementTests {
    @Test func theHintNeverPaintsOverTheGridAtAnyPull() {
        for overshoot in [3.0, 9.0, 16.0, 30.0, 60.0, 130.0] {
            for edge in ["bottom", "top"] {
                var driver = PullDriver()
                if edge == "bottom" { driver.scrollToBottom() }
                let travel = driver.travel(forOvershoot: overshoot) * (edge == "bottom" ? 1 : -1)
                driver.pull(finger: travel) { held in
                    let scan = LayoutScan(held.drawn)
                    let cells = (0..<PullGridLayout.itemCount).map { held.demo.cellFrame(page: 0, item: $0) }
                    let container = held.demo.containerFrame
                    let hints = scan.texts.filter {
                        $0.item.visible.map(container.intersects) == true
                            && $0.run.string.contains("page")
                    }
                    #expect(overshoot < 10 || !hints.isEmpty, "\(edge) \(overshoot): the hint shows")
                    for (item, run) in hints {
                        for cell in cells where cell.intersects(item.visible!) {
                            Issue.record(
                                "\(edge) \(overshoot): \"\(run.string)\" \(item.visible!) is over cell \(cell)")
                        }
                    }
                    // Faded in with the gap: half-open gaps show it faintly.
                    if let opacity = hints.first?.item.opacity, overshoot < 24 {
                        #expect(opacity < 1, "\(edge) \(overshoot)")
                    }
                }
            }
        }
    }
}
