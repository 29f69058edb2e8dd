import DemoTestSupport
import HarnessTestSupport
import Motion
import Testing

@testable import Demos

@Suite struct PagerReuseTests {
    /// The bound: one controller on screen plus the one arriving during a transition. Every
    /// transition is settled before the next starts, so a third is never needed.
    static let controllerBound = 2

    @Test func visitingAllHundredChannelsByKeyCreatesTwoControllers() {
        var h = PagerHarness()
        #expect(h.container.numberOfChildren == 100)
        for expected in 1...99 {
            h.key(.right)
            h.settle()
            #expect(h.index == expected)
            let page = h.container.children[0]
            // After reuse the page shows the new channel's items, not the old ones.
            #expect(page.index == expected)
            #expect(page.items.first == "\(ChannelDataSource.standard.channels[expected].chinese) · item 1")
            #expect(h.state["controllers_alive"] == .int(1))
        }
        #expect(h.state["controllers_created"] == .int(Self.controllerBound))
        #expect(h.container.pool.waitingCount + h.container.children.count == Self.controllerBound)
        h.key(.right)
        h.settle()
        #expect(h.index == 99, "no channel after the last")
    }

    @Test func visitingAllChannelsByTabClicksStaysWithinTheBound() {
        var h = PagerHarness()
        for i in 1...99 {
            h.click(h.demo.tabCentre(i))
            h.settle()
            #expect(h.index == i)
            #expect(h.container.children[0].index == i)
        }
        #expect(h.state["controllers_created"] == .int(Self.controllerBound))
        #expect(h.state["controllers_alive"] == .int(1))
        // The selected tab is scrolled into view (centred, clamped at the end).
        #expect(abs(h.demo.tabBarOffset - h.demo.tabCentringOffset(99)) < Tolerances.onTarget)
    }

    @Test func clickingAFarTabRunsOneTransitionStraightThere() {
        var h = PagerHarness()
        h.click(h.demo.tabCentre(4))
        #expect(h.state["transition"]?["from"] == .int(0))
        #expect(h.state["transition"]?["to"] == .int(4))
        h.settle()
        #expect(h.index == 4)
        #expect(h.logTexts.filter { $0.hasPrefix("delegate.didStart") } == ["delegate.didStart(0 → 4)"])
    }
}
