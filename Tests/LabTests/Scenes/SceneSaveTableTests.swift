import Motion
import Testing

@testable import PlaygroundCore

/// Issue 41: right after Save to scene the comparison table listed "B (live) spacing 12" while
/// 24 was in force. The host's `scene_reloaded` of the saved text made the file's default the
/// live value; A, pinned at the old default, followed the file (and became B), and B's cell
/// showed the value the last gesture ran under. After a save the table names the values in
/// force: A as pinned, B as live.
@Suite struct SceneSaveTableTests {
    /// The comparison table's row for `name`: its A and B cells, read off the draw list (the
    /// cells on the label's line, left to right).
    static func row(_ name: String, _ h: AppHarness) -> [String]? {
        let list = h.drawn()
        let panel = h.app.tuningPanelFrame
        guard let box = ComparisonBoxTests.box(list, panel: panel) else { return nil }
        let lines = ComparisonBoxTests.lines(list, in: box)
        guard let label = lines.first(where: { $0.string == name }) else { return nil }
        return lines.filter { abs($0.frame.minY - label.frame.minY) < 0.5 && $0.frame.minX > label.frame.minX }
            .sorted { $0.frame.minX < $1.frame.minX }.map(\.string)
    }

    /// Ctrl+S, and the host's reload of the text it wrote, a frame later.
    static func saveAndReload(_ h: inout AppHarness) throws {
        let taken = SceneSavePanelTests.save(&h)
        let save = try #require(taken)
        h.run(
            [TimedInput(time: h.time + 1_000, .sceneReloaded(id: "carousel", source: save.text))],
            until: h.time + h.dt)
        h.run(until: h.time + h.dt)
        #expect(h.state["reloads"] == .int(1) && h.state["reload_error"] == .null)
    }

    /// A flick, then the spacing widened (which pins A at the file's 16) and saved: the table
    /// says A 16, B 18 (it said A 18, B 16), and that B's numbers are the flick's, from before.
    @Test func afterASaveTheTableNamesTheValuesInForce() throws {
        var h = try SceneSavePanelTests.session()
        h.flick(at: h.liveContentCentre, velocity: -2000)
        SceneSavePanelTests.widenSpacing(&h)
        #expect(SceneSavePanelTests.spacing(h) == .number(18))
        #expect(Self.row("spacing", h) == ["16", "18"])
        try Self.saveAndReload(&h)
        #expect(SceneSavePanelTests.spacing(h) == .number(18))
        #expect(Self.row("spacing", h) == ["16", "18"], "\(String(describing: Self.row("spacing", h)))")
        let texts = h.drawn().texts.map(\.string)
        #expect(texts.contains("B's numbers are from before the change: flick again."), "\(texts)")
    }

    /// Pinned, widened, flicked under both, then saved: A is still the 16 it ran under, so the
    /// row stays (it vanished, A having become 18), A keeps its lane, and the numbers are the
    /// flick's own, with no note.
    @Test func aSaveLeavesAAsPinned() throws {
        var h = try SceneSavePanelTests.session()
        SceneSavePanelTests.widenSpacing(&h)
        h.flick(at: h.liveContentCentre, velocity: -2000)
        #expect(Self.row("spacing", h) == ["16", "18"])
        try Self.saveAndReload(&h)
        let spec = try #require(h.app.tuning.values.catalog.spec(named: "carousel.spacing"))
        #expect(spec.defaultValue == .number(18), "the file holds the saved value")
        #expect(h.app.tuning.pinned?.value(of: spec) == .number(16))
        #expect(h.app.tuning.pinnedDiffers(for: "carousel"))
        #expect(Self.row("spacing", h) == ["16", "18"], "\(String(describing: Self.row("spacing", h)))")
        #expect(!h.drawn().texts.contains { $0.string.hasPrefix("B's numbers") })
    }
}
