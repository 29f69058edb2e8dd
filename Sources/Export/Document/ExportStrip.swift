import Motion
import PlaygroundCore
import Scenes

/// A strip of items that comes to rest by a snap rule (a scene, the salon): what a platform's
/// snapping primitive needs, with the values in force. A viewport's length is the device's, so
/// offsets that depend on it are left to the printed code (or computed by `--exact`'s runtime).
struct ExportStrip: Hashable, Sendable {
    /// One group of equal items along the axis.
    struct Group: Hashable, Sendable {
        /// Index in the scene file's `items`, from 0.
        var index: Int
        var count: Int
        var firstIndex: Int
        /// The first item's start along the axis (pt), after the leading inset.
        var start: Double
        /// Each item's length along the axis and size across it (pt; a percentage of the viewport
        /// resolved at `ExportStrip.window`).
        var length: ExportConstant
        var cross: ExportConstant
        /// The scene's percentages of the viewport's length along the axis and size across it,
        /// where it gave one: printers write the platform's relative size, or note the point size.
        var lengthPercent: Double?
        var crossPercent: Double?
        /// The parameters as declared (a percentage in %), for the lists of constants.
        var declarations: [ExportConstant]
        /// The scene file's label (the user's text: comments only).
        var label: ForeignText?
    }

    var axis: Axis
    var groups: [Group]
    var itemCount: Int
    /// Leading inset + every length + spacing between neighbours + trailing inset (pt).
    var contentLength: Double
    var spacing: ExportConstant
    var leadingInset: ExportConstant
    var trailingInset: ExportConstant
    var rule: SceneDefinition.SnapRule
    /// The constant the rule comes from (a scene's `snap`); nil where the demo fixes it (the salon).
    var ruleConstant: ExportConstant?
    /// At most this many items (pages) from the one selected at the press; nil: no limit.
    var maxItemsPerFling: Int?
    var maxItemsConstant: ExportConstant?
    /// The scroll range widens so the first and last items reach their snap positions.
    var reachesEnds: Bool
    /// Release speed above which `page` turns the page in the flick's direction (pt/s).
    var pagingVelocityThreshold: Double
    /// The geometry itself, at a viewport length of 1: for the exact rule and measurements.
    var geometry: SceneGeometry

    /// The window a scene's percentages are resolved in where a printer needs points, when no
    /// device is named: the playground's (and `scene check`'s) default.
    static let window = Size(width: 1024, height: 720)
    /// The device whose screen the percentages were resolved in, or nil for `window`.
    var device: DeviceFrame?

    /// The room a scene has (its width; the height between header and footer) on `device`'s
    /// screen, or in `window` without one.
    static func room(device: DeviceFrame?) -> Size {
        SceneParameters.room(area: DemoArea.size(window: window, device: device))
    }

    /// The room this strip's percentages were resolved in.
    var room: Size { Self.room(device: device) }

    /// Where the points a percentage became were measured, for notes: "in a 1024 × 720
    /// playground window", "on iPhone 15's 393 × 852 pt screen".
    var roomPlace: String {
        guard let device else {
            return
                "in a \(NumberText.format(Self.window.width)) × \(NumberText.format(Self.window.height)) playground window"
        }
        return device.isPreset ? "on \(device.title)'s \(device.pointsText) screen" : "on a \(device.pointsText) screen"
    }

    /// `roomPlace` where the sentence has already said it is the playground's: "in a 1024 × 720
    /// window".
    var windowPlace: String {
        guard device == nil else { return roomPlace }
        return "in a \(NumberText.format(Self.window.width)) × \(NumberText.format(Self.window.height)) window"
    }

    /// Some group is sized relative to the viewport.
    var hasPercentages: Bool { groups.contains { $0.lengthPercent != nil || $0.crossPercent != nil } }

    /// What a printer says where it writes points for a percentage: each such size, its points
    /// at `window`, and what to size it from on the platform (`sizeFrom`, e.g. "the RecyclerView's width").
    /// Lengths along the axis follow the viewport in every format (`ViewportLength`); a size
    /// across it is the one a printer may write in points.
    func percentNote(sizeFrom: String) -> String? {
        let sizes = groups.flatMap { group -> [String] in
            let horizontal = axis == .horizontal
            let parts = [(group.crossPercent, group.cross.number, horizontal ? "height" : "width")]
            return parts.compactMap { percent, points, dimension in
                percent.map {
                    "Group \(group.index + 1)'s \(dimension) is \(NumberText.format($0))% of the viewport's "
                        + "\(dimension) (\(NumberText.format(points)) pt \(roomPlace))"
                }
            }
        }
        guard !sizes.isEmpty else { return nil }
        return sizes.joined(separator: "; ") + ": size it from " + sizeFrom + "."
    }
}
