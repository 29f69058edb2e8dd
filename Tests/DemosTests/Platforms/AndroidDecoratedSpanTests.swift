import Motion
import Testing

@testable import Demos
@testable import PlaygroundCore
@testable import Scenes

/// LinearSnapHelper's distance per child spans the laid-out items' decorated bounds: the spacing
/// the export's `ItemDecoration` adds before every item but the first counts, so on 300 pt cards
/// 30 pt apart it is the 330 pt pitch, not the bare 320 pt of cards 4…6 (784 pt viewport). A
/// 7000 pt/s release centred on card 6 (index 5), at density 1, flings 5699.27 pt
/// (`scripts/android-snapping-reference.py`): 5699.27 / 330 rounds to 17 cards, as the platform
/// goes; / 320 rounded to 18.
@Suite struct AndroidDecoratedSpanTests {
    static func scene() throws -> Scene {
        try Scene(
            id: "gapped", file: "gapped.json",
            source: """
                {"scene": 1, "title": "Gapped cards", "axis": "horizontal", "items": [{"size": [300, 200], "repeat": 60}],
                 "spacing": 30, "insets": [0, 0], "snap": "center", "reach_ends": true}
                """)
    }

    @Test func aHardFlingGoesSeventeenCardsAsThePlatformDoes() throws {
        let scene = try Self.scene()
        var values = ParameterValues(catalog: ParameterCatalog.builtIn.adding([scene]))
        try values.set("gapped.physics", to: "android")
        try values.set("gapped.density", to: "1")
        let surface = try #require(
            ReleaseProbe.surface(id: "gapped", scenes: [scene], window: Size(width: 1024, height: 720), values: values))
        let geometry = try #require(surface as? SceneDemo).geometry
        #expect(geometry.visibleRange(offset: geometry.snapOffset(of: 5)) == 4..<7)
        let probe = ReleaseProbe(surface, offset: geometry.snapOffset(of: 5), velocity: 7000)
        #expect(probe.item == 22, "rested on index \(probe.item.map(String.init) ?? "none"): \(probe.how)")
        #expect(abs(probe.restOffset - geometry.snapOffset(of: 22)) < 1e-6)
        // The motion to it never turns back and never jumps more than a frame's worth at 8000 pt/s.
        for (a, b) in zip(probe.samples, probe.samples.dropFirst()) {
            #expect(b.offset >= a.offset - 1e-9 && b.offset - a.offset < 8000.0 / 60 + 1e-6)
        }
    }
}
