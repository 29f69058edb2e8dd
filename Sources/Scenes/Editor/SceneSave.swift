import Motion
import PlaygroundCore

/// Save to scene (the tuning panel's button, Ctrl+S): a scene's values in force written back
/// into its file's text, so the file says what was tuned. The core makes the text and the host
/// writes it (the core never touches files), then hands the text back as a `scene_reloaded`
/// fact like any save, which a recording keeps.
///
/// Only the values that differ from the file are written, each where the file keeps it: this
/// is `SceneParameters.specs` read backwards (a group's `groupN_width` and `_height` are
/// `items[N-1].size`, `inset_leading` and `_trailing` are `insets`, a fling limit of 0 is no
/// `max_items_per_fling` at all, the physics are under `"parameters"`). The rest of the text,
/// its key order and its layout are kept (`SceneTextEditor`). The new text is read back before
/// it is offered: it must make the same scene with these values as its own.
public struct SceneSave: Hashable, Sendable {
    /// The scene as the session holds it: its id, file and the text it read or last reloaded,
    /// which the host checks the file on disk against before writing.
    public let scene: Scene
    /// The file's new text.
    public let text: String
    /// The parameters whose values the file did not hold, by canonical name, in panel order.
    public let changed: [String]

    /// Why the values cannot go into the file: the text they make does not read back as the
    /// same scene with them (too big for a scene file, for one).
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// The text of `scene`'s file with `values` (which declare its parameters) written in.
    public init(scene: Scene, values: ParameterValues) throws(Problem) {
        self.scene = scene
        let specs = Dictionary(uniqueKeysWithValues: scene.specs.map { ($0.name, $0) })
        func spec(_ name: String) -> ParameterSpec {
            guard let spec = specs["\(scene.id).\(name)"] else { preconditionFailure("\(scene.id) has no \(name)") }
            return spec
        }
        func differs(_ names: String...) -> Bool {
            names.contains { values.value(of: spec($0)) != spec($0).defaultValue }
        }
        func number(_ name: String) -> SceneTextEditor.Literal { .number(values.number(spec(name))) }

        var editor = SceneTextEditor(
            text: scene.source, order: SceneDefinition.fileKeys + ScrollPhysicsParameters.Field.allCases.map(\.rawValue)
        )
        if differs("spacing") { editor.set([.key("spacing")], to: number("spacing")) }
        if differs("inset_leading", "inset_trailing") {
            editor.set([.key("insets")], to: .array([number("inset_leading"), number("inset_trailing")]))
        }
        if differs("snap") { editor.set([.key("snap")], to: .string(values.choice(spec("snap")))) }
        if differs("max_items_per_fling") {
            // 0 is the panel's "no limit", which a file says by leaving the key out.
            let limit = values.integer(spec("max_items_per_fling"))
            let path: [SceneTextEditor.Step] = [.key("max_items_per_fling")]
            if limit == 0 { editor.remove(path) } else { editor.set(path, to: .number(Double(limit))) }
        }
        for (g, group) in scene.definition.items.enumerated() {
            let (width, height) = (SceneParameters.widthName(g), SceneParameters.heightName(g))
            // A percentage stays one: the panel tunes it in percent and the file keeps `"N%"`.
            func size(_ name: String, _ unit: SceneDefinition.LengthUnit) -> SceneTextEditor.Literal {
                unit == .percent ? .string(NumberText.format(values.number(spec(name))) + "%") : number(name)
            }
            if differs(width, height) {
                editor.set(
                    [.key("items"), .index(g), .key("size")],
                    to: .array([size(width, group.widthUnit), size(height, group.heightUnit)]))
            }
        }
        for field in ScrollPhysicsParameters.Field.allCases where differs(field.rawValue) {
            let value: SceneTextEditor.Literal =
                field == .platform ? .string(values.choice(spec(field.rawValue))) : number(field.rawValue)
            editor.set([.key("parameters"), .key(field.rawValue)], to: value)
        }
        guard !editor.failed else {
            throw Problem(description: "the values could not be written into the text (please report this)")
        }
        text = editor.text
        changed = scene.specs.filter { values.value(of: $0) != $0.defaultValue }.map(\.name)
        try Self.readBack(text, of: scene, values: values)
    }

    /// The new text must parse as the same scene (title, axis, groups, labels, colours) whose
    /// file values are now exactly `values`.
    private static func readBack(_ text: String, of scene: Scene, values: ParameterValues) throws(Problem) {
        let saved: Scene
        do {
            saved = try Scene(id: scene.id, file: scene.file, source: text)
        } catch {
            throw Problem(description: "the new text would not read back: \(error.located(in: scene.file))")
        }
        let (old, new) = (scene.definition, saved.definition)
        // Everything of a group but its size, which is a parameter (its units are not).
        func groups(_ d: SceneDefinition) -> [SceneDefinition.ItemGroup] {
            d.items.map {
                SceneDefinition.ItemGroup(
                    size: .zero, count: $0.count, label: $0.label, color: $0.color, widthUnit: $0.widthUnit,
                    heightUnit: $0.heightUnit)
            }
        }
        let same =
            old.title == new.title && old.axis == new.axis && old.reachesEnds == new.reachesEnds
            && groups(old) == groups(new) && saved.specs.map(\.name) == scene.specs.map(\.name)
            && zip(saved.specs, scene.specs).allSatisfy { $0.defaultValue == values.value(of: $1) }
        guard same else {
            throw Problem(description: "the new text would not read back as these values (please report this)")
        }
    }
}
