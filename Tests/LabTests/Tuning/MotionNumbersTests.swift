import HarnessTestSupport
import Motion
import Testing

@testable import Demos
@testable import Lab

/// Issue 41, point 7: every motion's numbers are its own. A pull's page move and a pager's page
/// turn reported "settled 0 ms · at rest 0 ms" (their inspectors follow a grid and a tab bar
/// that do not move); → → → on the salon kept the last flick's numbers. Now the page move is
/// read down the stack of pages, the turn in page widths, and a key that sets a demo moving
/// from rest starts a gesture of its own, its later keys part of it.
@Suite struct MotionNumbersTests {
    /// Frames until the tuning session holds a finished gesture newer than `serial`.
    static func untilGesture(after serial: Int, _ h: inout AppHarness, limit: Int64 = 6_000_000) throws
        -> TuningSession.CompletedGesture
    {
        let end = h.time + limit
        while h.time < end {
            if let g = h.app.tuning.lastGesture, g.record.serial > serial, h.app.tuning.liveTrace == nil { return g }
            h.run(until: h.time + h.dt)
        }
        Issue.record("no gesture came to rest")
        throw CancellationError()
    }

    @Test func arrowKeysOnTheSalonAreAGestureOfTheirOwn() throws {
        var h = try AppHarness("salon", inputs: [key("h", at: 0)])
        h.run(until: h.time + 3 * h.dt)
        h.flick(at: h.liveContentCentre, velocity: -1_500)
        let flick = try #require(h.app.tuning.lastGesture)
        let start = h.time
        // → → → 60 ms apart: one motion to card 4 (from wherever the flick left it).
        let salon = try #require(h.app.currentDemo as? SalonDemo)
        let from = salon.selectedIndex
        h.run(
            [key(.right, at: start + 1_000), key(.right, at: start + 61_000), key(.right, at: start + 121_000)],
            until: start + 130_000)
        #expect(h.app.tuning.liveTrace != nil, "the keys' motion is being traced")
        let keyed = try Self.untilGesture(after: flick.record.serial, &h)
        #expect(keyed.record.startedByKey)
        let metrics = try #require(keyed.live.metrics)
        let rested = try #require(h.app.currentDemo as? SalonDemo)
        #expect(rested.selectedIndex == from + 3)
        #expect(abs(metrics.restOffset - rested.layout.centredOffset(from + 3)) < 1e-6, "\(metrics.restOffset)")
        // Its release is the first key; it takes longer than one 0.3 s click, never 0 (the later
        // keys retarget it with its speed, decelerating onto card 4 under UIKit's 0.998: about 4 s).
        #expect(keyed.live.release?.time == start + 1_000)
        let settle = try #require(metrics.settleMicros)
        #expect(settle > 300_000 && settle < 6_000_000, "\(settle) µs, looking still at \(metrics.settledMicros ?? -1)")
        let line = try #require(HUD.gestureLine(metrics))
        #expect(HUDIdleTests.hud(h.app).texts.contains(line))
        #expect(line != flick.live.metrics.flatMap(HUD.gestureLine))
        #expect(rested.statusText == "at rest on card \(from + 4)")
    }

    @Test func thePullsPageMoveTakesItsDuration() throws {
        var h = try AppHarness("pull")
        h.run(until: h.time + 3 * h.dt)
        let pull = try #require(h.app.currentDemo as? PullDemo)
        let height = pull.containerFrame.height
        h.run([key(.pageDown, at: h.time + 1_000)], until: h.time + 2_000)
        var offsets: [Double] = []
        while h.app.tuning.liveTrace != nil, offsets.count < 200 {
            offsets.append(try #require(h.app.currentDemo.gestureSnapshot).offset)
            h.run(until: h.time + h.dt)
        }
        let gesture = try Self.untilGesture(after: 0, &h)
        let metrics = try #require(gesture.live.metrics)
        let moved = try #require(h.app.currentDemo as? PullDemo)
        #expect(moved.current == 1)
        #expect(abs(metrics.restOffset - (height + moved.currentScroll.offset.y)) < 1e-6)
        // pull.page_move_duration is 0.7 s: at rest within a frame of it, looking still a little before.
        let settle = Double(try #require(metrics.settleMicros)) / 1e6
        #expect(abs(settle - 0.7) <= 0.02, "\(settle)")
        #expect(try #require(metrics.settledMicros) > 400_000)
        // Down the stack without a jump or a step back, each frame.
        for (a, b) in zip(offsets, offsets.dropFirst()) {
            #expect(b >= a - 1e-9 && b - a < 0.05 * height, "\(a) → \(b)")
        }
    }

    @Test func aPagerSwipeIsThePageTurn() throws {
        var h = try AppHarness("pager")
        h.run(until: h.time + 3 * h.dt)
        let pager = try #require(h.app.currentDemo as? PagerDemo)
        let content = pager.contentFrame
        let centre = Point(x: h.app.liveFrame.minX + content.midX, y: h.app.liveFrame.minY + content.midY)
        h.flick(at: centre, velocity: -1_500, settle: 0)
        var offsets: [Double] = []
        while h.app.tuning.liveTrace != nil, offsets.count < 300 {
            offsets.append(try #require(h.app.currentDemo.gestureSnapshot).offset)
            h.run(until: h.time + h.dt)
        }
        let gesture = try Self.untilGesture(after: 0, &h)
        let metrics = try #require(gesture.live.metrics)
        #expect(abs(metrics.restOffset - content.width) < 1e-6, "\(metrics.restOffset) vs \(content.width)")
        let settle = try #require(metrics.settleMicros)
        #expect(settle > 50_000 && settle < 1_000_000, "\(settle)")
        for (a, b) in zip(offsets, offsets.dropFirst()) {
            #expect(b >= a - 1e-9 && b - a < 0.2 * content.width, "\(a) → \(b)")
        }
    }
}
