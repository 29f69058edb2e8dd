import HarnessTestSupport
import Motion
import Testing

@testable import Lab

/// Issue 41, point 5: with the inspector open beside it in a 1024 × 720 window (README step 2's
/// order, I then H), the HUD still draws the last flick's "settled … · at rest …" line: it comes
/// right after the rate, so a squeezed column drops the renderer's and the demo's lines first.
@Suite struct HUDGestureLineTests {
    @Test func theSettledLineSurvivesTheInspectorAtEverySize() throws {
        for window in [Size(width: 1024, height: 720), Size(width: 640, height: 480), Size(width: 2560, height: 1440)] {
            var h = try AppHarness("salon", viewport: window, inputs: [key("i", at: 0), key("h", at: 0)])
            h.run(until: h.time + 3 * h.dt)
            h.flick(at: h.liveContentCentre, velocity: -1_500)
            let metrics = try #require(h.app.tuning.lastGesture?.live.metrics, "\(window)")
            let expected = try #require(HUD.gestureLine(metrics))
            let texts = HUDIdleTests.hud(h.app).texts
            #expect(texts.contains(expected), "\(window): \(texts)")
            // The rate line comes first, the settled line right after it.
            let rate = texts.firstIndex { $0.hasPrefix("fps") || $0.hasPrefix("idle, nothing moves") }
            #expect(rate.map { texts.indices.contains($0 + 1) && texts[$0 + 1] == expected } == true, "\(texts)")
        }
    }
}
