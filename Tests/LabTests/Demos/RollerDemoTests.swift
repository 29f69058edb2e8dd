import DemoTestSupport
import HarnessTestSupport
import Motion
import Testing

@testable import Demos
@testable import PlaygroundCore

/// The roller demo driven by scripted inputs and frames: hover, leave, click, keys, buttons,
/// reload and the `--dump-state` keys.
struct RollerDemoTests {
    @Test func infoAndInitialStateMatchTheSeedsDefaults() {
        #expect(RollerDemo.info.id == "roller")
        #expect(DemoCatalog.ids.contains("roller"))
        let run = RollerRig()
        let state = run.demo.state
        #expect(state["style"] == .string("default"))
        #expect(state["current_index"] == .int(0))
        #expect(state["animating"] == .bool(false))
        #expect(state["paused"] == .bool(false))
        #expect(state["cells_created"] == .int(1))
        #expect(run.demo.custom.stayInterval == 2_000_000 && run.demo.custom.animationDuration == 660_000)
        #expect(run.demo.custom.spaceOfItem == 0 && run.demo.custom.fadeTranslationY == 6)
        guard case .array(let rollers)? = state["rollers"] else {
            Issue.record("no rollers array")
            return
        }
        #expect(
            rollers.map { $0["style"] } == [.string("default"), .string("fade"), .string("scaleY"), .string("default")])
        #expect(run.demo.wake == .at(2_660_000))
    }

    @Test func rollersFillTheirSpaceAndFollowTheViewport() {
        var run = RollerRig()
        func check(_ size: Size, rows: Int, _ note: Comment) {
            let frames = run.demo.rollers.map(\.frame)
            #expect(Set(frames.map(\.minY)).count == rows, note)
            #expect(frames.allSatisfy { $0.minX >= 20 && $0.maxX <= size.width - 20 && $0.maxY < size.height }, note)
            for (a, b) in zip(frames, frames.dropFirst()) where a.minY == b.minY { #expect(a.maxX < b.minX, note) }
            // Never smaller than the 56 pt strip where there is room, and never taller than a ticker.
            #expect(frames.allSatisfy { $0.height >= 46 && $0.height <= 0.2 * $0.width + Tolerances.rounding }, note)
        }
        // 1040 × 760: two columns give taller rollers than four (four would be 47 pt).
        check(RollerRig.viewport, rows: 2, "1040 × 760")
        #expect(run.demo.rollers[0].frame.height > 90)
        run.frame(at: 1_000, facts: [.viewportResized(Size(width: 3000, height: 420))])
        check(Size(width: 3000, height: 420), rows: 1, "3000 × 420: one row of four")
        run.frame(at: 2_000, facts: [.viewportResized(Size(width: 560, height: 700))])
        check(Size(width: 560, height: 700), rows: 2, "560 × 700: 2 × 2")
        run.frame(at: 3_000, facts: [.viewportResized(Size(width: 300, height: 1400))])
        check(Size(width: 300, height: 1400), rows: 4, "300 wide: one column")
    }

    @Test func theEventLogHearsEveryRollAtItsOwnTime() {
        var run = RollerRig()
        run.run(until: 6_000_000)
        // Two fires (2.66 s, 5.32 s) of four rollers, in time order, each at its fire time.
        let lines = run.demo.events.lines.elements
        #expect(
            lines == [
                "2.66 s  default: #1 → #2", "2.66 s  fade: #1 → #2", "2.66 s  scaleY: #1 → #2",
                "2.66 s  Custom: #1 → #2", "5.32 s  default: #2 → #3", "5.32 s  fade: #2 → #3",
                "5.32 s  scaleY: #2 → #3", "5.32 s  Custom: #2 → #3",
            ])
        // The log shows the newest lines that fit its box.
        #expect(run.texts.contains("5.32 s  Custom: #2 → #3"))
    }

    @Test func hoverPausesAndLeavingRollsAtThatFrame() {
        var run = RollerRig()
        run.frame(at: 1_000_000, facts: [.pointerMoved(run.center(of: 1))])
        #expect(run.demo.hovered == 1)
        #expect(run.demo.rollers[1].isPaused)
        run.run(until: 10_000_000)
        #expect(run.demo.rollers[1].currentIndex == 0)
        #expect(!run.demo.rollers[1].isAnimating)
        #expect(run.demo.rollers[0].currentIndex > 0)  // the others kept rolling
        run.frame(at: 10_000_000 + 16_667, facts: [.pointerMoved(Point(x: 5, y: 5))])
        #expect(run.demo.hovered == nil)
        #expect(run.demo.rollers[1].roll?.start == 10_016_667)
        #expect(run.demo.rollers[1].isAnimating)
    }

    @Test func pointerExitedCountsAsLeaving() {
        var run = RollerRig()
        run.frame(at: 500_000, facts: [.pointerMoved(run.center(of: 3))])
        #expect(run.demo.state["paused"] == .bool(true))
        run.run(until: 6_000_000)
        #expect(run.demo.state["current_index"] == .int(0))
        run.frame(at: 6_000_000 + 16_667, facts: [.pointerExited])
        #expect(run.demo.state["paused"] == .bool(false))
        #expect(run.demo.state["animating"] == .bool(true))
        #expect(run.demo.custom.roll?.start == 6_016_667)
    }

    @Test func pKeyPausesAndResumesAll() {
        var run = RollerRig()
        run.key("p", at: 1_000_000)
        #expect(run.demo.pausedAll)
        #expect(run.demo.rollers.allSatisfy { $0.isPaused })
        #expect(run.demo.wake == .at(3_000_000))  // only the toast's expiry remains
        run.run(until: 8_000_000)
        #expect(run.demo.rollers.allSatisfy { $0.currentIndex == 0 && !$0.isAnimating })
        #expect(run.demo.wake == .idle)
        // Leaving a roller while P holds keeps it paused.
        run.frame(at: 8_100_000, facts: [.pointerMoved(run.center(of: 0))])
        run.frame(at: 8_200_000, facts: [.pointerExited])
        #expect(run.demo.rollers[0].isPaused)
        run.key("p", at: 9_000_000)
        #expect(run.demo.rollers.allSatisfy { $0.isAnimating && $0.roll?.start == 9_000_000 })
    }

    @Test func clickReportsTheCurrentIndexInToastAndLog() {
        var run = RollerRig()
        run.run(until: 3_000_000)
        // The default-style Custom roller advanced to row 1 when its roll started at 2.66 s.
        run.click(run.center(of: 3), at: 3_000_000)
        #expect(run.demo.events.taps.last == RollerTap(roller: "Custom", index: 1, time: 3_000_000))
        #expect(run.demo.state["last_tap"]?["index"] == .int(1))
        let strings = run.texts
        #expect(strings.contains { $0.hasPrefix("Custom: tapped comment #2") })  // the toast
        #expect(strings.contains { $0.contains("3.00 s  Custom: tapped comment #2") })  // the log line
        // The fade roller still reports row 0 until its completion at 3.91 s.
        run.click(run.center(of: 1), at: 3_100_000)
        #expect(run.demo.events.taps.last?.index == 0)
        // The toast goes away after 2 s; the log keeps the line.
        run.run(until: 5_200_000)
        #expect(!run.texts.contains { $0.hasPrefix("fade: tapped") })
        #expect(run.texts.contains { $0.hasSuffix("fade: tapped comment #1 · 小鹿乱撞") })
    }

    @Test func reloadButtonCyclesDataSetsWithoutGhosts() throws {
        var run = RollerRig()
        run.run(until: RollerRig.period + 300_000)
        #expect(run.demo.rollers.allSatisfy { $0.isAnimating })
        let reload = try #require(run.demo.frame(of: .reload))
        run.click(reload.center, at: RollerRig.period + 300_000)
        #expect(run.demo.dataSet == .short)
        #expect(
            run.demo.rollers.allSatisfy { !$0.isAnimating && $0.currentIndex == 0 && $0.visibleCellLayouts.count == 1 })
        run.run(until: RollerRig.period + 2_000_000)
        #expect(run.demo.rollers.allSatisfy { $0.visibleCellLayouts.map(\.cell.index) == [0] })
        run.key("r", at: RollerRig.period + 2_100_000)
        #expect(run.demo.dataSet == .single)
        run.run(until: 20_000_000)
        #expect(run.demo.rollers.allSatisfy { !$0.isAnimating && $0.currentIndex == 0 })
        run.key("r", at: 20_000_000)
        #expect(run.demo.dataSet == .empty)
        #expect(run.texts.filter { $0 == "No comments" }.count == 4)
        #expect(run.demo.wake == .at(22_000_000))  // the toast only
        run.key("r", at: 21_000_000)
        #expect(run.demo.dataSet == .full)
        #expect(run.demo.rollers.allSatisfy { $0.timer == .scheduled(nextFire: 21_000_000 + RollerRig.period) })
        // Reloads recycle cells instead of making new ones.
        #expect(run.demo.rollers.allSatisfy { $0.cellsCreated <= 4 })
    }

    @Test func customRollerKeysAndButtons() throws {
        var run = RollerRig()
        run.key("c", at: 100_000)
        #expect(run.demo.state["style"] == .string("fade"))
        run.click(try #require(run.demo.frame(of: .style(.scaleY))).center, at: 200_000)
        #expect(run.demo.state["style"] == .string("scaleY"))
        run.key("rightbracket", at: 300_000)
        #expect(run.demo.custom.stayInterval == 3_000_000)
        run.key("leftbracket", at: 400_000)
        run.key("leftbracket", at: 500_000)
        #expect(run.demo.custom.stayInterval == 1_000_000)
        run.key("apostrophe", at: 600_000)
        #expect(run.demo.custom.animationDuration == 1_000_000)
        run.key("semicolon", at: 700_000)
        run.key("semicolon", at: 800_000)
        #expect(run.demo.custom.animationDuration == 400_000)
        run.key("up", at: 900_000)
        #expect(run.demo.custom.spaceOfItem == 4)
        run.click(try #require(run.demo.frame(of: .spaceSmaller)).center, at: 1_000_000)
        #expect(run.demo.custom.spaceOfItem == 0)
        // The timer restarted at 0.8 s with period 1.0 + 0.4 s.
        #expect(run.demo.custom.timer == .scheduled(nextFire: 800_000 + 1_400_000))
        // Ctrl+R belongs to the recorder, not to reload.
        run.frame(at: 1_100_000, facts: [.keyPressed("r", modifiers: .ctrl)])
        #expect(run.demo.dataSet == .full)
        // The other rollers keep the seed's settings.
        #expect(run.demo.rollers[0].stayInterval == 2_000_000 && run.demo.rollers[0].style == .default)
    }

    @Test func sameStateAt30And144Hz() {
        var slow = RollerRig()
        var fast = RollerRig()
        let hover = Point(x: slow.center(of: 2).x, y: slow.center(of: 2).y)
        for k in 1...90 {  // every 1/6 s for 15 s
            let t = Int64(k) * 1_000_000 / 6
            let inputs: [Input] = k == 20 ? [.pointerMoved(hover)] : k == 50 ? [.pointerExited] : []
            for i in (k - 1) * 5 + 1...k * 5 {
                let ts = Int64(i) * 1_000_000 / 30
                slow.frame(at: ts, facts: ts == t ? inputs : [])
            }
            for i in (k - 1) * 24 + 1...k * 24 {
                let tf = Int64(i) * 1_000_000 / 144
                fast.frame(at: tf, facts: tf == t ? inputs : [])
            }
            #expect(slow.demo.state == fast.demo.state, "at \(t) µs")
            #expect(slow.drawn == fast.drawn, "draw lists differ at \(t) µs")
        }
    }

    @Test func runsInsideThePlaygroundApp() throws {
        var h = try AppHarness("roller", viewport: Size(width: 1280, height: 800))
        #expect(h.app.currentDemoID == "roller")
        #expect(h.app.wake == .at(2_660_000))
        h.frame(at: 2_660_000)
        #expect(h.state["animating"] == .bool(true))
        #expect(h.drawn().texts.contains { $0.string == "Rolling notice" })
    }
}
