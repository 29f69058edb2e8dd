import HarnessTestSupport
import Motion
import Testing

@testable import Demos
@testable import PlaygroundCore

/// The rolling notice view (seed 000) on its own: timer semantics, the three styles' closed
/// forms, edge cases, pause / proceed and reuse. Times are µs; the seed's NSTimer has period
/// stay + duration = 2.66 s and fires first one period after scheduling, so the first roll
/// starts at 2.66 s (and, in the default style, ends at 3.32 s).
struct RollerTests {
    static let height = 56.0
    static let period: Int64 = 2_660_000
    static let duration: Int64 = 660_000

    static func comments(_ count: Int, prefix: String = "c") -> [NoticeComment] {
        (0..<count).map {
            NoticeComment(name: "user\($0)", text: "\(prefix)\($0)", likes: $0 * 100, isHot: $0 % 3 == 0)
        }
    }

    static func makeView(_ style: RollingStyle, rows: Int, space: Double = 0) -> RollingNoticeView {
        var view = RollingNoticeView(
            name: style.name, frame: Rect(x: 10, y: 20, width: 300, height: height), style: style,
            dataSource: CommentFeed(comments: comments(rows)), spaceOfItem: space)
        for kind in CommentCellKind.allCases { view.register(kind, forCellReuseIdentifier: kind.reuseIdentifier) }
        view.reloadDataAndStartRoll(at: 0)
        return view
    }

    /// Frame `i` at `hz`, in whole µs (integer division, so 30 and 144 Hz share exact times).
    static func frameTime(_ i: Int, hz: Int) -> Int64 { Int64(i) * 1_000_000 / Int64(hz) }

    /// Steps at `hz` until `end` and records each change of `currentIndex` with the frame time.
    static func indexChanges(_ style: RollingStyle, rows: Int, hz: Int, until end: Int64) -> [(time: Int64, index: Int)]
    {
        var view = makeView(style, rows: rows)
        var changes: [(time: Int64, index: Int)] = []
        var last = view.currentIndex
        var i = 0
        while frameTime(i, hz: hz) <= end {
            view.advance(to: frameTime(i, hz: hz))
            #expect(view.cellLayouts.count <= 2)
            if view.currentIndex != last {
                changes.append((frameTime(i, hz: hz), view.currentIndex))
                last = view.currentIndex
            }
            i += 1
        }
        return changes
    }

    /// Each expected change must be seen at the first frame at or after its exact time.
    static func expectChanges(_ changes: [(time: Int64, index: Int)], at times: [Int64], indices: [Int], hz: Int) {
        #expect(changes.map(\.index) == indices)
        #expect(changes.count == times.count)
        for (change, expected) in zip(changes, times) {
            #expect(
                change.time >= expected && change.time < expected + 1_000_000 / Int64(hz) + 1,
                "index change at \(change.time) µs, expected the first frame after \(expected) µs")
        }
    }

    // MARK: - Index sequences

    @Test func defaultStyleAdvancesTheIndexWhenEachRollStartsAndWraps() {
        // Fires at 2.66, 5.32, 7.98, 10.64, 13.30 s; the default handler increments at the fire.
        let fires = (1...5).map { Int64($0) * Self.period }
        let changes = Self.indexChanges(.default, rows: 3, hz: 60, until: 15_000_000)
        Self.expectChanges(changes, at: fires, indices: [1, 2, 0, 1, 2], hz: 60)
    }

    @Test func fadeStyleAdvancesTheIndexInShowNextsCompletion() {
        // Completion = fire + (0.66 − 0.07) + 0.66 = fire + 1.25 s.
        let ends = (1...5).map { Int64($0) * Self.period + 1_250_000 }
        let changes = Self.indexChanges(.fade, rows: 3, hz: 60, until: 15_000_000)
        Self.expectChanges(changes, at: ends, indices: [1, 2, 0, 1, 2], hz: 60)
    }

    @Test func scaleYStyleAdvancesTheIndexWhenTheRollCompletes() {
        let ends = (1...5).map { Int64($0) * Self.period + Self.duration }
        let changes = Self.indexChanges(.scaleY, rows: 3, hz: 60, until: 15_000_000)
        Self.expectChanges(changes, at: ends, indices: [1, 2, 0, 1, 2], hz: 60)
    }

    @Test func firstRollStartsAtOnePeriodAndEndsAfterTheAnimation() {
        var view = Self.makeView(.default, rows: 3)
        #expect(view.wake == .at(2_660_000))
        view.advance(to: 2_659_999)
        #expect(!view.isAnimating)
        view.advance(to: 2_660_000)
        #expect(view.isAnimating)
        #expect(view.roll?.start == 2_660_000)
        #expect(view.roll?.end == 3_320_000)
        #expect(view.wake == .nextFrame)
        view.advance(to: 3_320_000)
        #expect(!view.isAnimating)
        #expect(view.wake == .at(5_320_000))
    }

    @Test func rollsStartAtTheFireTimeEvenWhenFramesAreLate() {
        var view = Self.makeView(.default, rows: 3)
        view.advance(to: 2_700_000)  // a frame 40 ms after the fire
        #expect(view.roll?.start == 2_660_000)
        view.advance(to: 4_000_000)  // one long frame past the completion
        #expect(!view.isAnimating)
        #expect(view.currentIndex == 1)
    }

    @Test func sameIndicesAndPosesAt30And144Hz() {
        for style in RollingStyle.allCases {
            var slow = Self.makeView(style, rows: 4)
            var fast = Self.makeView(style, rows: 4)
            var fastFrame = 0
            for i in 0...450 {  // 15 s at 30 Hz
                let t = Self.frameTime(i, hz: 30)
                slow.advance(to: t)
                while Self.frameTime(fastFrame, hz: 144) <= t {
                    fast.advance(to: Self.frameTime(fastFrame, hz: 144))
                    fastFrame += 1
                }
                if i % 5 == 0 {  // 1/6 s: a frame time both rates share exactly
                    #expect(Self.frameTime(fastFrame - 1, hz: 144) == t)
                    #expect(slow.currentIndex == fast.currentIndex)
                    #expect(slow.isAnimating == fast.isAnimating)
                    #expect(slow.cellLayouts == fast.cellLayouts, "\(style) at \(t) µs")
                }
            }
        }
    }

    // MARK: - Poses

    @Test func defaultStylePoses() throws {
        var view = Self.makeView(.default, rows: 3, space: 8)
        view.advance(to: Self.period + Self.duration / 2)
        let layouts = view.cellLayouts
        #expect(layouts.count == 2)
        // Half way through UIView's symmetric ease-in-out: half way along.
        #expect(abs(layouts[0].frame.minY - (-(56 + 8) / 2)) < Tolerances.curveAgreement)
        #expect(abs(layouts[1].frame.minY - (56 + 8) / 2) < Tolerances.curveAgreement)
        #expect(layouts[0].cell.index == 0 && layouts[1].cell.index == 1)
        #expect(layouts.allSatisfy { $0.alpha == 1 && $0.scaleY == 1 })
        // A quarter through the curve is behind linear (ease-in).
        view = Self.makeView(.default, rows: 3, space: 8)
        view.advance(to: Self.period + Self.duration / 4)
        let quarter = try #require(view.cellLayouts.first)
        #expect(quarter.frame.minY > -64 / 4 && quarter.frame.minY < 0)
        view.advance(to: Self.period + Self.duration)
        #expect(view.cellLayouts.count == 1)
        #expect(view.cellLayouts[0].frame == Rect(x: 0, y: 0, width: 300, height: 56))
        #expect(view.cellLayouts[0].cell.index == 1)
    }

    @Test func fadeStylePoses() {
        let start = Self.period
        func poses(at t: Int64) -> [NoticeCellLayout] {
            var view = Self.makeView(.fade, rows: 3)
            view.advance(to: start + t)
            return view.cellLayouts
        }
        // 50 ms: fading out with ease-out, not moving yet (0.1 s delay); the next waits at +6, invisible.
        var p = poses(at: 50_000)
        #expect(abs(p[0].alpha - (1 - Easing.easeOut(50.0 / 660))) < Tolerances.rounding)
        #expect(p[0].frame.minY == 0)
        #expect(p[1].alpha == 0 && p[1].frame.minY == 6)
        #expect(!p[1].isVisible(inHeight: 56))
        // 380 ms: half way along the linear move (0.28 of 0.56 s).
        p = poses(at: 380_000)
        #expect(abs(p[0].frame.minY - (-3)) < Tolerances.rounding)
        #expect(abs(p[0].alpha - (1 - Easing.easeOut(380.0 / 660))) < Tolerances.rounding)
        #expect(p[1].alpha == 0)
        // 660 ms: the current is gone; the next started fading in 70 ms ago (at 0.59 s).
        p = poses(at: 660_000)
        #expect(p[0].alpha == 0 && abs(p[0].frame.minY - (-6)) < Tolerances.rounding)
        #expect(abs(p[1].alpha - Easing.easeInOut(70.0 / 660)) < Tolerances.rounding)
        #expect(p[1].frame.minY == 6)
        // 1 s: the next is moving up linearly since 0.69 s.
        p = poses(at: 1_000_000)
        #expect(abs(p[1].alpha - Easing.easeInOut(410.0 / 660)) < Tolerances.rounding)
        #expect(abs(p[1].frame.minY - 6 * (1 - 310.0 / 560)) < Tolerances.rounding)
        // 1.25 s: done, the new current rests at 0, opaque.
        p = poses(at: 1_250_000)
        #expect(p.count == 1 && p[0].frame.minY == 0 && p[0].alpha == 1 && p[0].cell.index == 1)
    }

    @Test func scaleYStylePoses() {
        var view = Self.makeView(.scaleY, rows: 3)
        // At rest scaleY parks the next row's cell below the bounds (its completion pre-dequeues it).
        #expect(view.cellLayouts.count == 2)
        #expect(view.cellLayouts[1].frame.minY == 56 && view.cellLayouts[1].cell.index == 1)
        #expect(view.visibleCellLayouts.count == 1)
        view.advance(to: Self.period + Self.duration / 2)
        let p = view.cellLayouts
        #expect(p[0].frame.minY == 0)
        #expect(abs(p[0].frame.height - 28) < Tolerances.curveAgreement)
        #expect(abs(p[0].scaleY - (1 - 0.99 / 2)) < Tolerances.curveAgreement)
        #expect(abs(p[1].frame.minY - 28) < Tolerances.curveAgreement)
        view.advance(to: Self.period + Self.duration)
        #expect(view.currentIndex == 1)
        #expect(view.cellLayouts.map(\.cell.index) == [1, 2])
        #expect(view.cellLayouts[0].scaleY == 1 && view.cellLayouts[0].frame.height == 56)
    }

    @Test func drawListShowsOnlyTheVisibleCells() {
        var view = Self.makeView(.default, rows: 3)
        var list = DrawList()
        view.draw(into: &list)
        #expect(list.texts.map(\.string).contains("c0"))
        #expect(!list.texts.map(\.string).contains("c1"))
        view.advance(to: Self.period + Self.duration / 2)
        list = DrawList()
        view.draw(into: &list)
        let strings = list.texts.map(\.string)
        #expect(strings.contains("c0") && strings.contains("c1"))
        // The fade style's incoming cell is transparent until 0.59 s: not drawn.
        var fade = Self.makeView(.fade, rows: 3)
        fade.advance(to: Self.period + 300_000)
        list = DrawList()
        fade.draw(into: &list)
        #expect(list.texts.map(\.string).contains("c0"))
        #expect(!list.texts.map(\.string).contains("c1"))
        #expect(list.commands.contains { if case .pushOpacity = $0 { true } else { false } })
    }

    // MARK: - Edge cases

    @Test func zeroRowsShowTheEmptyStateAndScheduleNothing() {
        var view = Self.makeView(.default, rows: 0)
        #expect(view.isEmpty)
        #expect(view.timer == .off)
        #expect(view.wake == .idle)
        view.advance(to: 15_000_000)
        #expect(view.cellLayouts.isEmpty)
        #expect(view.cellsCreated == 0)
        var list = DrawList()
        view.draw(into: &list)
        #expect(list.texts.map(\.string) == ["No comments"])
        var delegate = RollerEventLog()
        #expect(view.tap(at: 15_000_000, delegate: &delegate) == nil)
        #expect(delegate.taps.isEmpty)
    }

    @Test func oneRowNeverRolls() {
        for style in RollingStyle.allCases {
            var view = Self.makeView(style, rows: 1)
            #expect(view.timer == .off)
            #expect(view.wake == .idle)
            for i in 0...900 {
                view.advance(to: Self.frameTime(i, hz: 60))
                #expect(!view.isAnimating)
            }
            #expect(view.currentIndex == 0)
            #expect(view.cellsCreated == 1)
            #expect(view.visibleCellLayouts.count == 1)
        }
    }

    @Test func reloadMidAnimationLeavesNoGhost() {
        for style in RollingStyle.allCases {
            var view = Self.makeView(style, rows: 5)
            // Mid-roll; for fade this is inside the overlap where both cells show.
            view.advance(to: Self.period + 620_000)
            #expect(view.isAnimating)
            #expect(view.visibleCellLayouts.count == 2)
            let reloadAt = Self.period + 620_000
            view.reloadData(CommentFeed(comments: Self.comments(3, prefix: "new")), at: reloadAt)
            #expect(!view.isAnimating)
            #expect(view.currentIndex == 0)
            #expect(view.visibleCellLayouts.map(\.cell.comment.text) == ["new0"])
            #expect(view.visibleCellLayouts[0].frame.minY == 0 && view.visibleCellLayouts[0].alpha == 1)
            // The old roll's completion never runs: nothing changes until the new timer fires.
            view.advance(to: reloadAt + Self.period - 1)
            #expect(!view.isAnimating && view.currentIndex == 0)
            var list = DrawList()
            view.draw(into: &list)
            let strings = list.texts.map(\.string)
            #expect(strings.contains("new0"))
            #expect(!strings.contains { $0.hasPrefix("c") })
            view.advance(to: reloadAt + Self.period)
            #expect(view.isAnimating)
            #expect(view.roll?.start == reloadAt + Self.period)
        }
    }

    @Test func reloadToOneRowOrNoneMidAnimationStopsTheTimer() {
        var view = Self.makeView(.fade, rows: 5)
        view.advance(to: Self.period + 300_000)
        view.reloadData(CommentFeed(comments: Self.comments(1)), at: Self.period + 300_000)
        #expect(view.timer == .off && !view.isAnimating && view.visibleCellLayouts.count == 1)
        view.reloadData(CommentFeed(comments: []), at: Self.period + 400_000)
        #expect(view.isEmpty && view.cellLayouts.isEmpty && view.wake == .idle)
    }
}
