import Motion
import Testing

@testable import Demos

/// The rolling notice view driven from outside: pause and proceed (hover), cell reuse over many
/// rolls, taps, and timing changes.
extension RollerTests {
    // MARK: - Pause and proceed

    @Test func pausedTimerDoesNotFireAndProceedRollsAtOnce() {
        var view = Self.makeView(.default, rows: 3)
        view.setPaused(true, at: 1_000_000)
        #expect(view.timer == .paused)
        #expect(view.wake == .idle)
        view.advance(to: 10_000_000)
        #expect(!view.isAnimating && view.currentIndex == 0)
        view.setPaused(false, at: 10_000_000)
        #expect(view.isAnimating)
        #expect(view.roll?.start == 10_000_000)
        #expect(view.currentIndex == 1)
        // NSTimer keeps its interval after setFireDate: the next fire is one period later.
        #expect(view.timer == .scheduled(nextFire: 12_660_000))
    }

    @Test func pausingMidRollLetsTheAnimationFinish() {
        var view = Self.makeView(.scaleY, rows: 3)
        view.advance(to: Self.period + 100_000)
        view.setPaused(true, at: Self.period + 100_000)
        #expect(view.isAnimating)
        view.advance(to: 20_000_000)
        #expect(!view.isAnimating)
        #expect(view.currentIndex == 1)
    }

    @Test func proceedingWhileARollAnimatesSwallowsThatFire() {
        // The seed's timerHandle returns while isAnimating; the following fire comes a period later.
        var view = Self.makeView(.fade, rows: 3)
        view.advance(to: Self.period + 200_000)
        view.setPaused(true, at: Self.period + 200_000)
        view.setPaused(false, at: Self.period + 300_000)
        #expect(view.roll?.start == Self.period)
        #expect(view.timer == .scheduled(nextFire: Self.period + 300_000 + Self.period))
    }

    // MARK: - Reuse

    @Test func reuseKeepsCellsCreatedSmallOverAHundredRolls() {
        for style in RollingStyle.allCases {
            var view = RollingNoticeView(
                name: "r", frame: Rect(x: 0, y: 0, width: 300, height: 56), style: style,
                dataSource: CommentFeed(comments: NoticeComment.all))
            for kind in CommentCellKind.allCases { view.register(kind, forCellReuseIdentifier: kind.reuseIdentifier) }
            view.reloadDataAndStartRoll(at: 0)
            var rolls = 0
            var wasAnimating = false
            var t: Int64 = 0
            while rolls < 100 {
                t += 16_667
                view.advance(to: t)
                #expect(view.cellLayouts.count <= 2)
                if view.isAnimating && !wasAnimating { rolls += 1 }
                wasAnimating = view.isAnimating
            }
            // At most two of each registered kind (hot and plain) ever exist.
            #expect(view.cellsCreated <= 4, "\(style): \(view.cellsCreated) cells")
            #expect(view.cellsCreated >= 2)
            let serials = Set(view.cellLayouts.map(\.cell.serial))
            #expect(serials.allSatisfy { $0 <= 4 })
        }
    }

    @Test func dequeueHandsBackAPooledCellOfTheSameKind() {
        var view = Self.makeView(.default, rows: 4)  // rows 0 and 3 are hot, 1 and 2 plain
        // Rolls 0→1 and 1→2 need a second plain cell; 2→3 reuses the hot cell row 0 left in the pool.
        view.advance(to: 3 * Self.period + 100_000)
        #expect(view.cellLayouts.map(\.cell.index) == [2, 3])
        #expect(view.cellLayouts[1].cell.kind == .hot && view.cellLayouts[1].cell.serial == 1)
        #expect(view.cellsCreated == 3)
        // 3→0 shows two hot rows at once: a second hot cell, and that is the last one ever made.
        view.advance(to: 4 * Self.period + 100_000)
        #expect(view.cellsCreated == 4)
        view.advance(to: 5 * Self.period + 100_000)
        #expect(view.cellLayouts[1].cell.index == 1)
        #expect([2, 3].contains(view.cellLayouts[1].cell.serial))
        view.advance(to: 40 * Self.period)
        #expect(view.cellsCreated == 4)
        #expect(view.pooledCells + view.cellLayouts.count == 4)
    }

    // MARK: - Tap

    @Test func tapReportsTheSeedsCurrentIndex() {
        var delegate = RollerEventLog()
        var view = Self.makeView(.default, rows: 3)
        #expect(view.tap(at: 1_000_000, delegate: &delegate) == 0)
        // The default style advanced the index when the roll started.
        #expect(view.tap(at: Self.period + 100_000, delegate: &delegate) == 1)
        var fade = Self.makeView(.fade, rows: 3)
        // Fade advances it in the completion (fire + 1.25 s).
        #expect(fade.tap(at: Self.period + 1_000_000, delegate: &delegate) == 0)
        #expect(fade.tap(at: Self.period + 1_250_000, delegate: &delegate) == 1)
        #expect(delegate.taps.map(\.index) == [0, 1, 0, 1])
        #expect(delegate.taps.map(\.roller) == ["default", "default", "fade", "fade"])
        #expect(delegate.isToastVisible(at: Self.period + 1_250_000 + 1_999_999))
        #expect(!delegate.isToastVisible(at: Self.period + 1_250_000 + 2_000_000))
    }

    // MARK: - Settings

    @Test func changingTimingsRestartsTheTimerFromNow() {
        var view = Self.makeView(.default, rows: 3)
        view.setStayInterval(3_000_000, at: 1_000_000)
        #expect(view.timer == .scheduled(nextFire: 1_000_000 + 3_660_000))
        view.setAnimationDuration(1_000_000, at: 2_000_000)
        #expect(view.timer == .scheduled(nextFire: 2_000_000 + 4_000_000))
        view.advance(to: 6_000_000)
        #expect(view.roll?.duration == 1_000_000)
        // A style change mid-roll applies from the next roll.
        view.setStyle(.fade, at: 6_500_000)
        #expect(view.roll?.style == .default)
        view.advance(to: 7_000_000)
        #expect(!view.isAnimating)
        view.advance(to: 10_000_000)
        #expect(view.roll?.style == .fade)
    }

    @Test func commentsAssetHasEnoughRowsOfBothKinds() {
        #expect(NoticeComment.all.count >= 30)
        #expect(NoticeComment.all.contains { $0.isHot } && NoticeComment.all.contains { !$0.isHot })
        #expect(NoticeComment.all.contains { $0.text.unicodeScalars.contains { $0.value >= 0x4E00 } })
        #expect(NoticeComment(name: "a", text: "", likes: 128_000, isHot: true).likesLabel == "12.8w")
        #expect(NoticeComment(name: "a", text: "", likes: 20_000, isHot: true).likesLabel == "2w")
        #expect(NoticeComment(name: "a", text: "", likes: 872, isHot: false).likesLabel == "872")
    }
}
