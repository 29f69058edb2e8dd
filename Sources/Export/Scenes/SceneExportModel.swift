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

    // MARK: - Comments every language writes

    /// Above the group list.
    var groupsComment: String {
        "The items along the \(axisName) axis, group by group in the scene file's order: how many in a row, "
            + "each one's length along the axis and size across it (pt). \(itemCount) item"
            + (itemCount == 1 ? "" : "s") + " in all; the content is \(ExportNumber.exact(contentLength)) pt long "
            + "(leading inset + every length + spacing between neighbours + trailing inset)."
    }

    var snapComment: String {
        snap.comment + " " + Self.ruleSentence(rule)
    }

    var flingComment: String {
        maxItemsPerFling.comment + " Counted from the item (page) selected when the finger went down; "
            + "no limit when absent."
    }

    var reachComment: String {
        let rule = rule == .none || rule == .page ? " The rule in force aligns no item, so it changes nothing." : ""
        return
            (reachesEnds
            ? "The scene file's reach_ends: true. The scroll range widens so that the first and last items reach "
                + "their snap positions (room before and after the content, as a carousel's contentInset gives)."
            : "The scene file leaves reach_ends out (false). Every rest is held to the content and its insets, as "
                + "each platform clamps a scroll view: items whose snap position lies beyond rest at the end.")
            + rule
    }

    var thresholdComment: String {
        "Release speed (pt/s) above which `page` turns to the next page in the flick's direction, else the "
            + "nearest; one page per fling, like isPagingEnabled. Default \(ExportNumber.exact(pagingVelocityThreshold)), "
            + "from the playground (between Flutter's minFlingVelocity 100 and ViewPager's 400 dp/s)."
    }

    var slowReleaseComment: String {
        "Release speed (pt/s) from which a flick never turns back: a snap position behind the release, against "
            + "the flick (a short projection often ends on the item being left), gives way to the next one in the "
            + "flick's direction, and the content decelerates onto it. Slower releases go to the nearest. "
            + "The scene's slow_release_velocity: \(ExportNumber.exact(slowReleaseVelocity))."
    }

    var rateComment: String {
        (motion.glide?.item.comment ?? "") + " The projected rest of a release, x0 + v/λ with λ = −1000·ln(rate) "
            + "per s, is what the snap rule rounds to an item."
    }

    /// The rate's comment in `language`'s layout: under the platform's own physics the rest is
    /// not projected at the rate, so it says what the rate still does.
    func rateComment(in language: SceneLayoutSyntax.Language) -> String {
        switch (language, platform) {
        case (.kotlin, .android):
            return (motion.glide?.item.comment ?? "") + " Under Android's physics the rest is LinearSnapHelper's "
                + "(OverScroller's fling distance in items), not a projection at this rate."
        case (.dart, .flutterIOS), (.dart, .flutterAndroid):
            return (motion.glide?.item.comment ?? "") + " Under Flutter's physics the rest is the item nearest the "
                + "parent physics' own ballistic end, not a projection at this rate."
        default:
            return rateComment
        }
    }

    /// `x` or `y`.
    var axisName: String { axis == .horizontal ? "x" : "y" }
    /// `width` or `height`: the viewport's length along the axis.
    var lengthName: String { axis == .horizontal ? "width" : "height" }
    /// `left` / `right` or `top` / `bottom`: UIKit's inset edges along the axis.
    var edgeNames: (leading: String, trailing: String) {
        axis == .horizontal ? ("left", "right") : ("top", "bottom")
    }

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
