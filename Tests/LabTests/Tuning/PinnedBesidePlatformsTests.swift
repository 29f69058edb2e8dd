import Motion
import Testing

@testable import Lab
@testable import PlaygroundCore

/// Issue 41, point 11: ticking platform chips with A pinned dropped A's lane and A's table row.
/// A keeps both, ahead of the platforms.
@Suite struct PinnedBesidePlatformsTests {
    @Test func aKeepsItsLaneAndItsRowWhenPlatformsAreTicked() throws {
        var h = try GhostLaneTests.session(
            "salon", window: Size(width: 2560, height: 1440), ghosts: .pinned, panel: true, flick: false)
        h.app.tuning.togglePlatformGhost(.android)
        h.app.tuning.togglePlatformGhost(.flutterIOS)
        h.run(until: h.time + 3 * h.dt)
        #expect(h.app.laneGhosts == [.pinned, .platform(.android), .platform(.flutterIOS)])
        h.flick(at: h.liveContentCentre, velocity: -2_000)
        let lanes = try #require(h.app.lanes)
        #expect(lanes.ghosts.count + lanes.hidden == 3)
        #expect(h.app.laneContents.first?.ghost == .pinned && h.app.laneContents.first?.demo != nil)
        let a = try #require(h.app.tuning.lastGesture?.pinned?.metrics)
        let texts = h.drawn().texts.map(\.string)
        #expect(texts.contains("A (pinned)"), "\(texts.filter { $0.hasPrefix("A") })")
        // Its row gives A's own rest, beside the platforms' rows.
        #expect(texts.contains(decimal(a.restOffset, digits: 1)), "\(a.restOffset)")
        #expect(texts.contains(Platform.title(.android)))
    }
}

private enum Platform {
    static func title(_ p: ScrollPlatform) -> String { p.title }
}
