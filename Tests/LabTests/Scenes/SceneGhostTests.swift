import Motion
import SceneTestSupport
import Testing

@testable import PlaygroundCore

/// The A/B ghost on a scene: with the card width changed after G, a flick runs again under the
/// file's width as a labelled ghost beside the live strip, exactly as a fresh session under A.
@Suite struct SceneGhostTests {

    static func session(width: Double?) throws -> AppHarness {
        var h = try AppHarness("test", scenes: [SceneFixtures.scene(SceneFixtures.freeCarousel)])
        h.press("g")
        let change: [TimedInput] =
            width.map {
                [TimedInput(time: h.time + 1_000, .parameterChanged(name: "test.group1_width", value: .number($0)))]
            } ?? []
        h.run(change, until: h.time + h.dt)
        h.run(until: h.time + 5 * h.dt)
        h.flick(at: h.liveContentCentre, velocity: -2_000)
        return h
    }

    @Test func aChangedWidthFlickRunsAgainUnderTheFilesWidth() throws {
        let b = try Self.session(width: 200)
        let gesture = try #require(b.app.tuning.lastGesture)
        let ghost = try #require(gesture.pinned)
        let fresh = try #require(try Self.session(width: nil).app.tuning.lastGesture)
        #expect(ghost.samples.count > 20)
        #expect(ghost.release == fresh.live.release)
        #expect(ghost.metrics == fresh.live.metrics)
        let (liveRest, ghostRest) = (
            try #require(gesture.live.metrics).restOffset, try #require(ghost.metrics).restOffset
        )
        #expect(liveRest != ghostRest)
        // Drawn: the labelled ghost and the live strip's label.
        let texts = b.drawn().texts.map(\.string)
        #expect(texts.contains { $0.hasPrefix("A (pinned)") })
        #expect(texts.contains { $0.hasPrefix("B live") })
    }
}
