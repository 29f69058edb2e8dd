import Motion
import Playground

/// A scene as the exporters write it: its motion (an `ExportModel` over the scene's physics
/// parameters) and its geometry with the values in force, per group of repeated items, each
/// number with its parameter's comment. The snapping code each format writes chooses the resting
/// item as `SceneGeometry.releaseTarget` does; docs/scene-export.md says how for each platform.
struct SceneExportModel {
    /// One group of equal items along the axis: its run (count, lengths, first index and start)
    /// and the parameters its sizes come from.
    struct Group {
        var run: SceneGeometry.Run
        var label: ForeignText?
        var lengthItem: ExportModel.Item
        var crossItem: ExportModel.Item

        /// The group's number in the scene file, from 1.
        var number: Int { run.group + 1 }

        /// What the group is and where its sizes come from, for the line above it.
        var comment: String {
            let items = run.count == 1 ? "1 item" : "\(run.count) items"
            let name = label.map { " \"\($0)\"" } ?? ""
            return "Group \(number)\(name): \(items) from index \(run.firstIndex), the first starting at "
                + "\(ExportNumber.exact(run.start)) pt. " + lengthItem.comment + " " + crossItem.comment
        }
    }

    /// The scene's id (a file name folded to `a-z`, `0-9`, `_` and `-`: safe in code).
    let id: String
    /// The file's name, as the user chose it.
    let file: ForeignText
    /// The scene's parameters, for the JSON listing.
    let specs: [ParameterSpec]
    let motion: ExportModel
    let axis: Axis
    let groups: [Group]
    let itemCount: Int
    let contentLength: Double
    let spacing: ExportModel.Item
    let insetLeading: ExportModel.Item
    let insetTrailing: ExportModel.Item
    let snap: ExportModel.Item
    let maxItemsPerFling: ExportModel.Item
    /// The snap rule and fling limit in force.
    let rule: SceneDefinition.SnapRule
    let flingLimit: Int?
    /// The file's `reach_ends`: the scroll range widens so that the first and last items reach
    /// their snap positions; without it every rest is held to the content and its insets.
    let reachesEnds: Bool
    /// UIKit's rate per ms: the projection of a release uses it.
    let decelerationRate: Double
    /// Points per second above which a paging release turns the page (`page` with at most one
    /// page per fling).
    let pagingVelocityThreshold: Double
    /// Points per second from which a release is decelerated onto its rest rather than sprung,
    /// and so never turns back (`start`, `center`, `end`, and `page` with a limit above one).
    let slowReleaseVelocity: Double
    /// Whose physics choose the rest (`<scene>.physics`): Android's and Flutter's exports write
    /// their own platform's choice when it is theirs (docs/scene-export.md).
    let platform: ScrollPlatform

    init(scene: Scene, values: ParameterValues) {
        let id = scene.id
        let specs = scene.specs
        self.id = id
        self.specs = specs
        file = ForeignText(Scene.baseName(scene.file))
        func item(_ name: String) -> ExportModel.Item {
            guard let spec = specs.first(where: { $0.name == "\(id).\(name)" }) else {
                preconditionFailure("scene \(id) has no parameter \(name)")
            }
            return ExportModel.Item(spec: spec, value: values.value(of: spec))
        }
        let physicsNames = Set(ScrollPhysicsParameters.Field.allCases.map { "\(id).\($0.rawValue)" })
        motion = ExportModel(
            id: id, title: scene.definition.title, origin: "scene file " + Scene.baseName(scene.file),
            specs: specs.filter { physicsNames.contains($0.name) }, values: values)
        let parameters = SceneParameters(scene: scene, values: values)
        let geometry = parameters.geometry(of: scene.definition, viewportLength: 1)
        axis = scene.definition.axis
        let horizontal = axis == .horizontal
        groups = geometry.runs.map { run in
            let width = item(SceneParameters.widthName(run.group))
            let height = item(SceneParameters.heightName(run.group))
            return Group(
                run: run, label: scene.definition.items[run.group].label.map(ForeignText.init),
                lengthItem: horizontal ? width : height,
                crossItem: horizontal ? height : width)
        }
        itemCount = geometry.itemCount
        contentLength = geometry.contentLength
        spacing = item("spacing")
        insetLeading = item("inset_leading")
        insetTrailing = item("inset_trailing")
        snap = item("snap")
        maxItemsPerFling = item("max_items_per_fling")
        rule = parameters.snap
        flingLimit = parameters.maxItemsPerFling
        reachesEnds = scene.definition.reachesEnds
        // The scene's own declaration (its file's value is the default), as the comment says.
        decelerationRate = item(ScrollPhysicsParameters.Field.decelerationRate.rawValue).number
        pagingVelocityThreshold = parameters.physics.pagingVelocityThreshold
        slowReleaseVelocity = parameters.physics.slowReleaseVelocity
        platform = parameters.physics.platform
    }

    // MARK: - Comments

    var snapComment: String {
        snap.comment + " " + Self.ruleSentence(rule)
    }

    /// The line after a code format's export: its snapping comes with `--exact`.
    func exactNote(in language: SourceLanguage) -> String {
        "\n"
            + language.lineComment(
                "Snapping: add --exact to this export for the playground's own decision rule over these items "
                    + "(Exports/Runtime) and the code that uses it.")
    }

    /// `x` or `y`.
    var axisName: String { axis == .horizontal ? "x" : "y" }

    static func ruleSentence(_ rule: SceneDefinition.SnapRule) -> String {
        switch rule {
        case .none: "none: a release glides freely (within the fling limit, if any)."
        case .start: "start: an item's start rests the leading inset after the viewport's leading edge."
        case .center: "center: an item's centre rests on the viewport's centre."
        case .end: "end: an item's end rests the trailing inset before the viewport's trailing edge."
        case .page: "page: whole viewport lengths, like UIScrollView's isPagingEnabled."
        }
    }
}
