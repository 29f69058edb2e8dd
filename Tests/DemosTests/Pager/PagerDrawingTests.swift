import DemoTestSupport
import Motion
import Testing

@testable import Demos
@testable import PlaygroundCore

@Suite struct PagerDrawingTests {
    func pageTitles(_ h: PagerHarness) -> [String] {
        var list = DrawList()
        h.demo.draw(into: &list)
        let names = Set(ChannelDataSource.standard.channels.map { "\($0.chinese) · \($0.english)" })
        return list.texts.map(\.string).filter { names.contains($0) }
    }

    @Test func bothPagesAreDrawnDuringATransitionAndOneAtRest() {
        var h = PagerHarness()
        #expect(pageTitles(h) == ["推荐 · Recommended"])
        h.key(.right)
        h.wait(100_000)
        #expect(Set(pageTitles(h)) == ["推荐 · Recommended", "热点 · Hot"])
        h.settle()
        #expect(pageTitles(h) == ["热点 · Hot"])
    }

    @Test func theEventLogShowsTheLastLifecycleLinesThatFit() {
        var h = PagerHarness()
        for _ in 0..<3 {
            h.key(.right)
            h.settle()
        }
        var list = DrawList()
        h.demo.draw(into: &list)
        let texts = list.texts.map(\.string)
        let log = h.demo.log.map(\.text)
        #expect(texts.contains("delegate.didEnd(2 → 3, completed: true)"))
        #expect(!texts.contains("#1 ch0 willMove(toParent: container)"), "the oldest line scrolled away")
        // The newest lines, as many as fit the column below the heading, oldest first.
        let shown = texts.filter(log.contains)
        #expect(shown.count >= 12 && shown.count < log.count)
        #expect(shown == Array(log.suffix(shown.count)))
    }

    @Test func theDemoSleepsWhenNothingMoves() {
        var h = PagerHarness()
        #expect(h.demo.wake == .idle)
        h.key(.right)
        #expect(h.demo.wake == .nextFrame)
        h.settle()
        #expect(h.demo.wake == .idle)
        // A finger holding an interactive transition still: nothing moves without input.
        h.drag(dx: -100)
        h.wait(50_000)
        #expect(h.demo.wake == .idle)
    }
}
