import DemoTestSupport
import Motion
import Testing

@Suite struct PagerLifecycleTests {
    @Test func theFirstChildIsAddedAndAppearsOnLoad() {
        let h = PagerHarness()
        #expect(
            h.logTexts == [
                "#1 ch0 willMove(toParent: container)",
                "#1 ch0 didMove(toParent: container)",
                "#1 ch0 viewWillAppear",
                "#1 ch0 viewDidAppear",
            ])
        #expect(h.state["index"] == .int(0))
        #expect(h.state["transition"] == .null)
        #expect(h.state["controllers_created"] == .int(1))
        #expect(h.state["controllers_alive"] == .int(1))
    }

    @Test func aCompletedTransitionRunsUIKitsLifecycleOrder() {
        var h = PagerHarness()
        h.key(.right)
        h.settle()
        #expect(
            Array(h.logTexts.dropFirst(4)) == [
                "delegate.didStart(0 → 1)",
                "#2 ch1 willMove(toParent: container)",
                "#2 ch1 viewWillAppear",
                "#1 ch0 viewWillDisappear",
                "#2 ch1 didMove(toParent: container)",
                "#1 ch0 willMove(toParent: nil)",
                "#1 ch0 viewDidDisappear",
                "#1 ch0 didMove(toParent: nil)",
                "#2 ch1 viewDidAppear",
                "animator.animationEnded(true)",
                "delegate.didEnd(0 → 1, completed: true)",
            ])
        #expect(h.index == 1)
        #expect(h.container.children.map(\.id) == [2])
        #expect(h.container.children[0].appearance == .appeared)
        #expect(h.container.children[0].hasParent)
        #expect(h.container.pool.waitingCount == 1)
    }

    @Test func aCancelledInteractiveTransitionTearsDownToAndReappearsFrom() {
        var h = PagerHarness()
        let end = h.drag(dx: -0.3 * h.width)
        h.wait(60_000)  // hold still: the release is slow
        h.release(end, after: 0)
        #expect(h.state["transition"]?["interactive"] == .bool(true))
        h.settle()
        #expect(
            Array(h.logTexts.dropFirst(4)) == [
                "delegate.didStart(0 → 1)",
                "#2 ch1 willMove(toParent: container)",
                "#2 ch1 viewWillAppear",
                "#1 ch0 viewWillDisappear",
                "#2 ch1 didMove(toParent: container)",
                "#2 ch1 willMove(toParent: nil)",
                "#2 ch1 viewWillDisappear",
                "#2 ch1 viewDidDisappear",
                "#2 ch1 didMove(toParent: nil)",
                "#1 ch0 viewWillAppear",
                "#1 ch0 viewDidAppear",
                "animator.animationEnded(false)",
                "delegate.didEnd(0 → 1, completed: false)",
            ])
        #expect(h.index == 0)
        #expect(h.container.children.map(\.id) == [1])
        #expect(h.container.children[0].appearance == .appeared)
        #expect(h.state["controllers_alive"] == .int(1))
    }

    @Test func reloadAsksTheDataSourceAgainAndReusesTheController() {
        var h = PagerHarness()
        h.key(.right)
        h.settle()
        h.key("r")
        h.settle()
        #expect(h.index == 1)
        #expect(h.state["controllers_created"] == .int(2))
        #expect(h.container.children.count == 1)
        #expect(h.container.children[0].index == 1)
        #expect(h.logTexts.suffix(8).first == "#2 ch1 willMove(toParent: nil)")
    }
}
