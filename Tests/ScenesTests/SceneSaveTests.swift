import Motion
import SceneTestSupport
import Testing

@testable import PlaygroundCore
@testable import Scenes

/// Save to scene's text: the values in force written where the file keeps them, so the saved
/// file, read as a fresh session reads it, has exactly those values in force; only what differs
/// is written, and the file's keys keep their order.
@Suite struct SceneSaveTests {
    /// The keys of the object at `path` in file order.
    static func keys(_ text: String, _ path: [String] = []) -> [String] {
        guard var node = try? SceneJSON.parse(text) else { return [] }
        for key in path {
            guard case .object(let members, _) = node.value, let m = members.first(where: { $0.key == key }) else {
                return []
            }
            node = m.value
        }
        guard case .object(let members, _) = node.value else { return [] }
        return members.map(\.key)
    }

    static func isSubsequence(_ a: [String], of b: [String]) -> Bool {
        var rest = b[...]
        for x in a {
            guard let i = rest.firstIndex(of: x) else { return false }
            rest = rest[(i + 1)...]
        }
        return true
    }

    @Test func everyShippedSceneReadsBackWithTheValuesInForceUnderManyTunings() throws {
        #expect(ShippedScenes.all.count == 6)
        var saves = 0
        for (n, scene) in ShippedScenes.all.enumerated() {
            var rng = SeededRandom(seed: 34_007 + UInt64(n))
            for round in 0..<150 {
                var values = SceneValues.defaults(scene)
                // From one value to all of them.
                let share = round % 3 == 0 ? 1 : round % 3 == 1 ? 4 : 12
                for spec in scene.specs where Int.random(in: 0..<share, using: &rng) == 0 {
                    values.set(spec, to: SceneValues.random(spec, &rng))
                }
                let save = try SceneSave(scene: scene, values: values)
                let differing = scene.specs.filter { values.value(of: $0) != $0.defaultValue }.map(\.name)
                #expect(save.changed == differing)
                let saved = try Scene(id: scene.id, file: scene.file, source: save.text)
                let fresh = SceneValues.defaults(saved)
                for (old, new) in zip(scene.specs, saved.specs) {
                    #expect(fresh.value(of: new) == values.value(of: old), "\(scene.id) round \(round): \(old.name)")
                }
                #expect(SceneParameters(scene: saved, values: fresh) == SceneParameters(scene: scene, values: values))
                #expect(saved.definition.title == scene.definition.title)
                #expect(saved.definition.items.map(\.count) == scene.definition.items.map(\.count))
                // The file's keys in their order; new ones only added among them.
                let before = Self.keys(scene.source).filter { $0 != "max_items_per_fling" || save.text.contains($0) }
                #expect(Self.isSubsequence(before, of: Self.keys(save.text)), "\(save.text)")
                #expect(
                    Self.isSubsequence(
                        Self.keys(scene.source, ["parameters"]), of: Self.keys(save.text, ["parameters"])))
                saves += 1
            }
        }
        #expect(saves == 900)
    }

    @Test func nothingTunedIsNothingWritten() throws {
        for scene in ShippedScenes.all {
            let save = try SceneSave(scene: scene, values: SceneValues.defaults(scene))
            #expect(save.changed.isEmpty && save.text == scene.source, "\(scene.id)")
        }
    }

    /// Each parameter's place in the file, by hand, on the shipped carousel.
    @Test func eachParameterGoesWhereTheFileKeepsIt() throws {
        let scene = ShippedScenes.scene("carousel")
        var values = SceneValues.defaults(scene)
        func set(_ name: String, _ value: ParameterValue) {
            values.set(values.catalog.spec(named: "carousel." + name)!, to: value)
        }
        set("group2_height", .number(190))
        set("inset_trailing", .number(30))
        set("max_items_per_fling", .number(0))
        set("snap_response", .number(0.3))
        set("physics", .choice("android"))
        set("deceleration_rate", .number(0.99))  // the file's own value: not a change
        let save = try SceneSave(scene: scene, values: values)
        #expect(
            save.changed == [
                "carousel.max_items_per_fling", "carousel.inset_trailing", "carousel.group2_height",
                "carousel.snap_response", "carousel.physics",
            ])
        let expected = scene.source
            .replacing("[320, 180]", with: "[320, 190]")
            .replacing("[24, 24]", with: "[24, 30]")
            .replacing("\n  \"max_items_per_fling\": 1,", with: "")
            .replacing(
                #""deceleration_rate": 0.99}"#,
                with: #""deceleration_rate": 0.99, "snap_response": 0.3, "physics": "android"}"#)
        #expect(save.text == expected)
        #expect(try SceneDefinition(parsing: save.text).maxItemsPerFling == nil)
    }

    /// A file at the size limit cannot take more text: refused with the reader's words, never
    /// written half.
    @Test func aTextThatWouldNotReadBackIsRefused() throws {
        let base = ShippedScenes.scene("chip-row").source
        let padding = String(repeating: " ", count: SceneDefinition.maxFileBytes - base.utf8.count)
        let full = try Scene(id: "full", file: "full.json", source: base.replacing("\n}", with: padding + "\n}"))
        #expect(full.source.utf8.count == SceneDefinition.maxFileBytes)
        var values = SceneValues.defaults(full)
        values.set(values.catalog.spec(named: "full.deceleration_rate")!, to: .number(0.99))
        #expect {
            try SceneSave(scene: full, values: values)
        } throws: { error in
            let text = (error as? SceneSave.Problem)?.description ?? ""
            return text.hasPrefix("the new text would not read back: full.json:1:1: the file is")
        }
    }
}
